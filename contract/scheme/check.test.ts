import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bankRateHistory } from './bankRate';
import {
  AgreementFiguresSchema,
  DEFAULT_DETERMINATION_TOLERANCE,
  DeterminationToleranceSchema,
  checkDetermination,
  schemeCheck,
  type AgreementFigures,
  type RemedyId,
  type SchemeCheck,
} from './check';
import { compensatoryInterest } from './compensatoryInterest';
import { schemeConfiguration } from './rules';

const remedy = (check: SchemeCheck, id: RemedyId) => check.remedies.find((r) => r.remedy === id)!;
const valueOf = (check: SchemeCheck, id: RemedyId, label: string) =>
  remedy(check, id).lines.find((l) => l.label.startsWith(label))?.value;
const one = (pence: number) => ({ low: pence, high: pence });

/**
 * Decision 258, example 1: £1,200 over 12 months at 12% APR from 1 June 2014, £150 commission,
 * discretionary, no tie, settled on 1 June 2016 (Bank Rate 0.5% throughout the interest).
 */
const EXAMPLE_1: AgreementFigures = {
  creditPence: 120_000,
  aprPercent: 12,
  termMonths: 12,
  startDate: '2014-06-01',
  commissionPence: 15_000,
  discretionaryCommission: true,
  tiedArrangement: false,
};
/** Decision 258, example 2: £1,000 over 12 months at 20% APR, £400 commission, arrangements not known. */
const EXAMPLE_2: AgreementFigures = {
  creditPence: 100_000,
  aprPercent: 20,
  termMonths: 12,
  startDate: '2014-06-01',
  commissionPence: 40_000,
};
const SETTLED = '2016-06-01';

describe('the APR adjustment, against the published worked example', () => {
  // Congruent's CP25/27 example: £20,000 over 48 months at 10% APR pays £507.25 a month; at the
  // market-adjusted 8.3%, £491.08; the overpayment is £16.17 a month. It works at APR ÷ 12.
  const check = schemeCheck(
    {
      creditPence: 2_000_000,
      aprPercent: 10,
      termMonths: 48,
      startDate: '2020-01-01',
      commissionPence: 300_000,
    },
    '2026-01-31',
    schemeConfiguration({ 'apr.monthlyRate': 'nominal' }),
  );

  it('works out the same monthly payments and 48 × £16.17 = £776.16', () => {
    expect(valueOf(check, 'aprAdjustment', 'Paid: 48 monthly payments of £507.25')).toEqual(one(48 * 50_725));
    expect(valueOf(check, 'aprAdjustment', 'At the market-adjusted APR of 8.3%')).toEqual(one(48 * 49_108));
    expect(valueOf(check, 'aprAdjustment', 'APR adjustment:')).toEqual(one(77_616));
    expect(check.configuration.find((c) => c.figure === 'apr.monthlyRate')).toMatchObject({
      value: 'nominal',
      setByFirm: true,
    });
  });

  it('works at the effective monthly rate by default, as an APR is an effective annual rate', () => {
    const effective = schemeCheck(
      {
        creditPence: 2_000_000,
        aprPercent: 10,
        termMonths: 48,
        startDate: '2020-01-01',
        commissionPence: 300_000,
      },
      '2026-01-31',
    );
    // (1.10)^(1/12) − 1 = 0.797414%: £20,000 × 0.00797414 / (1 − 1.10^−4) = £503.12.
    expect(valueOf(effective, 'aprAdjustment', 'Paid: 48 monthly payments of £503.12')).toEqual(
      one(48 * 50_312),
    );
  });
});

describe('example 1: the hybrid remedy, worked by hand in decision 258', () => {
  const check = schemeCheck(EXAMPLE_1, SETTLED);

  it('works out the level schedule and the APR adjustment line by line', () => {
    expect(check.payments.given).toBe(false);
    expect(check.payments.lines.map((l) => l.value.low)).toEqual([127_524, 120_000, 7_524]);
    expect(valueOf(check, 'aprAdjustment', 'Paid: 12 monthly payments of £106.27 from 1 July 2014')).toEqual(
      one(127_524),
    );
    expect(
      valueOf(check, 'aprAdjustment', 'At the market-adjusted APR of 9.96% (the agreed 12% less 17%)'),
    ).toEqual(one(126_288));
    expect(valueOf(check, 'aprAdjustment', 'APR adjustment:')).toEqual(one(1_236));
  });

  it('works out interest day by day from each payment: 6,396 days in all at 0.5% + 1 point', () => {
    const days = check.interest.payments.map((p) => p.days);
    expect(days).toEqual([701, 670, 639, 609, 578, 548, 517, 486, 458, 427, 397, 366]);
    expect(check.interest.payments[0]).toMatchObject({ averageBankRate: { low: 0.5, high: 0.5 } });
    expect(check.interest.perPound.low).toBeCloseTo((0.015 * 6_396) / 12 / 365, 12);
    expect(remedy(check, 'commissionRepayment').interest).toEqual(one(329));
    expect(remedy(check, 'aprAdjustment').interest).toEqual(one(27));
  });

  it('pays the hybrid: half of £150 and half of £12.36, £81.18, with £1.78 interest, £82.96', () => {
    expect(valueOf(check, 'hybrid', 'Hybrid: 50% of the commission repayment')).toEqual(one(8_118));
    expect(remedy(check, 'hybrid')).toMatchObject({ interest: one(178), total: one(8_296) });
    expect(check.applies.low).toMatchObject({ outcome: 'hybrid', total: 8_296, interest: 178 });
    expect(check.applies.lines[0]!.label).toBe(
      'The remedy that applies: the hybrid remedy, because the commission is not very high (under 50% of the total charge for credit or under 22.5% of the credit)',
    );
    expect(check).toMatchObject({ total: one(8_296), interestInTotal: one(178), missing: [] });
    expect(check.applies.rules.map((r) => r.figure)).toContain('redress.remedyByCase');
  });
});

describe('example 2: a very high commission whose tie is not known, worked by hand in decision 258', () => {
  const check = schemeCheck(EXAMPLE_2, SETTLED);

  it('gives the hybrid at the low end and the commission repayment at the high end, and says why', () => {
    expect(valueOf(check, 'aprAdjustment', 'APR adjustment:')).toEqual(one(1_668));
    expect(remedy(check, 'hybrid').total).toEqual(one(21_290));
    expect(remedy(check, 'commissionRepayment').total).toEqual(one(40_876));
    expect(check.total).toEqual({ low: 21_290, high: 40_876 });
    expect(check.interestInTotal).toEqual({ low: 456, high: 876 });
    expect(check.applies.lines.map((l) => l.label.split(',')[0])).toEqual([
      'Low end: the hybrid remedy',
      'High end: the commission repayment remedy',
      'Of which compensatory interest',
      'Total due',
    ]);
    expect(check.missing).toEqual([
      'Whether there was a tie or a discretionary commission arrangement is not known: each end takes the remedy that gives it.',
    ]);
  });

  it('gives one figure once the arrangement is known', () => {
    expect(schemeCheck({ ...EXAMPLE_2, tiedArrangement: true }, SETTLED).total).toEqual(one(40_876));
    const neither = { ...EXAMPLE_2, tiedArrangement: false, discretionaryCommission: false };
    expect(schemeCheck(neither, SETTLED).total).toEqual(one(21_290));
  });
});

describe('which remedy applies', () => {
  it('pays nothing where no commission was paid, citing the scheme’s scope', () => {
    const check = schemeCheck({ ...EXAMPLE_1, commissionPence: 0 }, SETTLED);
    expect(check.total).toEqual(one(0));
    expect(check.applies.low.because).toBe('no commission was paid to the broker');
    expect(check.applies.rules.map((r) => r.figure)).toContain('scope.commissionPaid');
  });

  it('counts a commission exactly at the very high threshold as very high, whatever floating point makes of the share', () => {
    // 7% of £100 is £7, though 0.07 × 10,000 is 700.0000000000001 in floating point.
    const config = schemeConfiguration({
      'veryHighCommission.thresholds': { shareOfTotalChargeForCredit: 0, shareOfLoan: 0.07 },
    });
    const atThreshold = { ...EXAMPLE_1, creditPence: 10_000, commissionPence: 700, tiedArrangement: true };
    expect(schemeCheck(atThreshold, SETTLED, config).applies.low.outcome).toBe('commissionRepayment');
    const below = { ...atThreshold, commissionPence: 699 };
    expect(schemeCheck(below, SETTLED, config).applies.low.outcome).toBe('hybrid');
  });

  it('pays the APR adjustment where it is greater than the hybrid, unless the firm sets otherwise', () => {
    const small = { ...EXAMPLE_1, commissionPence: 100 };
    expect(schemeCheck(small, SETTLED).applies.low).toMatchObject({ outcome: 'aprAdjustment', total: 1_263 });
    const hybridOnly = schemeCheck(
      small,
      SETTLED,
      schemeConfiguration({ 'remedy.aprAdjustmentWhenGreater': false }),
    );
    // round(0.5 × 100 + 0.5 × 1,236) = 668, and round(668 × 0.0219041) = 15.
    expect(hybridOnly.applies.low).toMatchObject({ outcome: 'hybrid', total: 683 });
  });

  it('pays nothing under the hybrid where the credit was among the cheapest 5%, and a range when that is not known', () => {
    expect(schemeCheck({ ...EXAMPLE_1, minimalCostOfCredit: true }, SETTLED).total).toEqual(one(0));
    const unknown = schemeCheck({ ...EXAMPLE_1, minimalCostOfCredit: null }, SETTLED);
    expect(unknown.total).toEqual({ low: 0, high: 8_296 });
    expect(unknown.missing[0]).toMatch(
      /^Whether the credit was among the cheapest 5% of the market is not known/,
    );
  });

  it('applies the firm’s de minimis and high-value limits when it sets them', () => {
    expect(schemeCheck(EXAMPLE_1, SETTLED, schemeConfiguration({ 'deMinimis.pence': 10_000 })).total).toEqual(
      one(0),
    );
    expect(schemeCheck(EXAMPLE_1, SETTLED, schemeConfiguration({ 'deMinimis.pence': 5_000 })).total).toEqual(
      one(8_296),
    );
    const highValue = schemeCheck(
      EXAMPLE_1,
      SETTLED,
      schemeConfiguration({ 'highValueLoan.excludedAbovePence': 100_000 }),
    );
    expect(highValue.applies.low.because).toBe('the credit is over the high-value limit of £1,000');
  });

  it('lists every unconfirmed figure it used, and whether the firm set it', () => {
    const check = schemeCheck(EXAMPLE_1, SETTLED, schemeConfiguration({ 'hybrid.commissionWeight': 0.6 }));
    expect(check.configuration.filter((c) => c.setByFirm).map((c) => c.figure)).toEqual([
      'hybrid.commissionWeight',
    ]);
    expect(check.configuration.map((c) => c.figure)).toContain('interest.marginOverBankRatePoints');
  });
});

describe('a commission that is not known', () => {
  const check = schemeCheck({ ...EXAMPLE_1, commissionPence: null }, SETTLED);

  it('gives a range from no commission to the total charge for credit, and says so', () => {
    expect(valueOf(check, 'commissionRepayment', 'Commission paid to the broker: not known')).toEqual({
      low: 0,
      high: 7_524,
    });
    // Low end: the hybrid with no commission is half the APR adjustment, so the APR adjustment
    // (£12.36 + £0.27). High end: round(0.5 × 7,524 + 0.5 × 1,236) = 4,380, + round(4,380 × 0.0219041) = 96.
    expect(check.total).toEqual({ low: 1_263, high: 4_476 });
    expect(check.applies.lines[0]!.label).toMatch(
      /^Low end \(the commission taken as £0\): the APR adjustment remedy/,
    );
    expect(check.missing[0]).toBe(
      'The commission paid to the broker is not known: the low end takes none, the high end the total charge for credit, £75.24.',
    );
  });
});

describe('compensatory interest', () => {
  it('time-weights Bank Rate over the days from the payment to settlement', () => {
    // 2 to 17 December 2025 at 4% (16 days), 18 December to 31 January at 3.75% (45 days).
    const [payment] = compensatoryInterest(
      [{ on: '2025-12-01', pence: 100_000 }],
      '2026-01-31',
      bankRateHistory(),
      1,
    ).payments;
    expect(payment!.days).toBe(61);
    expect(payment!.averageBankRate.low).toBeCloseTo((16 * 4 + 45 * 3.75) / 61, 12);
    expect(payment!.interestPercent.low).toBeCloseTo((16 * 5 + 45 * 4.75) / 365, 12);
  });

  it('gives a range past the last recorded decision: Bank Rate 0% at the low end, the highest recorded at the high', () => {
    // 6 January to 5 February 2026 known at 3.75% (31 days); 6 February to 6 March not (29 days).
    const figures = {
      ...EXAMPLE_1,
      startDate: '2025-12-05',
      payments: [{ on: '2026-01-05', pence: 100_000 }],
      commissionPence: 10_000,
    };
    const check = schemeCheck(figures, '2026-03-06');
    expect(check.interest.unknownDays).toBe(29);
    expect(check.interest.payments[0]!.interestPercent.low).toBeCloseTo((31 * 4.75 + 29 * 1) / 365, 12);
    expect(check.interest.payments[0]!.interestPercent.high).toBeCloseTo((31 * 4.75 + 29 * 6.75) / 365, 12);
    expect(remedy(check, 'commissionRepayment').interest).toEqual({ low: 48, high: 94 });
    expect(check.missing.at(-1)).toBe(
      'Bank Rate is recorded from 11 January 2007 to 5 February 2026: on days outside that the low end takes it as 0% and the high end as 5.75%, the highest recorded. The Bank’s later decisions, once added, narrow the range.',
    );

    const later = bankRateHistory([{ from: '2026-03-19', percent: 3.75, source: 'the Bank, 19 March 2026' }]);
    const known = schemeCheck(figures, '2026-03-06', schemeConfiguration(), later);
    expect(known.interest.unknownDays).toBe(0);
    expect(remedy(known, 'commissionRepayment').interest).toEqual(one(78));
  });

  it('gives a payment made after the settlement day no interest, and says so', () => {
    const check = schemeCheck(EXAMPLE_1, '2015-01-01');
    // The payment on 1 January 2015 earns none either: the days run from the day after a payment.
    expect(check.interest.payments.filter((p) => p.days === 0)).toHaveLength(6);
    expect(remedy(check, 'hybrid').lines.at(-2)!.label).toMatch(/the 5 payments after that day earn none$/);
  });
});

describe('payments as they were made', () => {
  const levelPayments = Array.from({ length: 12 }, (_, month) => ({
    on: new Date(Date.UTC(2014, 6 + month, 1)).toISOString().slice(0, 10),
    pence: 10_627,
  }));

  it('scale each payment by the adjusted APR, within pennies of the level schedule for the same payments', () => {
    const given = schemeCheck({ ...EXAMPLE_1, payments: levelPayments }, SETTLED);
    expect(given.payments.given).toBe(true);
    expect(valueOf(given, 'aprAdjustment', 'Paid: 12 payments from 1 July 2014 to 1 June 2015')).toEqual(
      one(127_524),
    );
    const apr = valueOf(given, 'aprAdjustment', 'APR adjustment:')!.low;
    expect(Math.abs(apr - 1_236)).toBeLessThanOrEqual(12);
  });

  it('take payments in any order', () => {
    const reversed = schemeCheck({ ...EXAMPLE_1, payments: [...levelPayments].reverse() }, SETTLED);
    expect(reversed.total).toEqual(schemeCheck({ ...EXAMPLE_1, payments: levelPayments }, SETTLED).total);
  });
});

describe('the figures the check takes', () => {
  it('refuses figures outside the schema with a typed error', () => {
    const bad: Partial<AgreementFigures>[] = [
      { aprPercent: 101 },
      { aprPercent: -1 },
      { termMonths: 0 },
      { termMonths: 121 },
      { creditPence: 0 },
      { creditPence: 100.5 },
      { startDate: '2026-02-30' },
      { commissionPence: -1 },
      { payments: [] },
      { payments: [{ on: '2014-05-31', pence: 100 }] },
      { payments: [{ on: '2014-07-01', pence: 0 }] },
    ];
    for (const change of bad) {
      expect(
        v.safeParse(AgreementFiguresSchema, { ...EXAMPLE_1, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
      expect(() => schemeCheck({ ...EXAMPLE_1, ...change }, SETTLED)).toThrow(v.ValiError);
    }
  });

  it('takes arrangements as not known and the cheapest-credit exception as not claimed when they are absent', () => {
    const parsed = v.parse(AgreementFiguresSchema, EXAMPLE_2);
    expect(parsed).toMatchObject({
      discretionaryCommission: null,
      tiedArrangement: null,
      minimalCostOfCredit: false,
    });
  });

  it('refuses a settlement day that is not a real day on or after the start', () => {
    expect(() => schemeCheck(EXAMPLE_1, '2014-05-31')).toThrow(RangeError);
    expect(() => schemeCheck(EXAMPLE_1, '2016-02-30')).toThrow(RangeError);
  });
});

describe('checking a lender’s determination', () => {
  const check = schemeCheck(EXAMPLE_1, SETTLED); // £82.96

  it('flags a shortfall past the tolerance, the greater of £10 and 2% of the low end', () => {
    expect(DEFAULT_DETERMINATION_TOLERANCE).toEqual({ pence: 1_000, share: 0.02 });
    expect(checkDetermination(7_296, check)).toEqual({
      flagged: false,
      shortfallPence: 1_000,
      tolerancePence: 1_000,
      reason:
        'The lender’s figure of £72.96 is £10 below the figure we work out, £82.96, within the £10 the firm allows.',
    });
    expect(checkDetermination(7_295, check)).toMatchObject({
      flagged: true,
      shortfallPence: 1_001,
      reason:
        'The lender’s figure of £72.95 is £10.01 below the figure we work out, £82.96, more than the £10 the firm allows.',
    });
    const large = { total: one(100_000), missing: [] };
    expect(checkDetermination(97_999, large)).toMatchObject({ flagged: true, tolerancePence: 2_000 });
    expect(checkDetermination(98_000, large)).toMatchObject({ flagged: false, shortfallPence: 2_000 });
  });

  it('does not flag a figure at or above the low end, and gives the range and why when there is one', () => {
    expect(checkDetermination(8_296, check)).toMatchObject({
      flagged: false,
      shortfallPence: 0,
      reason: 'The lender’s figure of £82.96 is not below the figure we work out, £82.96.',
    });
    const range = schemeCheck(EXAMPLE_2, SETTLED);
    expect(checkDetermination(30_000, range).reason).toBe(
      'The lender’s figure of £300 is not below the lowest figure we work out, £212.90. We work out £212.90 to £408.76. Whether there was a tie or a discretionary commission arrangement is not known: each end takes the remedy that gives it.',
    );
  });

  it('takes the firm’s own tolerance, and refuses one outside its schema or a sum that is not whole pence', () => {
    expect(checkDetermination(7_000, check, { pence: 0, share: 0 })).toMatchObject({
      flagged: true,
      tolerancePence: 0,
    });
    expect(v.safeParse(DeterminationToleranceSchema, { pence: -1, share: 0 }).success).toBe(false);
    expect(v.safeParse(DeterminationToleranceSchema, { pence: 0, share: 1.5 }).success).toBe(false);
    expect(() => checkDetermination(100.5, check)).toThrow(RangeError);
    expect(() => checkDetermination(-1, check)).toThrow(RangeError);
  });
});
