/** One row of the fee table: awards from `from` up to `to` (inclusive; null = no upper limit). */
export interface FeeBand {
  from: number;
  to: number | null;
  /** The fee as a percentage of the award, before VAT. */
  percent: number;
  /** The most the fee can be in this band, VAT included. */
  maxFee: number;
}

/** The firm's fees (decision 042), supplied by the brand so each workspace shows its own. */
export interface FeeSchedule {
  bands: readonly FeeBand[];
  vatPercent: number;
  /** Award amounts to work through as examples. */
  examples: readonly number[];
}

export interface WorkedExample {
  award: number;
  percent: number;
  feeBeforeVat: number;
  vat: number;
  fee: number;
  capped: boolean;
  youReceive: number;
}

const pence = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The band an award falls in. Bands are written in whole pounds (up to £1,499, from £1,500), so
 * a band reaches up to, not including, the next pound after its `to`: £1,499.50 is in the first.
 */
export function bandFor(award: number, schedule: FeeSchedule): FeeBand | undefined {
  return schedule.bands.find((band) => award >= band.from && (band.to === null || award < band.to + 1));
}

/** What the firm would charge on an award and what the claimant would keep. */
export function workedExample(award: number, schedule: FeeSchedule): WorkedExample {
  const band = bandFor(award, schedule);
  if (!band) throw new RangeError(`No fee band covers an award of ${award}`);
  const vatFactor = 1 + schedule.vatPercent / 100;
  const uncapped = (award * band.percent) / 100;
  const capped = uncapped * vatFactor > band.maxFee;
  const fee = pence(capped ? band.maxFee : uncapped * vatFactor);
  const feeBeforeVat = pence(fee / vatFactor);
  return {
    award,
    percent: band.percent,
    feeBeforeVat,
    vat: pence(fee - feeBeforeVat),
    fee,
    capped,
    youReceive: pence(award - fee),
  };
}

/** The firm's fee, VAT included, on an award in whole pence, in whole pence (a paid complaint's fee). */
export function feeOnAwardPence(awardPence: number, schedule: FeeSchedule = SAMPLE_FEES): number {
  return Math.round(workedExample(awardPence / 100, schedule).fee * 100);
}

/**
 * SAMPLE VALUES: a capped sliding scale in the shape of the FCA's cap on claims-management fees
 * (the percentage falls as the award rises; each band has a maximum fee, VAT included). The firm
 * confirms its own figures before launch; see docs/decisions/042. Every brand, the home page, the
 * claim form's intro and the signing page show this one schedule.
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
