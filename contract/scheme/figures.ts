// The figures the determination check takes (decision 258), as the desk and the gateway validate
// them: an agreement's credit, APR, term, start, commission (or null when it is not known), its
// payments when known, and what is known of its arrangements. Amounts are whole pence; days are
// YYYY-MM-DD.
import * as v from 'valibot';
import { AMOUNT_PENCE_MAX } from '../agreements.js';
import { isRealDate } from '../dates.js';

/** The longest agreement the check takes, in months. */
export const TERM_MONTHS_MAX = 120;
/** The most payments it takes (weekly over the longest term, with room). */
export const PAYMENTS_MAX = 600;

const isRealDay = (day: string) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return isRealDate(year, month, date);
};
/** A real day, YYYY-MM-DD. */
export const DaySchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD'),
  v.check(isRealDay, 'Enter a real day'),
);
/** Whole pence from `min` up to the contract's largest amount. */
export const penceFrom = (min: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(AMOUNT_PENCE_MAX));

/** A payment the claimant made: its day and its amount in whole pence. */
export const PaymentSchema = v.object({ on: DaySchema, pence: penceFrom(1) });

/** An agreement's figures as the desk and the gateway take them for the check. */
export const AgreementFiguresSchema = v.pipe(
  v.object({
    creditPence: penceFrom(1),
    aprPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    termMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TERM_MONTHS_MAX)),
    startDate: DaySchema,
    /** The commission paid to the broker; null when it is not known. */
    commissionPence: v.nullable(penceFrom(0)),
    /** The payments made; when absent, the level monthly schedule from the credit, APR and term. */
    payments: v.optional(v.pipe(v.array(PaymentSchema), v.minLength(1), v.maxLength(PAYMENTS_MAX))),
    /** Whether the commission was discretionary (the broker could set the rate); null: not known. */
    discretionaryCommission: v.optional(v.nullable(v.boolean()), null),
    /** Whether lender and broker were tied (exclusive or near exclusive); null: not known. */
    tiedArrangement: v.optional(v.nullable(v.boolean()), null),
    /**
     * Whether the lender says the credit was among the cheapest 5% of the market (CONRED 6.4.6R);
     * null: not known; absent: not claimed.
     */
    minimalCostOfCredit: v.optional(v.nullable(v.boolean()), false),
  }),
  v.check(
    ({ payments, startDate }) => (payments ?? []).every((payment) => payment.on >= startDate),
    'Enter payments made on or after the agreement’s start',
  ),
);
export type AgreementFigures = v.InferInput<typeof AgreementFiguresSchema>;
export type Figures = v.InferOutput<typeof AgreementFiguresSchema>;
