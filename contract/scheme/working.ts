// A line of the determination check's working (decision 258): plain words and an amount in whole
// pence, which is a range where a figure the check needs is not known. Every amount shown is
// rounded half up to the penny where its line is worked out, and a line worked from other lines
// uses their rounded amounts, so the lines shown add up.
// Amounts are written by the contract's one formatPounds (money.ts).
import { formatPounds } from '../money.js';

/** An amount in whole pence from its low end to its high end; the two are equal when it is known. */
export interface PenceRange {
  low: number;
  high: number;
}

/** One line of working: what it is, in plain words, and its amount. */
export interface WorkingLine {
  label: string;
  value: PenceRange;
}

/**
 * Whole pence from an amount in pence, half a penny rounded up; never below nothing. The amount is
 * first held to a millionth of a penny so that a half worked out as 0.4999999… still rounds up.
 */
export function roundPence(pence: number): number {
  const held = Math.round(pence * 1e6) / 1e6;
  return Math.max(0, Math.floor(held + 0.5));
}

export const exactly = (pence: number): PenceRange => ({ low: pence, high: pence });

export const line = (label: string, value: PenceRange): WorkingLine => ({ label, value });

/** A range in pounds: "£12.50", or "£12.50 to £20" when its ends differ. */
export function poundsOf({ low, high }: PenceRange): string {
  return low === high ? formatPounds(low) : `${formatPounds(low)} to ${formatPounds(high)}`;
}

/** A count with its noun: "1 payment", "12 payments". */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A percentage as people write it: 8.3%, 17%, 0.25% (to at most `places` decimals). */
export const percentWords = (percent: number, places = 2): string => `${Number(percent.toFixed(places))}%`;
