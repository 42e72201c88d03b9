// Compensatory interest for the determination check (decision 258): simple interest, day by day,
// from each payment to the settlement day, at the Bank Rate in force on each day plus the firm's
// configured margin (rules.ts `interest.marginOverBankRatePoints`): the time-weighted average of
// Bank Rate plus the margin, as the Financial Ombudsman Service works it. A year is 365 days.
//
// Bank Rate is known from the history's first change to the later of the last confirmed decision
// (BANK_RATE_CONFIRMED_THROUGH) and the last change the firm added. On a day outside that, the
// low end takes Bank Rate as 0% (it has never been below) and the high end as the highest rate in
// the history, so the range holds whatever it turns out to be.
import { BANK_RATE_CONFIRMED_THROUGH } from './bankRate.js';
import { dayNumber, type Payment } from './payments.js';

export interface RateChange {
  from: string;
  percent: number;
}

/** Interest on one payment's share of a remedy, as a percentage of that share. */
export interface PaymentInterest {
  on: string;
  pence: number;
  /** Days from the payment (not counted) to the settlement day (counted); 0 for a later payment. */
  days: number;
  /** The time-weighted average Bank Rate over those days, in percent, at each end. */
  averageBankRate: { low: number; high: number };
  /** The interest over those days as a percentage of the amount, at each end. */
  interestPercent: { low: number; high: number };
}

export interface CompensatoryInterest {
  payments: PaymentInterest[];
  /** Interest on a remedy spread over the payments by their size, per pound of it, at each end. */
  perPound: { low: number; high: number };
  /** The last day Bank Rate is known to. */
  knownThrough: string;
  /** Days on which Bank Rate was needed and is not known, across all payments (0 when none). */
  unknownDays: number;
  /** The rate the high end takes on such days. */
  highestRate: number;
}

/** The last day the history is known to: the last confirmed decision or the firm's last change. */
export function rateKnownThrough(history: readonly RateChange[]): string {
  const last = history.at(-1)?.from ?? BANK_RATE_CONFIRMED_THROUGH;
  return last > BANK_RATE_CONFIRMED_THROUGH ? last : BANK_RATE_CONFIRMED_THROUGH;
}

/** Each rate's first and last day in force, as day numbers (the last change's has no end). */
function segmentsOf(history: readonly RateChange[]) {
  return history.map((change, index) => {
    const next = history[index + 1];
    return {
      first: dayNumber(change.from),
      last: next ? dayNumber(next.from) - 1 : Infinity,
      percent: change.percent,
    };
  });
}

/** Bank Rate over the days after `from` up to `to`, inclusive: percent-days known, and days unknown. */
function rateDays(
  from: string,
  to: string,
  segments: ReturnType<typeof segmentsOf>,
  knownThrough: number,
  margin: number,
) {
  const first = dayNumber(from) + 1;
  const days = Math.max(0, dayNumber(to) - first + 1);
  const lastKnown = Math.min(dayNumber(to), knownThrough);
  let knownDays = 0;
  let bankPercentDays = 0;
  let percentDays = 0;
  for (const segment of segments) {
    const inForce = Math.max(0, Math.min(segment.last, lastKnown) - Math.max(segment.first, first) + 1);
    knownDays += inForce;
    bankPercentDays += segment.percent * inForce;
    percentDays += Math.max(0, segment.percent + margin) * inForce;
  }
  return { days, knownDays, unknownDays: days - knownDays, bankPercentDays, percentDays };
}

/** Compensatory interest on each payment to the settlement day, and per pound of a remedy. */
export function compensatoryInterest(
  payments: readonly Payment[],
  settlementDate: string,
  history: readonly RateChange[],
  marginPoints: number,
): CompensatoryInterest {
  const knownThrough = rateKnownThrough(history);
  const segments = segmentsOf(history);
  const knownThroughDay = dayNumber(knownThrough);
  const highestRate = Math.max(0, ...history.map((change) => change.percent));
  const ends = { low: Math.max(0, marginPoints), high: Math.max(0, highestRate + marginPoints) };
  const total = payments.reduce((sum, payment) => sum + payment.pence, 0);
  let unknownDays = 0;
  const perPound = { low: 0, high: 0 };
  const worked = payments.map((payment): PaymentInterest => {
    const span = rateDays(payment.on, settlementDate, segments, knownThroughDay, marginPoints);
    unknownDays += span.unknownDays;
    const interestPercent = {
      low: (span.percentDays + ends.low * span.unknownDays) / 365,
      high: (span.percentDays + ends.high * span.unknownDays) / 365,
    };
    const average = (unknownRate: number) =>
      span.days === 0 ? 0 : (span.bankPercentDays + unknownRate * span.unknownDays) / span.days;
    const weight = total === 0 ? 0 : payment.pence / total;
    perPound.low += (weight * interestPercent.low) / 100;
    perPound.high += (weight * interestPercent.high) / 100;
    return {
      on: payment.on,
      pence: payment.pence,
      days: span.days,
      averageBankRate: { low: average(0), high: average(highestRate) },
      interestPercent,
    };
  });
  return { payments: worked, perPound, knownThrough, unknownDays, highestRate };
}
