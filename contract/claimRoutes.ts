// The routes of a claim's agreements (decision 254): worked out by the gateway when the claim is
// submitted and stored with it as `agreementRoutes`, one per claimed agreement, keyed by the
// agreement; read back beside the agreements by the desk. A claim stored before routes were
// recorded has none, and its agreements read without one.
import { claimedAgreements, type ClaimedAgreement, type StoredClaim } from './claim.js';
import { agreementRoute, routeWords, type AgreementRoute } from './scheme/route.js';
import type { StoredAgreementRoute } from './scheme/routeSchema.js';

/** The key a route is stored under for the n-th agreement added by hand. */
export const manualRouteKey = (index: number) => `manual-${index}`;

/** A route as stored: Firestore takes no undefined values, so what it does not have is left out. */
export function storedRoute(agreement: string, route: AgreementRoute): StoredAgreementRoute {
  return {
    agreement,
    route: route.route,
    ...(route.route === 'outside' ? { reason: route.reason } : {}),
  };
}

/** A stored route as a route (a stored 'outside' without a reason reads as an unknown start). */
export function routeOfStored(stored: Omit<StoredAgreementRoute, 'agreement'>): AgreementRoute {
  return stored.route === 'outside'
    ? { route: 'outside', reason: stored.reason ?? 'unknown-start' }
    : { route: stored.route };
}

type ClaimWithAgreements = Pick<StoredClaim, 'agreements'> & {
  answers?: Pick<NonNullable<StoredClaim['answers']>, 'agreementIds' | 'manualAgreements'> | undefined;
};

/**
 * The key each claimed agreement's route is stored under, in `claimedAgreements` order: the
 * credit-file agreements chosen (in the file's order), then those added by hand.
 */
function claimedKeys(claim: ClaimWithAgreements): string[] {
  if (!claim.answers) return [];
  const chosen = new Set(claim.answers.agreementIds);
  return [
    ...claim.agreements.filter((a) => chosen.has(a.id)).map((a) => a.id),
    ...claim.answers.manualAgreements.map((_, index) => manualRouteKey(index)),
  ];
}

/** Each claimed agreement's route, as the claim stores it at submission. */
export function agreementRoutesOfClaim(claim: ClaimWithAgreements): StoredAgreementRoute[] {
  const keys = claimedKeys(claim);
  return claimedAgreements(claim).map((agreement, index) =>
    storedRoute(keys[index]!, agreementRoute(agreement)),
  );
}

/** A claimed agreement with the route stored for it, and its words, when the claim has one. */
export type RoutedAgreement = ClaimedAgreement & { route?: AgreementRoute & { words: string } };

/** The claimed agreements, each with its stored route (none on a claim stored before routes). */
export function claimedAgreementsWithRoutes(
  claim: ClaimWithAgreements & { agreementRoutes?: StoredAgreementRoute[] | undefined },
): RoutedAgreement[] {
  const stored = new Map((claim.agreementRoutes ?? []).map((route) => [route.agreement, route]));
  const keys = claimedKeys(claim);
  return claimedAgreements(claim).map((agreement, index) => {
    const route = stored.get(keys[index]!);
    if (!route) return agreement;
    const routed = routeOfStored(route);
    return { ...agreement, route: { ...routed, words: routeWords(routed) } };
  });
}
