// The FCA motor finance redress scheme's rules as data, each figure with where it was read and
// when (decision 253). Two parts:
// - SCHEME_RULES: figures confirmed by the rule text itself (the Handbook's CONRED chapters made
//   by PS26/3) or by two independent public summaries of the final rules. These are rules.
// - SCHEME_CONFIGURATION: figures not confirmed for the final rules (found only for the
//   consultation, CP25/27, or in one source, or not found at all). Each is the firm's
//   configuration with a stated default, marked `unconfirmed`, and overridable
//   (`schemeConfiguration`). Nothing shown to a claimant promises an amount from them.
// rules.test.ts fails when a figure has no source, or a configuration figure no default.
import { SCHEME1_FIRST_DAY, SCHEME1_LAST_DAY, SCHEME2_FIRST_DAY, SCHEME2_LAST_DAY } from './periods.js';
import type { SourceId } from './sources.js';

/** The day the sources below were read. */
export const SCHEME_RULES_READ_ON = '2026-11-28';

/** Where a figure was read: the source, and the section or the words that give it. */
export interface Citation {
  source: SourceId;
  says: string;
}

export interface ConfirmedFigure<T> {
  status: 'confirmed';
  value: T;
  what: string;
  sources: readonly Citation[];
  read: string;
  note?: string;
}

export interface ConfigurationFigure<T> {
  status: 'unconfirmed';
  default: T;
  what: string;
  /** Why it is not a rule: what was and was not found. */
  why: string;
  /** What was found (consultation-stage or single sources); may be empty. */
  sources: readonly Citation[];
  read: string;
}

const read = SCHEME_RULES_READ_ON;

const PERIOD_SOURCES = (from: string, to: string): Citation[] => [
  {
    source: 'swgroup',
    says: `Scheme covering agreements entered into from ${from} up to and including ${to}`,
  },
  { source: 'finreg', says: `Two schemes: agreements made between ${from} and ${to}` },
  { source: 'gateley', says: `Scheme agreements from ${from} to ${to}` },
  { source: 'complyr', says: `Scheme: ${from} to ${to}` },
];

export const SCHEME_RULES = {
  'scheme1.period': {
    status: 'confirmed',
    value: { firstDay: SCHEME1_FIRST_DAY, lastDay: SCHEME1_LAST_DAY },
    what: 'Scheme 1 covers regulated motor finance agreements entered into from its first to its last day, inclusive; one that began before April 2014 stays in Scheme 1 even if it ran on',
    sources: PERIOD_SOURCES('6 April 2007', '31 March 2014'),
    read,
  },
  'scheme2.period': {
    status: 'confirmed',
    value: { firstDay: SCHEME2_FIRST_DAY, lastDay: SCHEME2_LAST_DAY },
    what: 'Scheme 2 covers regulated motor finance agreements entered into from its first to its last day, inclusive',
    sources: [
      ...PERIOD_SOURCES('1 April 2014', '1 November 2024'),
      { source: 'conred5', says: 'CONRED 5 Motor finance commission consumer redress scheme (2014-2024)' },
    ],
    read,
  },
  'scope.consumerHire': {
    status: 'confirmed',
    value: 'excluded',
    what: 'Consumer hire agreements are outside both schemes',
    sources: [
      { source: 'swgroup', says: 'Consumer hire agreements remain excluded (final rules)' },
      {
        source: 'tlt',
        says: 'Consumer hire agreements are not subject to the unfair relationship provisions (consultation)',
      },
    ],
    read,
    note: 'TLT writes of the consultation; S&W confirms the exclusion stayed in the final rules.',
  },
  'implementation.scheme2.ends': {
    status: 'confirmed',
    value: '2026-06-30',
    what: 'End of the implementation period for Scheme 2 agreements (3 months after the rules were made)',
    sources: [
      {
        source: 'finreg',
        says: 'For agreements that start on or after April 1, 2014, it ends on June 30, 2026',
      },
      { source: 'gateley', says: 'Scheme 2: implementation period ends 30 Jun 2026' },
      { source: 'bdo', says: 'Scheme 2 will have an implementation period of 3 months' },
    ],
    read,
  },
  'implementation.scheme1.ends': {
    status: 'confirmed',
    value: '2026-08-31',
    what: 'End of the implementation period for Scheme 1 agreements (5 months after the rules were made)',
    sources: [
      { source: 'finreg', says: 'For agreements that start before that date, it ends on August 31, 2026' },
      { source: 'gateley', says: 'Scheme 1: implementation period ends 31 Aug 2026' },
      { source: 'bdo', says: 'Scheme 1 will have an implementation period of 5 months' },
    ],
    read,
  },
  'deadline.existingComplainants.months': {
    status: 'confirmed',
    value: 3,
    what: 'Months from the end of the implementation period in which the lender tells a consumer who had already complained whether redress is owed and how much',
    sources: [
      {
        source: 'finreg',
        says: 'Three months from the end of the relevant implementation period to let complainants know if they are owed compensation and how much',
      },
      {
        source: 'profexx',
        says: 'Within 3 months of the end of the implementation period, lenders would tell those complainants whether redress is due and how much (the FCA’s March 2026 statement)',
      },
    ],
    read,
  },
  'deadline.optIn.months': {
    status: 'confirmed',
    value: 6,
    what: 'Months a consumer who had not complained has to opt in, from the day the lender’s invitation is sent',
    sources: [
      { source: 'conred5Annex6', says: 'CONRED 5 Annex 6 (6): the consumer must opt in within 6 months' },
      { source: 'conred6Annex6', says: 'CONRED 6 Annex 6 (6): the consumer must opt in within 6 months' },
    ],
    read,
  },
  'redress.minimalCostOfCredit.marketShare': {
    status: 'confirmed',
    value: 0.05,
    what: 'No redress under the hybrid remedy where the consumer paid a minimal cost of credit: one offered to the cheapest 5% of the market at the time (0% APR agreements aside)',
    sources: [{ source: 'conred6s4', says: 'CONRED 6.4.1R(4) and 6.4.6R' }],
    read,
    note: 'Read in the Scheme 1 chapter (CONRED 6); the Scheme 2 chapter (CONRED 5) was not read for this figure.',
  },
  'scope.commissionPaid': {
    status: 'confirmed',
    value: 'required',
    what: 'The schemes redress only agreements on which commission was paid to a credit broker: where none was paid there is nothing to redress',
    sources: [
      {
        source: 'swgroup',
        says: 'The scheme will apply to regulated motor finance agreements … where commission was paid to a credit broker (final)',
      },
      { source: 'tlt', says: 'Cases where no commission was paid are excluded (consultation)' },
    ],
    read,
    note: 'TLT writes of the consultation; S&W confirms it for the final rules.',
  },
  'redress.remedyByCase': {
    status: 'confirmed',
    value: { veryHighCommissionWithTieOrDiscretionary: 'commissionRepayment', otherwise: 'hybrid' },
    what: 'The remedy a case is redressed by: the commission repayment remedy where a very high commission arrangement went with a tied or a discretionary commission arrangement (or both); the hybrid remedy in all other cases',
    sources: [
      {
        source: 'conred6s4',
        says: 'CONRED 6.4.1R(2): a very high commission arrangement with a tied or discretionary arrangement, the commission repayment remedy; (3) in all other cases, the hybrid remedy',
      },
    ],
    read,
    note: 'Read in the Scheme 1 chapter (CONRED 6); the Scheme 2 chapter (CONRED 5) was not read for this rule.',
  },
} as const satisfies Record<string, ConfirmedFigure<unknown>>;

export const SCHEME_CONFIGURATION = {
  'interest.marginOverBankRatePoints': {
    status: 'unconfirmed',
    default: 1,
    what: 'Compensatory interest: simple interest at the annual average of Bank Rate plus this many percentage points, from each payment to settlement',
    why: 'Found for the consultation (three summaries) and as the Financial Ombudsman’s own default since 1 January 2026; the final rule (CONRED 6.4.34R) is cited but its text was not read.',
    sources: [
      {
        source: 'rbcompliance',
        says: 'Annual average of the daily Bank of England base rate plus one percentage point (CP25/27)',
      },
      { source: 'equiniti', says: 'Annual average Bank of England Base Rate +1% (CP25/27)' },
      { source: 'kpmg', says: 'Interest payable at Bank of England base rate +1% (CP25/27)' },
      {
        source: 'fosInterest',
        says: 'Time-weighted average of Bank Rate plus one percentage point (ombudsman cases from 1 January 2026)',
      },
      { source: 'conred6s4', says: 'Redress includes compensatory interest calculated under CONRED 6.4.34R' },
    ],
    read,
  },
  'apr.reductionShare': {
    status: 'unconfirmed',
    default: 0.17,
    what: 'APR adjustment remedy: the "market-adjusted" rate is the agreed APR reduced by this share',
    why: 'Found for the consultation only; no summary of the final rules read gives the final figure.',
    sources: [
      {
        source: 'equiniti',
        says: 'The market adjusted rate is calculated by reducing the agreed rate by 17% (CP25/27)',
      },
      {
        source: 'forvismazars',
        says: 'The appropriate APR should have been 83% of the actual APR paid (CP25/27)',
      },
    ],
    read,
  },
  'highCommission.thresholds': {
    status: 'unconfirmed',
    default: { shareOfTotalChargeForCredit: 0.39, shareOfLoan: 0.1, combined: 'or' as 'and' | 'or' },
    what: 'A high commission arrangement: commission at or over these shares of the total charge for credit and of the loan',
    why: 'One summary of the final rules gives 39% or 10%; the consultation had 35% and 10%, both met. Until confirmed, the default flags more agreements for checking, not fewer.',
    sources: [
      {
        source: 'swgroup',
        says: 'High commission: over 39% of the total cost of credit or 10% of the loan amount (final)',
      },
      {
        source: 'kpmg',
        says: 'Equal to or greater than 35% of the total cost of credit and 10% of the loan (CP25/27)',
      },
      {
        source: 'forvismazars',
        says: '35% of the Total Charge for Credit and 10% of the loan amount (CP25/27)',
      },
    ],
    read,
  },
  'veryHighCommission.thresholds': {
    status: 'unconfirmed',
    default: { shareOfTotalChargeForCredit: 0.5, shareOfLoan: 0.225 },
    what: 'A very high commission arrangement (the commission repayment remedy with a tie or a discretionary arrangement): both shares met',
    why: 'Found for the consultation only; the final rule (CONRED 6.4.1R(2)) names the arrangement, its thresholds were not read.',
    sources: [
      {
        source: 'rbcompliance',
        says: '50% of the total cost of credit and over 22.5% of the loan amount (CP25/27)',
      },
      {
        source: 'forvismazars',
        says: '50% of commission over the total charge for credit, 22.5% over the loan amount (CP25/27)',
      },
      { source: 'conred6s4', says: 'CONRED 6.4.1R(2): very high commission arrangement' },
    ],
    read,
  },
  'hybrid.commissionWeight': {
    status: 'unconfirmed',
    default: 0.5,
    what: 'Hybrid remedy: the weight of the commission repayment against the APR adjustment (0.5 is their average)',
    why: 'Found for the consultation only; the final rules add caps (CONRED 6.4.19R–6.4.21R) whose text was not read.',
    sources: [
      { source: 'grantThornton', says: 'A hybrid remedy – an average of the two remedies (CP25/27)' },
      {
        source: 'forvismazars',
        says: 'A combination of the full commission remedy and the APR Adjustment Remedy (CP25/27)',
      },
      { source: 'conred6s4', says: 'Hybrid remedy CONRED 6.4.15R–6.4.16R with caps in 6.4.19R–6.4.21R' },
    ],
    read,
  },
  'remedy.aprAdjustmentWhenGreater': {
    status: 'unconfirmed',
    default: true,
    what: 'Whether the APR adjustment is paid instead of the remedy the case is redressed by (the hybrid, or the commission repayment) where the APR adjustment is greater',
    why: 'Found for the consultation only (RB Compliance). The final rule CONRED 6.4.1R, read in part, names the commission repayment remedy, or the hybrid remedy with caps (CONRED 6.4.19R–6.4.21R), without saying; the caps’ text was not read.',
    sources: [
      {
        source: 'rbcompliance',
        says: 'Very high commission: whichever is the higher of the commission or APR adjustment remedy; in all other cases the hybrid remedy unless the APR adjustment remedy is greater (CP25/27)',
      },
      {
        source: 'conred6s4',
        says: 'CONRED 6.4.1R(2) and (3): the commission repayment remedy; the hybrid remedy with caps',
      },
    ],
    read,
  },
  'apr.monthlyRate': {
    status: 'unconfirmed',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widens `as const`'s literal so the firm may set "nominal"
    default: 'effective' as 'effective' | 'nominal',
    what: 'The monthly rate an agreement’s payments are worked at from its APR: "effective", (1 + APR) to the power 1/12, less 1, the APR being an effective annual rate; or "nominal", the APR divided by 12',
    why: 'The scheme’s rule for the APR adjustment (CONRED 6.4) was not read. The APR is an effective annual rate (the equation of CONC App 1.2.6); the one published worked example of the APR adjustment found works at the APR divided by 12.',
    sources: [
      {
        source: 'aprFormula',
        says: 'The APR X solves Σ C_k (1 + X)^−t_k = Σ D_l (1 + X)^−s_l, each time t in years (CONC App 1.2.6)',
      },
      {
        source: 'mycongruent',
        says: '£20,000 over 48 months at 10% APR: £507.25 a month; at 8.3%, £491.08; an overpayment of £16.17 a month (CP25/27)',
      },
    ],
    read,
  },
  'deMinimis.pence': {
    status: 'unconfirmed',
    default: null as number | null,
    what: 'The de minimis threshold below which no redress is paid',
    why: 'The final rules add one (Regulation Tomorrow); its amount was not found. Default: none applied.',
    sources: [
      {
        source: 'regulationTomorrow',
        says: 'There will also be a de minimis threshold for redress across both schemes',
      },
    ],
    read,
  },
  'highValueLoan.excludedAbovePence': {
    status: 'unconfirmed',
    default: null as number | null,
    what: 'The loan amount above which an agreement is excluded as a high-value loan',
    why: 'The final rules exclude certain high-value loans (Regulation Tomorrow); the amount was not found. Default: none excluded.',
    sources: [
      { source: 'regulationTomorrow', says: 'Important exclusions including for certain high value loans' },
    ],
    read,
  },
  'deadline.afterImplementation.months': {
    status: 'unconfirmed',
    default: 3,
    what: 'Months from the day a complaint is sent after the end of its scheme’s implementation period within which the firm expects the lender’s determination (never before the deadline for complaints the lender already had)',
    why: 'The rules read give the deadline only for complaints received before the end of the implementation period (three months from its end, above) and the opt-in period for invited consumers; no deadline for a complaint sent later was found. Default: the same three months, counted from the day it is sent (decision 259).',
    sources: [
      {
        source: 'conred5',
        says: 'CONRED 5.2: the first step identifies complaints received before the end of the implementation period',
      },
    ],
    read,
  },
} as const satisfies Record<string, ConfigurationFigure<unknown>>;

type Configuration = typeof SCHEME_CONFIGURATION;
/**
 * A default's type as the firm may set it: `as const` above makes 0.17 the type of 0.17, so numbers
 * (and booleans) widen to any number (boolean), in objects too; words keep their choices.
 */
type Settable<T> = T extends number
  ? number
  : T extends boolean
    ? boolean
    : T extends object
      ? { -readonly [K in keyof T]: Settable<T[K]> }
      : T;
/** The configuration's values, as the firm may set them. */
export type SchemeConfigurationValues = {
  -readonly [K in keyof Configuration]: Settable<Configuration[K]['default']>;
};

/**
 * The configuration's values: each default, or the firm's value where it sets one. A key the
 * configuration does not have is refused with its name.
 */
export function schemeConfiguration(
  overrides: Partial<SchemeConfigurationValues> = {},
): SchemeConfigurationValues {
  const values = Object.fromEntries(
    Object.entries(SCHEME_CONFIGURATION).map(([key, figure]) => [key, figure.default]),
  ) as SchemeConfigurationValues;
  for (const key of Object.keys(overrides)) {
    if (!(key in SCHEME_CONFIGURATION))
      throw new RangeError(`The scheme's configuration has no figure "${key}"`);
  }
  return { ...values, ...overrides };
}
