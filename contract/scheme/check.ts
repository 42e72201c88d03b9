// Checking a lender's determination under the FCA's motor finance redress scheme (decision 258).
// From an agreement's figures, each remedy is worked out line by line with compensatory interest
// to the settlement day, then the remedy that applies and the total due; a figure that is not
// known makes the result a range whose ends the lines explain, never a single made-up number.
// `checkDetermination` (determination.ts) flags a lender's sum that falls short of the range's low
// end by more than the firm's tolerance. Pure: every scheme figure comes from rules.ts, Bank Rate
// from bankRate.ts.
import * as v from 'valibot';
import { bankRateHistory } from './bankRate.js';
import { compensatoryInterest, type CompensatoryInterest, type RateChange } from './compensatoryInterest.js';
import { AgreementFiguresSchema, DaySchema, type AgreementFigures, type Figures } from './figures.js';
import { adjustedShare, levelPaymentPence, levelSchedule, monthlyRate } from './payments.js';
import { remedyApplied, type AppliedEnd, type RemedyId, type RuleCited } from './remedyApplied.js';
import { SCHEME_CONFIGURATION, schemeConfiguration, type SchemeConfigurationValues } from './rules.js';
import {
  counted,
  exactly,
  line,
  percentWords,
  roundPence,
  type PenceRange,
  type WorkingLine,
} from './working.js';
import { formatDay } from '../dates.js';
import { formatPounds } from '../money.js';

// The check's whole interface from this one file: the figures it takes and the determination check.
export {
  AgreementFiguresSchema,
  PAYMENTS_MAX,
  PaymentSchema,
  TERM_MONTHS_MAX,
  type AgreementFigures,
} from './figures.js';
export {
  DEFAULT_DETERMINATION_TOLERANCE,
  DeterminationToleranceSchema,
  checkDetermination,
  type DeterminationCheck,
  type DeterminationTolerance,
} from './determination.js';
export type { CompensatoryInterest, PaymentInterest } from './compensatoryInterest.js';
export type { PenceRange, WorkingLine } from './working.js';
export type { AppliedEnd, Outcome, RemedyId, RuleCited } from './remedyApplied.js';

/** One remedy worked out: its lines, its amount before interest, the interest, and the two together. */
export interface RemedyWorking {
  remedy: RemedyId;
  name: string;
  lines: WorkingLine[];
  beforeInterest: PenceRange;
  interest: PenceRange;
  total: PenceRange;
}

/** An unconfirmed figure the check used, with its value and whether the firm set it. */
export interface ConfigurationUsed {
  figure: keyof typeof SCHEME_CONFIGURATION;
  what: string;
  value: unknown;
  setByFirm: boolean;
}

export interface SchemeCheck {
  settlementDate: string;
  /** The payments the check worked from, and whether they were given or a level schedule. */
  payments: { given: boolean; lines: WorkingLine[] };
  remedies: RemedyWorking[];
  /** Compensatory interest worked on each payment. */
  interest: CompensatoryInterest;
  /** The remedy that applies at each end, the rules that decided it, and its lines. */
  applies: { low: AppliedEnd; high: AppliedEnd; rules: RuleCited[]; lines: WorkingLine[] };
  total: PenceRange;
  interestInTotal: PenceRange;
  /** What was not known, and what each end took it to be, in plain words. */
  missing: string[];
  configuration: ConfigurationUsed[];
}

const CONFIGURATION_USED = [
  'apr.reductionShare',
  'apr.monthlyRate',
  'interest.marginOverBankRatePoints',
  'hybrid.commissionWeight',
  'veryHighCommission.thresholds',
  'remedy.aprAdjustmentWhenGreater',
  'deMinimis.pence',
  'highValueLoan.excludedAbovePence',
] as const satisfies readonly (keyof typeof SCHEME_CONFIGURATION)[];

/** The payments, what was paid, and what the same credit would have cost at the adjusted APR. */
function paymentsOf(figures: Figures, config: SchemeConfigurationValues) {
  const convention = config['apr.monthlyRate'];
  const adjustedApr = figures.aprPercent * (1 - config['apr.reductionShare']);
  const rates = {
    agreed: monthlyRate(figures.aprPercent, convention),
    adjusted: monthlyRate(adjustedApr, convention),
  };
  const adjustedWords = `the market-adjusted APR of ${percentWords(adjustedApr)} (the agreed ${percentWords(figures.aprPercent)} less ${percentWords(config['apr.reductionShare'] * 100)})`;
  if (figures.payments) {
    const payments = [...figures.payments].sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
    const paid = payments.reduce((sum, payment) => sum + payment.pence, 0);
    const share = adjustedShare(payments, figures.startDate, rates);
    const first = payments[0]!.on;
    const last = payments.at(-1)!.on;
    return {
      given: true,
      payments,
      paid: line(
        `Paid: ${counted(payments.length, 'payment')} from ${formatDay(first)} to ${formatDay(last)}`,
        exactly(paid),
      ),
      adjusted: line(
        `The same payments at ${adjustedWords}: each × ${share.toFixed(4)}, their value at the agreed APR over their value at the adjusted one`,
        exactly(roundPence(paid * share)),
      ),
    };
  }
  const months = figures.termMonths;
  const level = levelPaymentPence(figures.creditPence, months, rates.agreed);
  const levelAdjusted = levelPaymentPence(figures.creditPence, months, rates.adjusted);
  const payments = levelSchedule(figures.startDate, months, level);
  return {
    given: false,
    payments,
    paid: line(
      `Paid: ${counted(months, 'monthly payment')} of ${formatPounds(level)} from ${formatDay(payments[0]!.on)}, a level schedule from the credit, APR and term`,
      exactly(months * level),
    ),
    adjusted: line(
      `At ${adjustedWords}: ${counted(months, 'monthly payment')} of ${formatPounds(levelAdjusted)}`,
      exactly(months * levelAdjusted),
    ),
  };
}

/**
 * The scheme check of an agreement at a settlement day (YYYY-MM-DD): each remedy, compensatory
 * interest, the remedy that applies and the total due, each a range where a figure is not known.
 * Figures that do not match `AgreementFiguresSchema` are refused (valibot's error); a settlement
 * day that is not a real day on or after the start, with a RangeError.
 */
export function schemeCheck(
  figures: AgreementFigures,
  settlementDate: string,
  config: SchemeConfigurationValues = schemeConfiguration(),
  rates: readonly RateChange[] = bankRateHistory(),
): SchemeCheck {
  const agreement = v.parse(AgreementFiguresSchema, figures);
  if (!v.is(DaySchema, settlementDate) || settlementDate < agreement.startDate) {
    throw new RangeError(
      `The settlement day must be a real day on or after the agreement’s start: ${settlementDate}`,
    );
  }
  const worked = paymentsOf(agreement, config);
  const paid = worked.paid.value.low;
  const chargeForCredit = Math.max(0, paid - agreement.creditPence);
  const aprAdjustment = Math.max(0, paid - worked.adjusted.value.low);
  const margin = config['interest.marginOverBankRatePoints'];
  const interest = compensatoryInterest(worked.payments, settlementDate, rates, margin);
  const commissionKnown = agreement.commissionPence !== null;
  const commission: PenceRange = commissionKnown
    ? exactly(agreement.commissionPence!)
    : { low: 0, high: chargeForCredit };
  const weight = config['hybrid.commissionWeight'];
  const interestOn = (amount: PenceRange): PenceRange => ({
    low: roundPence(amount.low * interest.perPound.low),
    high: roundPence(amount.high * interest.perPound.high),
  });
  const hybridOf = (commissionPence: number) =>
    roundPence(weight * commissionPence + (1 - weight) * aprAdjustment);

  const laterPayments = worked.payments.filter((payment) => payment.on > settlementDate).length;
  const marginWords = `${Number(margin.toFixed(2))} percentage point${margin === 1 ? '' : 's'}`;
  const laterWords =
    laterPayments > 0
      ? `; the ${counted(laterPayments, 'payment')} after that day earn${laterPayments === 1 ? 's' : ''} none`
      : '';
  const interestLine = (value: PenceRange) =>
    line(
      `Compensatory interest to ${formatDay(settlementDate)}: simple interest from each payment at the time-weighted Bank Rate plus ${marginWords} a year, on the amount spread over the payments by their size: ${rangeWords(interest.perPound, (n) => percentWords(n * 100, 4))} of it${laterWords}`,
      value,
    );
  const remedy = (
    id: RemedyId,
    name: string,
    lines: WorkingLine[],
    beforeInterest: PenceRange,
  ): RemedyWorking => {
    const onIt = interestOn(beforeInterest);
    const total = { low: beforeInterest.low + onIt.low, high: beforeInterest.high + onIt.high };
    return {
      remedy: id,
      name,
      lines: [...lines, interestLine(onIt), line(`${name} with compensatory interest`, total)],
      beforeInterest,
      interest: onIt,
      total,
    };
  };
  const commissionLine = line(
    commissionKnown
      ? 'Commission paid to the broker'
      : `Commission paid to the broker: not known; the low end takes none, the high end the total charge for credit (${formatPounds(chargeForCredit)})`,
    commission,
  );
  const aprLine = line('APR adjustment: what was paid less what it would have cost', exactly(aprAdjustment));
  const hybrid = { low: hybridOf(commission.low), high: hybridOf(commission.high) };
  const remedies = [
    remedy('commissionRepayment', 'Commission repayment', [commissionLine], commission),
    remedy(
      'aprAdjustment',
      'APR adjustment',
      [worked.paid, worked.adjusted, aprLine],
      exactly(aprAdjustment),
    ),
    remedy(
      'hybrid',
      'Hybrid remedy',
      [
        commissionLine,
        aprLine,
        line(
          `Hybrid: ${percentWords(weight * 100)} of the commission repayment and ${percentWords((1 - weight) * 100)} of the APR adjustment, before any cap of the final rules (CONRED 6.4.19R–6.4.21R, not applied here)`,
          hybrid,
        ),
      ],
      hybrid,
    ),
  ];

  const applied = remedyApplied({
    agreement,
    config,
    chargeForCredit,
    aprAdjustment,
    commission: commissionKnown ? agreement.commissionPence : null,
    interestOn: (pence, end) => roundPence(pence * interest.perPound[end]),
    hybridOf,
  });
  const missing = [...applied.missing];
  if (!commissionKnown) {
    missing.unshift(
      `The commission paid to the broker is not known: the low end takes none, the high end the total charge for credit, ${formatPounds(chargeForCredit)}.`,
    );
  }
  if (interest.unknownDays > 0) {
    missing.push(
      `Bank Rate is recorded from ${formatDay(rates[0]?.from ?? interest.knownThrough)} to ${formatDay(interest.knownThrough)}: on days outside that the low end takes it as 0% and the high end as ${percentWords(interest.highestRate)}, the highest recorded. The Bank’s later decisions, once added, narrow the range.`,
    );
  }
  return {
    settlementDate,
    payments: {
      given: worked.given,
      lines: [
        worked.paid,
        line('The credit', exactly(agreement.creditPence)),
        line('Total charge for credit: what was paid less the credit', exactly(chargeForCredit)),
      ],
    },
    remedies,
    interest,
    applies: { low: applied.low, high: applied.high, rules: applied.rules, lines: applied.lines },
    total: { low: applied.low.total, high: applied.high.total },
    interestInTotal: { low: applied.low.interest, high: applied.high.interest },
    missing,
    configuration: CONFIGURATION_USED.map((figure) => ({
      figure,
      what: SCHEME_CONFIGURATION[figure].what,
      value: config[figure],
      setByFirm: JSON.stringify(config[figure]) !== JSON.stringify(SCHEME_CONFIGURATION[figure].default),
    })),
  };
}

/** "12.5%" or "from 12.5% to 14%" for a range of numbers written by `words`. */
function rangeWords(range: { low: number; high: number }, words: (n: number) => string): string {
  return range.low === range.high ? words(range.low) : `from ${words(range.low)} to ${words(range.high)}`;
}
