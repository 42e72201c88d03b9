// The routes of a claim's agreements (decision 253): worked out by the gateway when the claim is
// submitted and stored with it as `agreementRoutes`, one per claimed agreement, keyed by the
// agreement; read back beside the agreements by the desk. A claim stored before routes were
// recorded has none, and its agreements read without one.
import { claimedAgreements, type ClaimedAgreement, type StoredClaim } from './claim.js';
import {
  agreementRoute,
  manualRouteKey,
  routeOfStored,
  storedRoute,
  type AgreementRoute,
  type StoredAgreementRoute,
} from './scheme/route.js';

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

/** A claimed agreement with the route stored for it, when the claim has one. */
export type RoutedAgreement = ClaimedAgreement & { route?: AgreementRoute };

/** The claimed agreements, each with its stored route (none on a claim stored before routes). */
export function claimedAgreementsWithRoutes(
  claim: ClaimWithAgreements & { agreementRoutes?: StoredAgreementRoute[] | undefined },
): RoutedAgreement[] {
  const stored = new Map((claim.agreementRoutes ?? []).map((route) => [route.agreement, route]));
  const keys = claimedKeys(claim);
  return claimedAgreements(claim).map((agreement, index) => {
    const route = stored.get(keys[index]!);
    return route ? { ...agreement, route: routeOfStored(route) } : agreement;
  });
}
