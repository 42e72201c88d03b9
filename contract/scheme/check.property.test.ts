import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANK_RATE_CONFIRMED_THROUGH } from './bankRate';
import { checkDetermination, schemeCheck, type AgreementFigures, type SchemeCheck } from './check';
import { schemeConfiguration } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A start day in either scheme's period (6 April 2007 to 1 November 2024). */
const startDay = fc.integer({ min: 0, max: 6_420 }).map((days) => dayAfter('2007-04-06', days));
const maybe = fc.constantFrom(true, false, null);

/** An agreement's figures, its payments sometimes given (up to ten years after the start). */
const figures = fc.record({
  creditPence: fc.integer({ min: 10_000, max: 5_000_000 }),
  aprPercent: fc.integer({ min: 0, max: 600 }).map((tenths) => tenths / 10),
  termMonths: fc.integer({ min: 1, max: 120 }),
  startDate: startDay,
  commissionPence: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  discretionaryCommission: maybe,
  tiedArrangement: maybe,
  minimalCostOfCredit: maybe,
  paymentDays: fc.option(
    fc.array(
      fc.record({ after: fc.integer({ min: 0, max: 3_650 }), pence: fc.integer({ min: 1, max: 200_000 }) }),
      {
        minLength: 1,
        maxLength: 30,
      },
    ),
    { nil: undefined },
  ),
});
type Drawn = typeof figures extends fc.Arbitrary<infer T> ? T : never;

function agreement({ paymentDays, ...rest }: Drawn): AgreementFigures {
  if (!paymentDays) return rest;
  return {
    ...rest,
    payments: paymentDays.map(({ after, pence }) => ({ on: dayAfter(rest.startDate, after), pence })),
  };
}

/** Any configuration a firm may set: each unconfirmed figure across its range. */
const configuration = fc
  .record({
    reduction: fc.double({ min: 0, max: 1, noNaN: true }),
    weight: fc.double({ min: 0, max: 1, noNaN: true }),
    margin: fc.double({ min: -2, max: 4, noNaN: true }),
    whenGreater: fc.boolean(),
    monthly: fc.constantFrom('effective' as const, 'nominal' as const),
    deMinimis: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  })
  .map((c) =>
    schemeConfiguration({
      'apr.reductionShare': c.reduction,
      'hybrid.commissionWeight': c.weight,
      'interest.marginOverBankRatePoints': c.margin,
      'remedy.aprAdjustmentWhenGreater': c.whenGreater,
      'apr.monthlyRate': c.monthly,
      'deMinimis.pence': c.deMinimis,
    }),
  );

/** Every amount the check shows. */
const amounts = (check: SchemeCheck) => [
  ...check.payments.lines.map((l) => l.value),
  ...check.remedies.flatMap((r) => [...r.lines.map((l) => l.value), r.beforeInterest, r.interest, r.total]),
  ...check.applies.lines.map((l) => l.value),
  check.total,
  check.interestInTotal,
];

describe('the scheme check (properties)', () => {
  it('is never negative, and every range runs from its low end up to its high end, whatever the firm sets', () => {
    fc.assert(
      fc.property(figures, fc.integer({ min: 0, max: 7_000 }), configuration, (drawn, days, config) => {
        const check = schemeCheck(agreement(drawn), dayAfter(drawn.startDate, days), config);
        for (const { low, high } of amounts(check)) {
          expect(Number.isInteger(low) && Number.isInteger(high)).toBe(true);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeGreaterThanOrEqual(low);
        }
        for (const payment of check.interest.payments) {
          expect(payment.interestPercent.low).toBeGreaterThanOrEqual(0);
          expect(payment.interestPercent.high).toBeGreaterThanOrEqual(payment.interestPercent.low);
        }
      }),
    );
  });

  it('never gives less for more commission', () => {
    fc.assert(
      fc.property(
        figures,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 7_000 }),
        (drawn, a, b, days) => {
          const settled = dayAfter(drawn.startDate, days);
          const less = schemeCheck({ ...agreement(drawn), commissionPence: Math.min(a, b) }, settled);
          const more = schemeCheck({ ...agreement(drawn), commissionPence: Math.max(a, b) }, settled);
          expect(more.total.low).toBeGreaterThanOrEqual(less.total.low);
          expect(more.total.high).toBeGreaterThanOrEqual(less.total.high);
          less.remedies.forEach((remedy, index) => {
            expect(more.remedies[index]!.total.low).toBeGreaterThanOrEqual(remedy.total.low);
            expect(more.remedies[index]!.total.high).toBeGreaterThanOrEqual(remedy.total.high);
          });
        },
      ),
    );
  });

  it('gives at least as much interest, and as much in all, for a later settlement', () => {
    fc.assert(
      fc.property(
        figures,
        fc.integer({ min: 0, max: 7_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (drawn, days, later) => {
          const sooner = schemeCheck(agreement(drawn), dayAfter(drawn.startDate, days));
          const afterwards = schemeCheck(agreement(drawn), dayAfter(drawn.startDate, days + later));
          sooner.remedies.forEach((remedy, index) => {
            expect(afterwards.remedies[index]!.interest.low).toBeGreaterThanOrEqual(remedy.interest.low);
            expect(afterwards.remedies[index]!.interest.high).toBeGreaterThanOrEqual(remedy.interest.high);
          });
          expect(afterwards.total.low).toBeGreaterThanOrEqual(sooner.total.low);
          expect(afterwards.total.high).toBeGreaterThanOrEqual(sooner.total.high);
        },
      ),
    );
  });

  it('gives one figure, low equal to high, when every figure is known', () => {
    const known = figures.filter(
      (drawn) =>
        drawn.commissionPence !== null &&
        drawn.discretionaryCommission !== null &&
        drawn.tiedArrangement !== null &&
        drawn.minimalCostOfCredit !== null,
    );
    fc.assert(
      fc.property(known, fc.integer({ min: 0, max: 7_000 }), (drawn, days) => {
        const settled = dayAfter(drawn.startDate, days);
        const check = schemeCheck(
          agreement(drawn),
          settled < BANK_RATE_CONFIRMED_THROUGH ? settled : BANK_RATE_CONFIRMED_THROUGH,
        );
        for (const { low, high } of amounts(check)) expect(high).toBe(low);
        expect(check.missing).toEqual([]);
      }),
    );
  });

  it('gives a range for a commission not known that holds the figure for any commission up to the charge for credit', () => {
    fc.assert(
      fc.property(
        figures,
        fc.integer({ min: 0, max: 7_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (drawn, days, share) => {
          const settled = dayAfter(drawn.startDate, days);
          const unknown = schemeCheck({ ...agreement(drawn), commissionPence: null }, settled);
          expect(unknown.total.low).toBeLessThanOrEqual(unknown.total.high);
          const charge = unknown.payments.lines[2]!.value.low;
          // Any commission actually paid: at least a penny (none paid is outside the scheme).
          const commission = Math.max(1, Math.round(share * charge));
          fc.pre(commission <= charge);
          const known = schemeCheck({ ...agreement(drawn), commissionPence: commission }, settled);
          expect(known.total.low).toBeGreaterThanOrEqual(unknown.total.low);
          expect(known.total.high).toBeLessThanOrEqual(unknown.total.high);
        },
      ),
    );
  });

  it('flags a determination exactly when it is short of the low end by more than the tolerance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (low, spread, determined) => {
          const result = checkDetermination(determined, { total: { low, high: low + spread }, missing: [] });
          const allowed = Math.max(1_000, Math.floor(0.02 * low + 0.5));
          expect(result.tolerancePence).toBe(allowed);
          expect(result.shortfallPence).toBe(Math.max(0, low - determined));
          expect(result.flagged).toBe(low - determined > allowed);
        },
      ),
    );
  });
});
