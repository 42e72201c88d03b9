/** One row of the fee table: awards from `from` up to `to` (inclusive; null = no upper limit). */
export interface FeeBand {
  from: number;
  to: number | null;
  /** The fee as a percentage of the award, before VAT. */
  percent: number;
  /** The most the fee can be in this band, VAT included. */
  maxFee: number;
}

/** The firm's fees, supplied by the brand so each workspace shows its own. */
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

export function bandFor(award: number, schedule: FeeSchedule): FeeBand | undefined {
  return schedule.bands.find((band) => award >= band.from && (band.to === null || award <= band.to));
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

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "£1,250" for whole pounds, "£1,250.40" otherwise. */
export function formatPounds(amount: number): string {
  const text = formatter.format(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** SAMPLE VALUES for stories and tests; each brand supplies its real schedule. */
export const sampleFeeSchedule: FeeSchedule = {
  bands: [
    { from: 1, to: 1499, percent: 30, maxFee: 504 },
    { from: 1500, to: 9999, percent: 28, maxFee: 3000 },
    { from: 10000, to: 24999, percent: 25, maxFee: 6000 },
    { from: 25000, to: 49999, percent: 20, maxFee: 9000 },
    { from: 50000, to: null, percent: 15, maxFee: 12000 },
  ],
  vatPercent: 20,
  examples: [800, 2500, 12000],
};
