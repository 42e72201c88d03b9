// The money on a complaint once the claimant accepts, and once the lender pays (decision 270): what
// the lender pays and to whom, our fee from the fee schedule, what the claimant receives, and by
// when we pay them. One owner for these words: Your claims shows them, and the email sent when the
// lender pays says the same sentences. Before the lender pays, every amount says "may".
import { feeOnAwardPence } from './fees.js';
import { formatDay } from './dates.js';
import { formatPounds } from './money.js';
import type { ComplaintState } from './lifecycle/states.js';

/**
 * SAMPLE TERMS, to be confirmed by the firm with its fee schedule (decision 270; decision 042 for
 * the fees): the firm asks each lender to pay the compensation to the firm, takes its fee from the
 * fee schedule (VAT included) and pays the claimant the rest within this many working days of
 * receiving the money. The desk records a payment when the money reaches the firm.
 */
export const PAY_CLAIMANT_WITHIN_WORKING_DAYS = 5;

/** What the complaint has recorded that the breakdown needs (its record's facts and its lender). */
export interface SettlementFacts {
  lender: string;
  state: ComplaintState;
  /** The offer or sum determined that the claimant accepted, in pence. */
  offerPence: number | null;
  /** What the lender paid, in pence, once recorded. */
  paidPence: number | null;
  /** Our fee on that payment, VAT included, as recorded with it, in pence. */
  feePence: number | null;
  /** The UK day the payment was recorded (YYYY-MM-DD), when known. */
  paidOn?: string | null;
}

export interface SettlementRow {
  label: string;
  /** "£1,250" */
  amount: string;
}

export interface Settlement {
  /** True once the lender has paid: the amounts are what was paid, not what may be. */
  paid: boolean;
  heading: string;
  /** The lender's payment, our fee and what the claimant receives, in that order. */
  rows: SettlementRow[];
  /** Who pays whom and by when, and what the amounts are, in sentences. */
  sentences: string[];
}

const within = `within ${PAY_CLAIMANT_WITHIN_WORKING_DAYS} working days`;

/**
 * The breakdown of a complaint's money: once paid, from the recorded payment and its fee; once
 * accepted and not yet paid, from the accepted sum and the fee schedule, in "may"; otherwise none.
 */
export function settlementOf(facts: SettlementFacts): Settlement | null {
  const { lender, paidPence } = facts;
  if (paidPence !== null) {
    const fee = facts.feePence ?? feeOnAwardPence(paidPence);
    const rest = formatPounds(paidPence - fee);
    const on = facts.paidOn ? ` on ${formatDay(facts.paidOn)}` : '';
    return {
      paid: true,
      heading: 'Your compensation',
      rows: [
        { label: `${lender} paid us`, amount: formatPounds(paidPence) },
        { label: 'Our fee (VAT included)', amount: formatPounds(fee) },
        { label: 'You receive', amount: rest },
      ],
      sentences: [
        `${lender} paid ${formatPounds(paidPence)} to us${on}.`,
        `Our fee, from the fee schedule you agreed to, is ${formatPounds(fee)} (VAT included).`,
        `We pay you the rest, ${rest}, ${within} of receiving it. If it has not reached you by then, contact us.`,
      ],
    };
  }
  if (facts.state !== 'accepted' || facts.offerPence === null) return null;
  const offer = facts.offerPence;
  const fee = feeOnAwardPence(offer);
  const rest = formatPounds(offer - fee);
  return {
    paid: false,
    heading: 'What you may receive',
    rows: [
      { label: 'You accepted', amount: formatPounds(offer) },
      { label: 'Our fee would be (VAT included)', amount: formatPounds(fee) },
      { label: 'You may receive', amount: rest },
    ],
    sentences: [
      `You accepted ${formatPounds(offer)} from ${lender}. ${lender} pays it to us, and we tell you when it has.`,
      `Our fee, from the fee schedule you agreed to, would be ${formatPounds(fee)} (VAT included), so you may receive ${rest}.`,
      `We pay you your share ${within} of receiving the money from ${lender}.`,
    ],
  };
}
