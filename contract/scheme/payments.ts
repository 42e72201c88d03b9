// An agreement's payments for the determination check (decision 258): the level monthly schedule
// worked out from its credit, APR and term when its payments are not known, and what the same
// credit would have cost at the APR adjustment's market-adjusted rate.
import { addMonths } from '../lifecycle/dates.js';
import type { SchemeConfigurationValues } from './rules.js';
import { roundPence } from './working.js';

export type MonthlyRateConvention = SchemeConfigurationValues['apr.monthlyRate'];

/** A payment the claimant made: the day and the amount in whole pence. */
export interface Payment {
  on: string;
  pence: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day as a count of days since 1 January 1970, to count the days between two. */
export function dayNumber(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** Days from one YYYY-MM-DD day to another (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * The monthly rate from an APR in percent (rules.ts `apr.monthlyRate`): effective, (1 + APR)^(1/12)
 * − 1, as an APR is an effective annual rate; or nominal, APR ÷ 12.
 */
export function monthlyRate(aprPercent: number, convention: MonthlyRateConvention): number {
  const annual = aprPercent / 100;
  return convention === 'nominal' ? annual / 12 : Math.pow(1 + annual, 1 / 12) - 1;
}

/** The level monthly payment that repays `creditPence` over `months` at a monthly rate, in whole pence. */
export function levelPaymentPence(creditPence: number, months: number, rate: number): number {
  // 1 − (1 + rate)^−months, worked so that a rate near 0 gives the credit ÷ months, not 0 ÷ 0.
  const repaid = -Math.expm1(-months * Math.log1p(rate));
  const exact = rate === 0 ? creditPence / months : (creditPence * rate) / repaid;
  return roundPence(exact);
}

/** The level schedule: `months` payments of the level payment, the first a month after the start. */
export function levelSchedule(startDate: string, months: number, paymentPence: number): Payment[] {
  return Array.from({ length: months }, (_, index) => ({
    on: addMonths(startDate, index + 1),
    pence: paymentPence,
  }));
}

/**
 * The time from one day to a later one in years, as the APR's equation counts it (CONC App 1.2):
 * whole calendar months as twelfths of a year, and the days left over as 365ths.
 */
export function yearsBetween(from: string, to: string): number {
  let months = Math.max(0, Math.floor(daysBetween(from, to) / 31));
  while (addMonths(from, months + 1) <= to) months += 1;
  return months / 12 + Math.max(0, daysBetween(addMonths(from, months), to)) / 365;
}

/**
 * The share of each payment the claimant would still have paid at the market-adjusted APR, for
 * payments as they were made: their value at the agreed APR over their value at the adjusted APR,
 * each payment discounted from the agreement's start by its time in years at the monthly rate. For
 * a complete level schedule this is the adjusted level payment over the agreed one; a lower
 * adjusted APR never makes it more than 1.
 */
export function adjustedShare(
  payments: readonly Payment[],
  startDate: string,
  rates: { agreed: number; adjusted: number },
): number {
  const years = payments.map((payment) => yearsBetween(startDate, payment.on));
  const valueAt = (rate: number) =>
    payments.reduce(
      (sum, payment, index) => sum + payment.pence * Math.pow(1 + rate, -12 * years[index]!),
      0,
    );
  const atAdjusted = valueAt(rates.adjusted);
  return atAdjusted === 0 ? 1 : Math.min(1, valueAt(rates.agreed) / atAdjusted);
}
