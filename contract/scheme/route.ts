// Which part of the FCA's motor finance redress scheme may cover an agreement, from its start date
// and kind: Scheme 1, Scheme 2, or outside the scheme with the reason (decision 253). Computed here
// once for the claim form, the gateway (which stores it with the claim at submission) and the desk.
// The lender decides whether an agreement is in the scheme: every sentence here says "may".
import * as v from 'valibot';
import {
  SCHEME1_FIRST_DAY,
  SCHEME1_LAST_DAY,
  SCHEME2_FIRST_DAY,
  SCHEME2_LAST_DAY,
  SCHEME_EXCLUDED_KINDS,
} from './periods.js';

export const SCHEME_ROUTES = ['scheme1', 'scheme2', 'outside'] as const;
export type SchemeRoute = (typeof SCHEME_ROUTES)[number];

export const OUTSIDE_REASONS = [
  'before-2007-04-06',
  'after-2024-11-01',
  'consumer-hire',
  'unknown-start',
] as const;
export type OutsideReason = (typeof OUTSIDE_REASONS)[number];

/**
 * An agreement's route. `boundaryMonth` marks a start known only to the month (an agreement added
 * by hand) in a month a scheme's first or last day falls in: the route is the one most of that
 * month's days take, and the words say what the exact day would change.
 */
export type AgreementRoute =
  | { route: 'scheme1' | 'scheme2'; boundaryMonth?: true }
  | { route: 'outside'; reason: OutsideReason; boundaryMonth?: true };

/** What the route is worked out from: a start 'YYYY-MM-DD' (credit file) or 'YYYY-MM' (by hand). */
export interface RouteFacts {
  startDate: string;
  /** The finance type; 'consumer-hire' is outside the scheme at any date. */
  agreementType?: 'PCP' | 'HP' | 'consumer-hire' | null;
}

/** A real calendar day written 'YYYY-MM-DD'. */
function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

function isMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The route of an agreement that started on this day ('YYYY-MM-DD' compares as text). */
function routeOfDay(day: string): AgreementRoute {
  if (day < SCHEME1_FIRST_DAY) return { route: 'outside', reason: 'before-2007-04-06' };
  if (day <= SCHEME1_LAST_DAY) return { route: 'scheme1' };
  // Scheme 2 begins the day after Scheme 1 ends (rules.test.ts holds them to that).
  if (day >= SCHEME2_FIRST_DAY && day <= SCHEME2_LAST_DAY) return { route: 'scheme2' };
  return { route: 'outside', reason: 'after-2024-11-01' };
}

/** The days of a month 'YYYY-MM', first to last. */
function daysOf(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

const sameRoute = (a: AgreementRoute, b: AgreementRoute) =>
  a.route === b.route && (a.route !== 'outside' || b.route !== 'outside' || a.reason === b.reason);

/**
 * The route a start known only to its month takes: the route of most of its days. In a month a
 * boundary falls in (April 2007, November 2024) it is marked `boundaryMonth`.
 */
function routeOfMonth(month: string): AgreementRoute {
  const routes = daysOf(month).map(routeOfDay);
  const counts = new Map<string, { route: AgreementRoute; days: number }>();
  for (const route of routes) {
    const key = route.route === 'outside' ? route.reason : route.route;
    const entry = counts.get(key) ?? { route, days: 0 };
    counts.set(key, { route, days: entry.days + 1 });
  }
  const [most] = [...counts.values()].sort((a, b) => b.days - a.days);
  const route = most!.route;
  return routes.every((r) => sameRoute(r, route)) ? route : { ...route, boundaryMonth: true };
}

/** The route of one agreement: Scheme 1, Scheme 2, or outside the scheme and why. */
export function agreementRoute({ startDate, agreementType }: RouteFacts): AgreementRoute {
  if (agreementType && (SCHEME_EXCLUDED_KINDS as readonly string[]).includes(agreementType)) {
    return { route: 'outside', reason: 'consumer-hire' };
  }
  if (isDay(startDate)) return routeOfDay(startDate);
  if (isMonth(startDate)) return routeOfMonth(startDate);
  return { route: 'outside', reason: 'unknown-start' };
}

const SCHEME = 'the FCA’s motor finance redress scheme';

/** The route in plain words, for the claimant and the desk alike. */
export function routeWords(route: AgreementRoute): string {
  switch (route.route) {
    case 'scheme1':
      return route.boundaryMonth
        ? `This agreement may be covered by Scheme 1 of ${SCHEME} if it started on or after 6 April 2007.`
        : `This agreement may be covered by Scheme 1 of ${SCHEME}, for agreements that started from 6 April 2007 to 31 March 2014.`;
    case 'scheme2':
      return `This agreement may be covered by Scheme 2 of ${SCHEME}, for agreements that started from 1 April 2014 to 1 November 2024.`;
    case 'outside':
      switch (route.reason) {
        case 'before-2007-04-06':
          return `This agreement may be outside ${SCHEME}, which covers agreements that started from 6 April 2007. A complaint about it may still be made to the lender.`;
        case 'after-2024-11-01':
          return route.boundaryMonth
            ? `This agreement may be outside ${SCHEME}, which covers agreements that started up to 1 November 2024. If it started on 1 November 2024, it may be covered by Scheme 2.`
            : `This agreement may be outside ${SCHEME}, which covers agreements that started up to 1 November 2024. A complaint about it may still be made to the lender.`;
        case 'consumer-hire':
          return `This agreement may be outside ${SCHEME}, which does not cover consumer hire (leasing) agreements.`;
        case 'unknown-start':
          return `We cannot tell from its start date whether ${SCHEME} may cover this agreement.`;
      }
  }
}

/** A route as data: what the desk is sent and, with its agreement's key, what the claim stores. */
export const AgreementRouteSchema = v.object({
  route: v.picklist(SCHEME_ROUTES),
  reason: v.optional(v.picklist(OUTSIDE_REASONS)),
  boundaryMonth: v.optional(v.literal(true)),
});

/** A route as the claim stores it beside the agreement it belongs to (`agreementRoutes`). */
export const StoredAgreementRouteSchema = v.object({
  /** The credit-file agreement's id, or `manual-<n>` for the n-th added by hand (from 0). */
  agreement: v.string(),
  ...AgreementRouteSchema.entries,
});
export type StoredAgreementRoute = v.InferOutput<typeof StoredAgreementRouteSchema>;

/** The key a route is stored under for the n-th agreement added by hand. */
export const manualRouteKey = (index: number) => `manual-${index}`;

/** A stored route as a route (a stored 'outside' without a reason reads as an unknown start). */
export function routeOfStored(stored: v.InferOutput<typeof AgreementRouteSchema>): AgreementRoute {
  const boundary = stored.boundaryMonth ? { boundaryMonth: true as const } : {};
  return stored.route === 'outside'
    ? { route: 'outside', reason: stored.reason ?? 'unknown-start', ...boundary }
    : { route: stored.route, ...boundary };
}

/** A route as stored: Firestore takes no undefined values, so what it does not have is left out. */
export function storedRoute(agreement: string, route: AgreementRoute): StoredAgreementRoute {
  return {
    agreement,
    route: route.route,
    ...(route.route === 'outside' ? { reason: route.reason } : {}),
    ...(route.boundaryMonth ? { boundaryMonth: true as const } : {}),
  };
}
