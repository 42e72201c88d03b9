// The complaint letter the firm sends a lender for one complaint (deskSendComplaint, decision 199):
// its file name and its words. The gateway lays them out as a PDF with the claimant's details, the
// agreements and the signed letter of authority; the desk may quote the same words.
import { formatDay } from './dates.js';
import { RESPONSE_WEEKS } from './lifecycle/dates.js';
import type { ComplaintRoute } from './lifecycle/states.js';

/** "black-horse" from "Black Horse": a lender's name as a file name part. */
export function lenderFileNamePart(lender: string): string {
  const part = lender
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return part || 'lender';
}

/**
 * The file name of a complaint letter: the claim's reference and the lender, nothing personal.
 * "complaint-RDR-ABCD2345-black-horse.pdf".
 */
export function complaintLetterFileName(reference: string, lender: string): string {
  const ref = reference.replace(/[^A-Za-z0-9-]+/g, '');
  return `complaint-${ref || 'claim'}-${lenderFileNamePart(lender)}.pdf`;
}

export interface ComplaintLetterFacts {
  /** The claimant's name as they signed ("Ms Jane Ann Example"). */
  claimantName: string;
  lender: string;
  reference: string;
  /** The firm's legal entity. */
  firmName: string;
  /** How many agreements with this lender the complaint covers. */
  agreementCount: number;
  /**
   * The last day for the lender's answer (YYYY-MM-DD), counted from the day it was sent: its final
   * response on the general route, its determination on a scheme route.
   */
  dueOn: string | null;
  /** The route the complaint runs on (decision 259); the general route when not given. */
  route?: ComplaintRoute;
}

/** The chapter of the FCA Handbook that sets out each scheme (contract/scheme/sources.ts). */
const SCHEME_CHAPTER: Record<Exclude<ComplaintRoute, 'general'>, string> = {
  scheme1: 'Scheme 1 (CONRED 6)',
  scheme2: 'Scheme 2 (CONRED 5)',
};

/** What the lender must do and by when: its final response, or its determination under the scheme. */
function answerParagraph({ dueOn, route = 'general' }: ComplaintLetterFacts): string {
  const by = dueOn ? `, that is by ${formatDay(dueOn)}` : '';
  if (route === 'general') {
    return (
      `You have ${RESPONSE_WEEKS} weeks from receiving this complaint to send your final response${by}.` +
      ' If you do not send one in that time, or our client is unhappy with it, our client may refer the ' +
      'complaint to the Financial Ombudsman Service.'
    );
  }
  return (
    `The agreements in this complaint may be covered by ${SCHEME_CHAPTER[route]} of the FCA’s motor ` +
    'finance consumer redress scheme. Please handle it under the scheme and send us your redress ' +
    `determination${by}, with your calculation. If our client disagrees with it, our client may refer ` +
    'the complaint to the Financial Ombudsman Service.'
  );
}

/** The letter's subject line. */
export function complaintLetterSubject({ claimantName, reference }: ComplaintLetterFacts): string {
  return `Complaint about undisclosed commission on car finance: our client ${claimantName}, our reference ${reference}`;
}

/**
 * The body of the complaint, paragraph by paragraph: who we act for, what the complaint is (the
 * commission paid to the broker and not disclosed), what we ask the lender to do, the 8 weeks it has
 * for its final response (or, on a scheme route, its determination under the redress scheme by the
 * scheme's deadline) and the Financial Ombudsman Service after that. It promises no amount.
 */
export function complaintLetterParagraphs(facts: ComplaintLetterFacts): string[] {
  const { claimantName, lender, reference, firmName, agreementCount } = facts;
  const agreements = agreementCount === 1 ? 'the car finance agreement' : 'the car finance agreements';
  const each = agreementCount === 1 ? 'the agreement' : 'each agreement';
  return [
    'Dear Sir or Madam,',
    `We act for ${claimantName}, whose details are set out below, in a complaint about ${agreements} ` +
      `with ${lender} listed in this letter. Their signed letter of authority is attached. Please treat ` +
      'this letter as a formal complaint under the Financial Conduct Authority’s complaint handling rules.',
    `Our client believes that ${lender} paid commission to the car dealer or credit broker that arranged ` +
      `the finance, and that the commission was not properly disclosed to them: whether it was paid, how ` +
      `much it was, how it was worked out, and any arrangement between the broker and ${lender}. Where ` +
      'the commission depended on the interest rate, the broker may have been able to raise the rate our ' +
      'client paid so as to earn more commission.',
    'Our client did not know these things when they took the finance, so they could not weigh up the ' +
      `offer properly. We say that this made the relationship between our client and ${lender} unfair, ` +
      'and that our client was not given information that was clear, fair and not misleading.',
    `Please: tell us whether commission was paid on ${each}, how much it was and how it was set; ` +
      'investigate this complaint; put our client back in the position they would have been in had the ' +
      'commission been fairly disclosed, with interest, if they lost out; and send us your final response.',
    answerParagraph(facts),
    `Please write to us, not to our client, about this complaint, quoting our reference ${reference}.`,
    'Yours faithfully,',
    firmName,
  ];
}
