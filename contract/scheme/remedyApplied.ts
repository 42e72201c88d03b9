// Which remedy applies to a case, and the total due, at each end of the determination check's range
// (decision 258). The rule is CONRED 6.4.1R (rules.ts `redress.remedyByCase`): the commission
// repayment remedy for a very high commission arrangement with a tied or a discretionary
// arrangement, the hybrid remedy otherwise, with no redress under the hybrid where the credit was
// among the cheapest of the market (`redress.minimalCostOfCredit.marketShare`); the APR adjustment
// instead where it is greater (configuration, `remedy.aprAdjustmentWhenGreater`). Where a fact is
// not known, each possible case is worked out: the low end is the least of them, the high end the
// most. An unknown commission is tried at the points where the remedy can change (none, either side
// of the very high threshold, and the total charge for credit) and the extremes kept.
import { SCHEME_CONFIGURATION, SCHEME_RULES, type SchemeConfigurationValues } from './rules.js';
import { formatPounds } from '../money.js';
import { line, percentWords, type WorkingLine } from './working.js';

export type RemedyId = 'commissionRepayment' | 'aprAdjustment' | 'hybrid';
export type Outcome = RemedyId | 'none';

/** The remedy at one end of the range: what it is, why, and the total with its interest. */
export interface AppliedEnd {
  outcome: Outcome;
  because: string;
  total: number;
  interest: number;
  /** The commission this end was worked from (the one given, or the one this end took). */
  commissionPence: number;
}

/** A rule or configuration figure that decided the outcome, as rules.ts holds it. */
export interface RuleCited {
  figure: keyof typeof SCHEME_RULES | keyof typeof SCHEME_CONFIGURATION;
  status: 'confirmed' | 'unconfirmed';
  what: string;
}

type End = 'low' | 'high';

export interface AppliedInputs {
  agreement: {
    creditPence: number;
    discretionaryCommission: boolean | null;
    tiedArrangement: boolean | null;
    minimalCostOfCredit: boolean | null;
  };
  config: SchemeConfigurationValues;
  chargeForCredit: number;
  aprAdjustment: number;
  /** The commission paid, or null when it is not known. */
  commission: number | null;
  /** Compensatory interest on an amount, at one end. */
  interestOn: (pence: number, end: End) => number;
  /** The hybrid remedy before interest, from a commission. */
  hybridOf: (commissionPence: number) => number;
}

const NAMES: Record<Outcome, string> = {
  commissionRepayment: 'the commission repayment remedy',
  aprAdjustment: 'the APR adjustment remedy',
  hybrid: 'the hybrid remedy',
  none: 'no redress',
};

const cite = (figure: RuleCited['figure']): RuleCited => {
  const entry =
    figure in SCHEME_RULES
      ? SCHEME_RULES[figure as keyof typeof SCHEME_RULES]
      : SCHEME_CONFIGURATION[figure as keyof typeof SCHEME_CONFIGURATION];
  return { figure, status: entry.status, what: entry.what };
};

/** Whether either arrangement was there: true, false, or null when that is not known. */
function tieOrDiscretionary({ tiedArrangement, discretionaryCommission }: AppliedInputs['agreement']) {
  if (tiedArrangement === true || discretionaryCommission === true) return true;
  if (tiedArrangement === false && discretionaryCommission === false) return false;
  return null;
}

export function remedyApplied(inputs: AppliedInputs) {
  const { agreement, config, chargeForCredit, aprAdjustment, commission } = inputs;
  const thresholds = config['veryHighCommission.thresholds'];
  // The least commission that is very high, in whole pence; a share worked out as 22500.000000000004
  // is first held to a millionth of a penny, so that 22.5% of £1,000 is £225, not £225.01.
  const atLeast = (share: number, pence: number) => Math.ceil(Math.round(share * pence * 1e6) / 1e6);
  const veryHighFrom = Math.max(
    atLeast(thresholds.shareOfTotalChargeForCredit, chargeForCredit),
    atLeast(thresholds.shareOfLoan, agreement.creditPence),
  );
  const shares = {
    charge: percentWords(thresholds.shareOfTotalChargeForCredit * 100),
    loan: percentWords(thresholds.shareOfLoan * 100),
  };
  const veryHighWords = `a very high commission (at least ${shares.charge} of the total charge for credit and ${shares.loan} of the credit)`;
  const notVeryHighWords = `the commission is not very high (under ${shares.charge} of the total charge for credit or under ${shares.loan} of the credit)`;
  const arrangement = tieOrDiscretionary(agreement);
  const whenGreater = config['remedy.aprAdjustmentWhenGreater'];
  const deMinimis = config['deMinimis.pence'];
  const highValue = config['highValueLoan.excludedAbovePence'];
  const cheapest = percentWords(SCHEME_RULES['redress.minimalCostOfCredit.marketShare'].value * 100);

  /** Every outcome the facts allow, for one commission at one end. */
  function outcomes(commissionPence: number, end: End): AppliedEnd[] {
    const none = (because: string): AppliedEnd => ({
      outcome: 'none',
      because,
      total: 0,
      interest: 0,
      commissionPence,
    });
    if (highValue !== null && agreement.creditPence > highValue) {
      return [none(`the credit is over the high-value limit of ${formatPounds(highValue)}`)];
    }
    if (commission === 0) return [none('no commission was paid to the broker')];
    const withInterest = (outcome: RemedyId, pence: number, because: string): AppliedEnd => {
      const interest = inputs.interestOn(pence, end);
      return { outcome, because, total: pence + interest, interest, commissionPence };
    };
    const apr = withInterest('aprAdjustment', aprAdjustment, 'the APR adjustment is greater');
    const orApr = (remedy: AppliedEnd) =>
      whenGreater && apr.total > remedy.total
        ? { ...apr, because: `${remedy.because}, and ${apr.because}` }
        : remedy;
    const veryHigh = commissionPence >= veryHighFrom;
    const found: AppliedEnd[] = [];
    const unknownArrangement = arrangement === null ? ' (not known)' : '';
    if (veryHigh && arrangement !== false) {
      found.push(
        orApr(
          withInterest(
            'commissionRepayment',
            commissionPence,
            `${veryHighWords} with a tie or a discretionary arrangement${unknownArrangement}`,
          ),
        ),
      );
    }
    if (!(veryHigh && arrangement === true)) {
      const because = veryHigh
        ? `no tie or discretionary arrangement with the very high commission${unknownArrangement}`
        : notVeryHighWords;
      if (agreement.minimalCostOfCredit !== false) {
        const known = agreement.minimalCostOfCredit === true ? '' : ' (not known)';
        found.push(
          none(`${because}, and the credit was among the cheapest ${cheapest} of the market${known}`),
        );
      }
      if (agreement.minimalCostOfCredit !== true) {
        found.push(orApr(withInterest('hybrid', inputs.hybridOf(commissionPence), because)));
      }
    }
    return found.map((outcome) =>
      deMinimis !== null && outcome.total > 0 && outcome.total < deMinimis
        ? none(
            `${outcome.because}; ${formatPounds(outcome.total)} is below the de minimis of ${formatPounds(deMinimis)}`,
          )
        : outcome,
    );
  }

  const candidates =
    commission !== null
      ? [commission]
      : [...new Set([0, veryHighFrom - 1, veryHighFrom, chargeForCredit])].filter(
          (pence) => pence >= 0 && pence <= chargeForCredit,
        );
  const pick = (end: End, better: (a: AppliedEnd, b: AppliedEnd) => boolean) =>
    candidates
      .flatMap((pence) => outcomes(pence, end))
      .reduce((best, next) => (better(next, best) ? next : best));
  const low = pick('low', (a, b) => a.total < b.total);
  const high = pick('high', (a, b) => a.total > b.total);

  const taken = (end: AppliedEnd) =>
    commission === null ? ` (the commission taken as ${formatPounds(end.commissionPence)})` : '';
  const endLine = (name: string, end: AppliedEnd): WorkingLine =>
    line(`${name}${taken(end)}: ${NAMES[end.outcome]}, because ${end.because}`, {
      low: end.total,
      high: end.total,
    });
  const same =
    low.outcome === high.outcome &&
    low.because === high.because &&
    low.commissionPence === high.commissionPence;
  const lines = same
    ? [endLine('The remedy that applies', low)]
    : [endLine('Low end', low), endLine('High end', high)];
  lines.push(
    line('Of which compensatory interest', { low: low.interest, high: high.interest }),
    line('Total due, with compensatory interest', { low: low.total, high: high.total }),
  );

  const missing: string[] = [];
  const veryHighPossible = candidates.some((pence) => pence >= veryHighFrom);
  if (arrangement === null && veryHighPossible) {
    missing.push(
      'Whether there was a tie or a discretionary commission arrangement is not known: each end takes the remedy that gives it.',
    );
  }
  if (agreement.minimalCostOfCredit === null) {
    missing.push(
      `Whether the credit was among the cheapest ${cheapest} of the market is not known: the low end takes it that it was, with no redress under the hybrid remedy.`,
    );
  }

  const rules: RuleCited[] = [
    cite('redress.remedyByCase'),
    cite('veryHighCommission.thresholds'),
    cite('remedy.aprAdjustmentWhenGreater'),
  ];
  if (agreement.minimalCostOfCredit !== false) rules.push(cite('redress.minimalCostOfCredit.marketShare'));
  if (commission === 0) rules.push(cite('scope.commissionPaid'));
  if (deMinimis !== null) rules.push(cite('deMinimis.pence'));
  if (highValue !== null) rules.push(cite('highValueLoan.excludedAbovePence'));
  return { low, high, lines, missing, rules };
}
