// Money as the project keeps it: whole pence, as numbers (an offer, a payment, a fee, an amount
// financed). Amounts held in pounds (the fee schedule's bands and worked examples) become pence
// with `penceOf` before they are written.

/**
 * Pounds as whole pence, a part of a penny rounded half up as written: £1,250.40 is 125040 and
 * £549.425 is 54943 (though the nearest double to 549.425 times 100 lies just below 54942.5).
 */
export function penceOf(pounds: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(pounds)).split('e');
  const pence = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return pounds < 0 ? -pence : pence;
}

/** A number as JavaScript writes it, in plain decimal notation ("1e-7" as "0.0000001"). */
function plainDecimal(text: string): string {
  const [mantissa = '', exponent] = text.split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Pence as pounds: "£1,250" for whole pounds, "£1,250.40" otherwise, "-£12.50" below nothing: what
 * `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })` writes for the amount in
 * pounds, without its ".00". A part of a penny is rounded half up on the amount as written.
 * Written here rather than with `Intl` (decision 242): a browser takes about 11 ms to make its
 * first number format, the largest part of the journey's first page's start-up. The one
 * `formatPounds` (decision 269); `contract/money.test.ts` checks it against `Intl`.
 */
export function formatPounds(pence: number): string {
  if (!Number.isFinite(pence)) return String(pence);
  const [whole = '0', fraction = ''] = plainDecimal(String(Math.abs(pence))).split('.');
  const rounded = BigInt(whole) + (Number(fraction[0] ?? '0') >= 5 ? 1n : 0n);
  const pounds = String(rounded / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = Number(rounded % 100n);
  const sign = pence < 0 || Object.is(pence, -0) ? '-' : '';
  return `${sign}£${pounds}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
