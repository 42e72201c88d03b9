// The which-scheme page's reading of a month and year, and its answers (decision 260).
import { describe, expect, it } from 'vitest';
import { answerFor, readStartMonth } from './whichScheme';

const TODAY = new Date('2026-11-29T12:00:00Z');

describe('reading the month and year an agreement started', () => {
  it.each([
    ['5', '2010', '2010-05'],
    ['05', '2010', '2010-05'],
    [' 3 ', '2018', '2018-03'],
    ['11', '2026', '2026-11'],
  ])('reads %s/%s as %s', (month, year, startDate) => {
    expect(readStartMonth(month, year, TODAY)).toEqual({ startDate });
  });

  it.each([
    ['', '', 'month', 'Enter the month and year your agreement started'],
    ['', '2010', 'month', 'The date your agreement started must include a month'],
    ['5', '', 'year', 'The date your agreement started must include a year'],
    ['13', '2010', 'month', 'Month must be a number from 1 to 12'],
    ['0', '2010', 'month', 'Month must be a number from 1 to 12'],
    ['May', '2010', 'month', 'Month must be a number from 1 to 12'],
    ['5', '10', 'year', 'Year must include 4 numbers, for example 2012'],
    ['12', '2026', 'year', 'The date your agreement started must be in the past'],
    ['1', '2030', 'year', 'The date your agreement started must be in the past'],
  ])('tells the claimant what to fix in %s/%s', (month, year, field, message) => {
    expect(readStartMonth(month, year, TODAY)).toEqual({ field, message });
  });
});

describe('the answer for a start month', () => {
  it.each([
    [
      '2010-05',
      'May 2010',
      'This agreement may be covered by Scheme 1 of the FCA’s motor finance redress scheme.',
    ],
    [
      '2018-03',
      'March 2018',
      'This agreement may be covered by Scheme 2 of the FCA’s motor finance redress scheme.',
    ],
    [
      '2005-01',
      'January 2005',
      'This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007.',
    ],
    [
      '2025-02',
      'February 2025',
      'This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024.',
    ],
  ])(
    'answers %s with its route, in words that say "may", and that the lender decides',
    (start, month, words) => {
      expect(answerFor(start)).toEqual([
        `An agreement that started in ${month}:`,
        words,
        'Your lender decides whether the scheme covers your agreement.',
      ]);
    },
  );

  it.each(['2007-04', '2024-11'])(
    'says the day decides in %s, a month the scheme’s dates fall within',
    (start) => {
      expect(answerFor(start)).toContain(
        'The scheme’s dates fall within this month: the day your agreement started decides.',
      );
    },
  );

  it('never promises an amount', () => {
    for (const start of ['2010-05', '2018-03', '2005-01', '2025-02'])
      expect(answerFor(start).join(' ')).not.toMatch(/£|will be (paid|covered)/);
  });
});
