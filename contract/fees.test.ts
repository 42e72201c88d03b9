import { describe, expect, it } from 'vitest';
import { feeOnAwardPence, SAMPLE_FEES, workedExample } from './fees';

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
