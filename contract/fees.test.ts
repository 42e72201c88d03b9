import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOnAwardPence, formatPounds, SAMPLE_FEES, workedExample } from './fees';

describe('workedExample', () => {
  it('charges the band percentage plus VAT on a small award', () => {
    expect(workedExample(800, SAMPLE_FEES)).toEqual({
      award: 800,
      percent: 30,
      feeBeforeVat: 240,
      vat: 48,
      fee: 288,
      capped: false,
      youReceive: 512,
    });
  });

  it('uses a lower percentage for a larger award', () => {
    const example = workedExample(12000, SAMPLE_FEES);
    expect(example.percent).toBe(25);
    expect(example.fee).toBe(3600);
    expect(example.youReceive).toBe(8400);
  });

  it('never charges more than the band maximum, VAT included', () => {
    const example = workedExample(1499, SAMPLE_FEES);
    expect(example.capped).toBe(true);
    expect(example.fee).toBe(504);
    expect(example.feeBeforeVat).toBe(420);
    expect(example.vat).toBe(84);
  });

  it('puts an award with pence between two bands’ whole pounds in the lower band', () => {
    expect(workedExample(1499.5, SAMPLE_FEES)).toMatchObject({ percent: 30, fee: 504, capped: true });
    expect(workedExample(9999.99, SAMPLE_FEES).percent).toBe(28);
    expect(workedExample(10_000, SAMPLE_FEES).percent).toBe(25);
  });

  it('refuses an award no band covers', () => {
    expect(() => workedExample(0, SAMPLE_FEES)).toThrow(RangeError);
  });
});

describe('feeOnAwardPence', () => {
  it('is the worked example’s fee, VAT included, in whole pence', () => {
    expect(feeOnAwardPence(80_000)).toBe(28_800);
    expect(feeOnAwardPence(149_950)).toBe(50_400);
    expect(feeOnAwardPence(260_050)).toBe(87_377);
  });
});

describe('formatPounds', () => {
  it('writes whole pounds without pence and keeps pence otherwise', () => {
    expect(formatPounds(12000)).toBe('£12,000');
    expect(formatPounds(1250.4)).toBe('£1,250.40');
    expect(formatPounds(0.5)).toBe('£0.50');
    expect(formatPounds(1234567.891)).toBe('£1,234,567.89');
  });

  // What the browser's own currency format writes (decision 242: not used, for its start-up cost).
  const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  const byIntl = (amount: number) => intl.format(amount).replace(/\.00$/, '');

  it('writes what Intl.NumberFormat writes for GBP, rounding halves up as written', () => {
    for (const amount of [
      0,
      -0,
      0.005,
      0.015,
      1.005,
      2.675,
      549.425,
      999.995,
      -12.5,
      -0.004,
      0.1 + 0.2,
      1e-7,
      1e21,
    ])
      expect(formatPounds(amount), String(amount)).toBe(byIntl(amount));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e11 }).map((pence) => pence / 100),
          fc.integer({ min: 0, max: 1e9 }).map((mills) => mills / 1000),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        ),
        (amount) => formatPounds(amount) === byIntl(amount),
      ),
      { numRuns: 20_000 },
    );
  });
});
