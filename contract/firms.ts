import * as v from 'valibot';
import { CANCELLATION_DAYS, RESPONSE_WEEKS, SEND_WITHIN_WORKING_DAYS } from './lifecycle/dates.js';

/** The four workspaces (brandings); the web app is built for one, and a claim records it. */
export const WorkspaceSchema = v.picklist(
  ['Redress', 'SGUK', 'SGUKINTERNAL', 'Complex365'],
  'workspace must be one of Redress, SGUK, SGUKINTERNAL, Complex365',
);
export type Workspace = v.InferOutput<typeof WorkspaceSchema>;

/**
 * The firm a claimant instructs: named in the letter of authority they sign, in the confirmation
 * email and in the signed copy.
 *
 * SAMPLE VALUES. The firm's legal entity, regulator number and contact details are not known
 * yet; these placeholders are shown marked as samples until the firm supplies them.
 */
export interface FirmDetails {
  legalEntity: string;
  regulator: string;
  address: string;
  phone: string;
  /** When the telephone line is open, e.g. "Monday to Friday, 9am to 5pm". */
  hours: string;
  email: string;
}

const complexFirm: FirmDetails = {
  legalEntity: 'Complex Law LLP (sample)',
  regulator: 'Authorised and regulated by the Solicitors Regulation Authority, SRA number 000000 (sample)',
  address: '1 Sample Street, Manchester M1 1AA (sample)',
  phone: '0161 000 0000 (sample)',
  hours: 'Monday to Friday, 9am to 5pm',
  email: 'claims@redress.example',
};

const slaterFirm: FirmDetails = {
  legalEntity: 'SGUK Legal LLP (sample)',
  regulator: 'Authorised and regulated by the Solicitors Regulation Authority, SRA number 000001 (sample)',
  address: '2 Example Square, London EC1A 1AA (sample)',
  phone: '020 0000 0000 (sample)',
  hours: 'Monday to Friday, 9am to 5pm',
  email: 'carfinance@sguk.example',
};

export const FIRMS: Record<Workspace, FirmDetails> = {
  Redress: complexFirm,
  Complex365: { ...complexFirm, email: 'claims@complex365.example' },
  SGUK: slaterFirm,
  SGUKINTERNAL: slaterFirm,
};

/** The words the claimant signs; the signing page, the signed copy and the email quote them. */
export function letterOfAuthorityText(claimantName: string, firmName: string): string {
  return (
    `I, ${claimantName}, authorise ${firmName} to act for me in my complaints about car finance ` +
    'commission, and to ask lenders and credit reference agencies for information about my agreements.'
  );
}

/**
 * What happens after a claim is submitted, in order; the thank-you page, the email and the copy list
 * it. The days and weeks are the complaint's calendar's (lifecycle/dates.ts).
 */
export const NEXT_STEPS = [
  `Within ${SEND_WITHIN_WORKING_DAYS} working days, we send your complaint to each lender.`,
  `Lenders usually have ${RESPONSE_WEEKS} weeks to reply. We tell you when each one does.`,
  'If a lender offers compensation, we explain it and ask whether you want to accept. If not, we may take the complaint to the Financial Ombudsman Service.',
] as const;

/** The button on Your claims that cancels a claim (a confirmation follows); the email names it too. */
export const CANCEL_CLAIM_BUTTON = 'Cancel this claim';

/** The claimant's right to cancel, in the period the complaint's calendar holds (contract/lifecycle/dates.ts). */
export const CANCELLATION_RIGHT = `You can cancel within ${CANCELLATION_DAYS} days without paying anything.`;

/**
 * How long making a claim takes, said on the home page and on the claim's first page alike.
 * Measured end to end with the sandbox credit file, reading every page: about 10 minutes.
 */
export const CLAIM_DURATION = 'about 10 minutes';

/**
 * What the claimant is told once the 14 days to cancel have passed (decision 189): how to withdraw
 * and what it may cost under the terms they signed (at most the fee schedule's fee on any
 * compensation, for the work already done).
 */
export function withdrawalText(workspace: Workspace, reference: string): string {
  return `The ${CANCELLATION_DAYS} days to cancel without paying have passed. ${withdrawalHow(workspace, reference)}`;
}

/** How to withdraw a claim after the 14 days, and what it may cost: the page and a refusal say it. */
export function withdrawalHow(workspace: Workspace, reference: string): string {
  const firm = FIRMS[workspace];
  return (
    `You can still withdraw your claim: call us on ${firm.phone} ` +
    `(${firm.hours}) or email ${firm.email}, quoting ${reference}. Under the terms you signed, you may have to pay ` +
    'for work already done, up to the fee in our fee schedule on any compensation you are offered.'
  );
}
