// Which part of the FCA's motor finance redress scheme may cover an agreement, from its start date
// and kind: Scheme 1, Scheme 2, or outside the scheme with the reason (decision 254). Worked out
// here once for the claim form, the gateway (which stores it with the claim at submission) and the
// desk. The lender decides whether an agreement is in the scheme: every sentence here says "may".
// Kept small: the claim form loads it, within its bundles' budgets (budgets.json).
import { SCHEME1_FIRST_DAY, SCHEME1_LAST_DAY, SCHEME2_LAST_DAY, SCHEME_EXCLUDED_KIND } from './periods.js';
import type { OutsideReason } from './routeSchema.js';

/** An agreement's route: Scheme 1, Scheme 2, or outside the scheme with the reason. */
export type AgreementRoute = { route: 'scheme1' | 'scheme2' } | { route: 'outside'; reason: OutsideReason };

/** What the route is worked out from: a start 'YYYY-MM-DD' (credit file) or 'YYYY-MM' (by hand). */
export interface RouteFacts {
  startDate: string;
  /** The finance type; consumer hire is outside the scheme at any date. */
  agreementType?: 'PCP' | 'HP' | typeof SCHEME_EXCLUDED_KIND | null;
}

const outside = (reason: OutsideReason): AgreementRoute => ({ route: 'outside', reason });

/** The route of an agreement that started on a day 'YYYY-MM-DD' (such days compare as text). */
function routeOfDay(day: string): AgreementRoute {
  if (day < SCHEME1_FIRST_DAY) return outside('before-2007-04-06');
  if (day <= SCHEME1_LAST_DAY) return { route: 'scheme1' };
  // Scheme 2 begins the day after Scheme 1 ends: rules.test.ts holds SCHEME2_FIRST_DAY to that.
  if (day <= SCHEME2_LAST_DAY) return { route: 'scheme2' };
  return outside('after-2024-11-01');
}

/**
 * The route of one agreement. A start known only to its month (one added by hand) takes the route
 * of most of that month's days: the scheme's first and last days fall on the 6th and the 1st, so
 * April 2007 reads as Scheme 1 and November 2024 as outside; the words say "may" (decision 254).
 * The start is as the claim's schemas let it in: a day or a month, or it is not known.
 */
export function agreementRoute({ startDate, agreementType }: RouteFacts): AgreementRoute {
  if (agreementType === SCHEME_EXCLUDED_KIND) return outside('consumer-hire');
  const start = /^\d{4}-\d\d(-\d\d)?$/.exec(startDate);
  if (!start) return outside('unknown-start');
  return routeOfDay(start[1] ? startDate : `${startDate}-15`);
}

const SCHEME = ' the FCA’s motor finance redress scheme';

/** Why the scheme may not cover an agreement outside it, by the reason. */
const OUTSIDE_BECAUSE: Partial<Record<OutsideReason, string>> = {
  'before-2007-04-06': 'covers agreements from 6 April 2007',
  'after-2024-11-01': 'covers agreements up to 1 November 2024',
  'consumer-hire': 'does not cover consumer hire',
};

/** The route in plain words that say "may", for the claimant and the desk alike (a stored one too). */
export function routeWords({
  route,
  reason,
}: {
  route: AgreementRoute['route'];
  reason?: OutsideReason | undefined;
}): string {
  const may = 'This agreement may be ';
  const because = reason && OUTSIDE_BECAUSE[reason];
  return route !== 'outside'
    ? `${may}covered by Scheme ${route.slice(-1)} of${SCHEME}.`
    : because
      ? `${may}outside${SCHEME}, which ${because}.`
      : `We cannot tell if${SCHEME} may cover it.`;
}
