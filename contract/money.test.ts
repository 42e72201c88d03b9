import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPounds, penceOf } from './money';

describe('formatPounds: pence as pounds', () => {
  it('writes whole pounds without pence and keeps pence otherwise', () => {
    expect(formatPounds(1_200_000)).toBe('£12,000');
    expect(formatPounds(125_040)).toBe('£1,250.40');
    expect(formatPounds(649_950)).toBe('£6,499.50');
    expect(formatPounds(50)).toBe('£0.50');
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(-1250)).toBe('-£12.50');
  });

  it('rounds a part of a penny half up, as written', () => {
    expect(formatPounds(123_456_789.1)).toBe('£1,234,567.89');
    expect(formatPounds(54_942.5)).toBe('£549.43');
    expect(formatPounds(0.4)).toBe('£0');
    expect(formatPounds(-0.5)).toBe('-£0.01');
  });

  // What the browser's own currency format writes for the amount in pounds (decision 242: not
  // used, for its start-up cost). A string is read by Intl as the exact decimal it writes.
  const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const byIntl = (pence: number) => {
    const [mantissa, exponent = '0'] = (Object.is(pence, -0) ? '-0' : String(pence)).split('e');
    return intl
      .format(`${mantissa}e${Number(exponent) - 2}` as Intl.StringNumericLiteral)
      .replace(/\.00$/, '');
  };

  it('writes what Intl.NumberFormat writes for GBP, for whole pence and parts of a penny', () => {
    for (const pence of [
      0,
      -0,
      0.5,
      1.5,
      100.5,
      267.5,
      54_942.5,
      99_999.5,
      -1250,
      -0.4,
      0.1 + 0.2,
      1e-5,
      1e23,
    ])
      expect(formatPounds(pence), String(pence)).toBe(byIntl(pence));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e11, max: 1e13 }),
          fc.integer({ min: 0, max: 1e9 }).map((tenths) => tenths / 10),
          fc.double({ min: -1e14, max: 1e14, noNaN: true }),
        ),
        (pence) => formatPounds(pence) === byIntl(pence),
      ),
      { numRuns: 20_000 },
    );
  });
});

describe('penceOf: pounds as whole pence', () => {
  it('turns the fee schedule’s pounds into the pence formatPounds takes', () => {
    expect(penceOf(1250.4)).toBe(125_040);
    expect(penceOf(549.43)).toBe(54_943);
    expect(penceOf(-12.5)).toBe(-1250);
  });

  it('rounds a part of a penny half up as written, as the fee table’s amounts were shown before', () => {
    for (const [pounds, pence] of [
      [549.425, 54_943],
      [1.005, 101],
      [2.675, 268],
      [0.005, 1],
      [1e-7, 0],
      [999.995, 100_000],
    ] as const)
      expect(penceOf(pounds), String(pounds)).toBe(pence);
    expect(formatPounds(penceOf(0.1 + 0.2))).toBe('£0.30');
  });
});
