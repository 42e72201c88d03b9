import type { FeeSchedule } from '../views/form/fees';

/**
 * SAMPLE VALUES: a capped sliding scale in the shape of the FCA's cap on claims-management fees
 * (the percentage falls as the award rises; each band has a maximum fee, VAT included). The firm
 * confirms its own figures before launch; see docs/decisions/042. The home page and the claim
 * form's intro both show this one schedule.
 */
export const SAMPLE_FEES: FeeSchedule = {
  bands: [
    { from: 1, to: 1_499, percent: 30, maxFee: 504 },
    { from: 1_500, to: 9_999, percent: 28, maxFee: 3_000 },
    { from: 10_000, to: 24_999, percent: 25, maxFee: 6_000 },
    { from: 25_000, to: 49_999, percent: 20, maxFee: 9_000 },
    { from: 50_000, to: null, percent: 15, maxFee: 12_000 },
  ],
  vatPercent: 20,
  // Illustrations only, never an estimate of an award.
  examples: [800, 2_500, 12_000],
};
