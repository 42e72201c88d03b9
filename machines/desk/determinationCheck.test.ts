import { describe, expect, it } from 'vitest';
import {
  CHECK_MESSAGES,
  NO_FIGURES,
  dayOf,
  figuresToStart,
  runDeterminationCheck,
  type TypedFigures,
} from './determinationCheck';

const typed: TypedFigures = {
  credit: '£12,000',
  apr: '9.9%',
  term: '48',
  start: { day: '15', month: '3', year: '2018' },
  commission: '1,200',
  discretionary: 'yes',
  tied: 'no',
  // Within the Bank Rate history the contract holds (to 5 February 2026): one figure, not a range.
  settlement: { day: '31', month: '1', year: '2026' },
};

describe('checking a lender’s determination at the desk (decisions 258 and 259)', () => {
  it('works the remedies out line by line from the figures typed, and gives one figure when all are known', () => {
    const result = runDeterminationCheck(typed, 500_000);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.figures).toMatchObject({
      creditPence: 1_200_000,
      aprPercent: 9.9,
      termMonths: 48,
      startDate: '2018-03-15',
      commissionPence: 120_000,
      discretionaryCommission: true,
      tiedArrangement: false,
    });
    expect(result.check.remedies.length).toBeGreaterThan(0);
    for (const remedy of result.check.remedies) expect(remedy.lines.length).toBeGreaterThan(0);
    expect(result.check.total.low).toBe(result.check.total.high);
  });

  it('flags a sum below the worked-out figure by more than the tolerance, and not the worked-out figure itself', () => {
    const worked = runDeterminationCheck(typed, 100);
    if (!worked.ok) throw new Error('figures refused');
    expect(worked.verdict.flagged).toBe(true);
    const low = worked.check.total.low;
    const atLow = runDeterminationCheck(typed, low);
    expect(atLow.ok && atLow.verdict).toMatchObject({ flagged: false, shortfallPence: 0 });
  });

  it('gives a range when Bank Rate is not yet recorded up to the settlement day, saying so', () => {
    const later = runDeterminationCheck(
      { ...typed, settlement: { day: '31', month: '1', year: '2027' } },
      100,
    );
    if (!later.ok) throw new Error('figures refused');
    expect(later.check.total.low).toBeLessThan(later.check.total.high);
    expect(later.check.missing.join(' ')).toMatch(/Bank Rate/);
  });

  it('gives a range, never one made-up figure, when the commission and the arrangement are not known', () => {
    const result = runDeterminationCheck(
      { ...typed, commission: '', discretionary: 'unknown', tied: 'unknown' },
      100,
    );
    if (!result.ok) throw new Error('figures refused');
    expect(result.figures.commissionPence).toBeNull();
    expect(result.check.total.low).toBeLessThan(result.check.total.high);
    expect(result.check.missing.length).toBeGreaterThan(0);
  });

  it('says what is missing or wrong in each field, and works nothing out', () => {
    expect(runDeterminationCheck(NO_FIGURES, 100)).toEqual({
      ok: false,
      errors: {
        credit: 'Enter the amount of credit',
        apr: CHECK_MESSAGES.aprEmpty,
        term: CHECK_MESSAGES.termEmpty,
        start: CHECK_MESSAGES.startInvalid,
        discretionary: CHECK_MESSAGES.discretionary,
        tied: CHECK_MESSAGES.tied,
        settlement: CHECK_MESSAGES.settlementInvalid,
      },
    });
    const wrong = runDeterminationCheck(
      { ...typed, apr: 'ten', term: '600', settlement: { day: '1', month: '1', year: '2017' } },
      100,
    );
    expect(wrong).toEqual({
      ok: false,
      errors: {
        apr: CHECK_MESSAGES.aprNotANumber,
        term: CHECK_MESSAGES.termNotANumber,
        settlement: CHECK_MESSAGES.settlementBeforeStart,
      },
    });
  });

  it('starts from the credit file’s agreement and today, and reads only real days', () => {
    expect(
      figuresToStart([{ startDate: '2018-03-15', amountFinancedPence: 1_234_599 }], '2027-01-31'),
    ).toMatchObject({
      credit: '12345.99',
      start: { day: '15', month: '3', year: '2018' },
      settlement: { day: '31', month: '1', year: '2027' },
    });
    expect(
      figuresToStart([{ startDate: '2018-03' }, { startDate: '2019-01-01' }], '2027-01-31'),
    ).toMatchObject({
      credit: '',
      start: { day: '', month: '', year: '' },
    });
    expect(dayOf({ day: '29', month: '2', year: '2027' })).toBeNull();
    expect(dayOf({ day: '29', month: '2', year: '2028' })).toBe('2028-02-29');
  });
});
