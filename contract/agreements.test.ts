import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_PENCE_MAX,
  AmountPenceSchema,
  agreementFacts,
  carText,
  formatRegistration,
} from './agreements';
import { formatPounds } from './money';

describe('registrations as GOV.UK writes them', () => {
  it.each([
    ['ab12cde', 'AB12 CDE'],
    ['AB12CDE', 'AB12 CDE'],
    [' ab12  cde ', 'AB12 CDE'],
    ['a123bcd', 'A123 BCD'],
    ['abc123d', 'ABC 123D'],
    ['1 abc', '1 ABC'],
  ])('%s → %s', (typed, shown) => expect(formatRegistration(typed)).toBe(shown));
});

describe('an agreement in words', () => {
  it('gives the car, the finance type, the amount financed and the start month, in that order', () => {
    expect(
      agreementFacts({
        startDate: '2019-03-14',
        agreementType: 'PCP',
        vehicle: { make: 'Ford', model: 'Fiesta', registration: 'ab19cde' },
        amountFinancedPence: 1_249_500,
      }),
    ).toEqual([
      'Ford Fiesta, AB19 CDE',
      'Personal contract purchase (PCP)',
      '£12,495 financed',
      'Started March 2019',
    ]);
  });

  it('leaves out what the file does not hold, and shows pence only when there are some', () => {
    expect(
      agreementFacts({
        startDate: '2014-09',
        agreementType: null,
        vehicle: { make: '', model: '', registration: '' },
        amountFinancedPence: null,
      }),
    ).toEqual(['Started September 2014']);
    expect(formatPounds(649_950)).toBe('£6,499.50');
    expect(carText({ make: '', model: '', registration: 'xy12zzz' })).toBe('XY12 ZZZ');
    expect(agreementFacts({ startDate: '2016-06', agreementType: 'HP', vehicle: 'Ford Focus' })).toEqual([
      'Ford Focus',
      'Hire purchase (HP)',
      'Started June 2016',
    ]);
  });
});

describe('an amount financed, in pence', () => {
  it('takes whole pence from 0 to £1,000,000 and refuses a negative amount, a fraction of a penny or one past the cap', () => {
    for (const pence of [0, 1, 1_250_000, AMOUNT_PENCE_MAX]) {
      expect(v.is(AmountPenceSchema, pence), String(pence)).toBe(true);
    }
    for (const pence of [-1, 0.5, 1_250_000.01, AMOUNT_PENCE_MAX + 1, Number.MAX_SAFE_INTEGER + 2]) {
      expect(v.is(AmountPenceSchema, pence), String(pence)).toBe(false);
    }
  });
});
