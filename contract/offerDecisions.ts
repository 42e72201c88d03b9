// Accepting or declining a lender's offer (decision 257), and accepting or disputing its
// determination under the redress scheme (decision 259): what the claimant is asked before the
// decision is sent, and what the email afterwards says. One owner for these words, so the
// confirmation on "Your claims" and the email agree. Plain data and functions, no valibot.
import { feeOnAwardPence } from './fees.js';
import { formatPounds } from './money.js';
import { addMonths } from './lifecycle/dates.js';

export type OfferDecisionType =
  | 'claimant.acceptOffer'
  | 'claimant.declineOffer'
  | 'claimant.acceptDetermination'
  | 'claimant.disputeDetermination';

/** Every decision the claimant may make on one complaint. */
export const OFFER_DECISIONS: readonly OfferDecisionType[] = [
  'claimant.acceptOffer',
  'claimant.declineOffer',
  'claimant.acceptDetermination',
  'claimant.disputeDetermination',
];

/** Whether a decision accepts (an offer or a determination) rather than turning it down. */
export const isAcceptance = (decision: OfferDecisionType): boolean =>
  decision === 'claimant.acceptOffer' || decision === 'claimant.acceptDetermination';

/**
 * The reminder the scheme asks for: the lender pays redress under the scheme whether or not the
 * claimant uses a firm (the scheme's rules and the FCA's consumer pages say so).
 */
export const schemePaysAnyway = (lender: string) =>
  `Under the FCA’s redress scheme, ${lender} pays any redress due whether or not you use a firm like us: you could have accepted its determination yourself, for free.`;

/**
 * The Financial Ombudsman Service's time limit: it usually looks only at a complaint referred
 * within 6 months of the date of the lender's final response (its rules, DISP 2.8.2R).
 */
export const OMBUDSMAN_REFERRAL_MONTHS = 6;

/** The last day to refer a complaint to the ombudsman, from the day of the lender's final response. */
export const ombudsmanDeadline = (finalResponseOn: string): string =>
  addMonths(finalResponseOn, OMBUDSMAN_REFERRAL_MONTHS);

export interface OfferFacts {
  lender: string;
  /** The offer (or the sum determined), in pence; null for a determination of no redress. */
  offerPence: number | null;
  /** How the lender worked out a determination, in words ("a mix of …"), when it is one. */
  remedyWords?: string | null;
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

/** What accepting or declining means, asked before the decision is sent. */
export function decisionConfirmation(decision: OfferDecisionType, offer: OfferFacts): DecisionConfirmation {
  const { lender, offerPence } = offer;
  if (decision === 'claimant.acceptDetermination' || decision === 'claimant.disputeDetermination')
    return determinationConfirmation(decision, offer);
  if (decision === 'claimant.acceptOffer' && offerPence !== null) {
    const fee = feeOnAwardPence(offerPence);
    return {
      heading: `Are you sure you want to accept ${lender}’s offer?`,
      paragraphs: [
        `Accepting settles your complaint with ${lender}. You cannot then ask ${lender} for more, or take this complaint to the Financial Ombudsman Service.`,
        `${lender} offers ${formatPounds(offerPence)}. Our fee, from our fee schedule, would be ${formatPounds(fee)} (VAT included), so you may receive ${formatPounds(offerPence - fee)}.`,
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
    heading: `Are you sure you want to ${decision === 'claimant.acceptOffer' ? 'accept' : 'decline'} ${lender}’s offer?`,
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

/** Accepting or disputing a lender's determination under the scheme (decision 259). */
function determinationConfirmation(
  decision: 'claimant.acceptDetermination' | 'claimant.disputeDetermination',
  { lender, offerPence, remedyWords, offeredOn, referBy }: OfferFacts,
): DecisionConfirmation {
  if (decision === 'claimant.acceptDetermination' && offerPence !== null) {
    const fee = feeOnAwardPence(offerPence);
    const how = remedyWords ? `, worked out as ${remedyWords}` : '';
    return {
      heading: `Are you sure you want to accept ${lender}’s determination?`,
      paragraphs: [
        `Accepting settles, in full and final settlement, your claims against ${lender} about the commission on the agreements in this complaint. You cannot then take them to the Financial Ombudsman Service.`,
        `${lender} determined ${formatPounds(offerPence)}${how}. Our fee, from our fee schedule, would be ${formatPounds(fee)} (VAT included), so you may receive ${formatPounds(offerPence - fee)}.`,
        schemePaysAnyway(lender),
        `We tell ${lender} that you accept and email you to confirm. We tell you when ${lender} has paid.`,
      ],
      confirm: 'Yes, accept the determination',
      sending: 'Accepting the determination…',
      back: 'No, go back',
    };
  }
  const limit =
    offeredOn && referBy ? ` ${lender}’s determination was on ${offeredOn}, so that is by ${referBy}.` : '';
  return {
    heading: `Are you sure you want to dispute ${lender}’s determination?`,
    paragraphs: [
      `If you dispute it, ${lender} does not pay this determination now. We take your complaint to the Financial Ombudsman Service, which looks at what the outcome should have been under the scheme. You may get more, the same, less or nothing.`,
      `The Financial Ombudsman Service usually only looks at a complaint sent to it within ${OMBUDSMAN_REFERRAL_MONTHS} months of the lender’s answer.${limit}`,
    ],
    confirm: 'Yes, dispute the determination',
    sending: 'Disputing the determination…',
    back: 'No, go back',
  };
}

/** The email after the decision: its subject's end and its news, naming the lender (no amount). */
export function decisionNews(decision: OfferDecisionType, lender: string): { subject: string; body: string } {
  if (decision === 'claimant.acceptDetermination')
    return {
      subject: `you accepted ${lender}’s determination`,
      body: `You accepted ${lender}’s determination under the FCA’s redress scheme. This settles your complaint with ${lender}. We will tell ${lender}, and tell you when it has paid. Your claims shows the sum, our fee from our fee schedule, and what you may receive.`,
    };
  if (decision === 'claimant.disputeDetermination')
    return {
      subject: `you disputed ${lender}’s determination`,
      body: `You disputed ${lender}’s determination under the FCA’s redress scheme. We will take your complaint to the Financial Ombudsman Service and tell you when we have. The ombudsman usually only looks at a complaint sent to it within ${OMBUDSMAN_REFERRAL_MONTHS} months of the lender’s answer.`,
    };
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
