// Accepting or declining a lender's offer (decision 257): what the claimant is asked before the
// decision is sent, and what the email afterwards says. One owner for these words, so the
// confirmation on "Your claims" and the email agree. Plain data and functions, no valibot.
import { feeOnAwardPence, formatPounds } from './fees.js';

export type OfferDecisionType = 'claimant.acceptOffer' | 'claimant.declineOffer';

/**
 * The Financial Ombudsman Service's time limit: it usually looks only at a complaint referred
 * within 6 months of the date of the lender's final response (its rules, DISP 2.8.2R).
 */
export const OMBUDSMAN_REFERRAL_MONTHS = 6;

/** The day `months` calendar months after a YYYY-MM-DD day, held to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDate));
  return target.toISOString().slice(0, 10);
}

/** The last day to refer a complaint to the ombudsman, from the day of the lender's final response. */
export const ombudsmanDeadline = (finalResponseOn: string): string =>
  addMonths(finalResponseOn, OMBUDSMAN_REFERRAL_MONTHS);

export interface OfferFacts {
  lender: string;
  /** The offer, in pence. */
  offerPence: number;
  /** "15 March 2026": the day the lender's offer (its final response) was recorded, when known. */
  offeredOn?: string | null;
  /** "15 September 2026": the ombudsman's time limit from that day, when known. */
  referBy?: string | null;
}

export interface DecisionConfirmation {
  heading: string;
  paragraphs: string[];
  confirm: string;
  /** Said while the decision is on its way. */
  sending: string;
  back: string;
}

const pounds = (pence: number) => formatPounds(pence / 100);

/** What accepting or declining means, asked before the decision is sent. */
export function decisionConfirmation(decision: OfferDecisionType, offer: OfferFacts): DecisionConfirmation {
  const { lender, offerPence } = offer;
  if (decision === 'claimant.acceptOffer') {
    const fee = feeOnAwardPence(offerPence);
    return {
      heading: `Are you sure you want to accept ${lender}’s offer?`,
      paragraphs: [
        `Accepting settles your complaint with ${lender}. You cannot then ask ${lender} for more, or take this complaint to the Financial Ombudsman Service.`,
        `${lender} offers ${pounds(offerPence)}. Our fee, from our fee schedule, would be ${pounds(fee)} (VAT included), so you may receive ${pounds(offerPence - fee)}.`,
        `We tell ${lender} that you accept and email you to confirm. We tell you when ${lender} has paid.`,
      ],
      confirm: 'Yes, accept the offer',
      sending: 'Accepting the offer…',
      back: 'No, go back',
    };
  }
  const limit =
    offer.offeredOn && offer.referBy
      ? ` ${lender}’s final response was on ${offer.offeredOn}, so that is by ${offer.referBy}.`
      : '';
  return {
    heading: `Are you sure you want to decline ${lender}’s offer?`,
    paragraphs: [
      `If you decline, ${lender} does not pay this offer. You may get more, the same, less or nothing.`,
      `We look at ${lender}’s answer and tell you whether we can take your complaint to the Financial Ombudsman Service. We may also ask ${lender} to improve its offer.`,
      `The Financial Ombudsman Service usually only looks at a complaint sent to it within ${OMBUDSMAN_REFERRAL_MONTHS} months of the lender’s final response.${limit}`,
    ],
    confirm: 'Yes, decline the offer',
    sending: 'Declining the offer…',
    back: 'No, go back',
  };
}

/** The email after the decision: its subject's end and its news, naming the lender (no amount). */
export function decisionNews(decision: OfferDecisionType, lender: string): { subject: string; body: string } {
  return decision === 'claimant.acceptOffer'
    ? {
        subject: `you accepted ${lender}’s offer`,
        body: `You accepted ${lender}’s offer. This settles your complaint with ${lender}. We will tell ${lender}, and tell you when it has paid. Your claims shows the offer, our fee from our fee schedule, and what you may receive.`,
      }
    : {
        subject: `you declined ${lender}’s offer`,
        body: `You declined ${lender}’s offer. We will look at ${lender}’s answer and tell you whether we can take your complaint to the Financial Ombudsman Service. The ombudsman usually only looks at a complaint sent to it within ${OMBUDSMAN_REFERRAL_MONTHS} months of the lender’s final response.`,
      };
}
