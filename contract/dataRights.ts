// Deleting a claimant's data (decision 184): what an approved deletion keeps on a signed claim and
// what it removes, for the gateway that does it, the page that explains it and the privacy notice.
// Plain data, no valibot: the privacy notice is a content page.
import { RETENTION_DAYS } from './retention.js';

/**
 * What an approved deletion leaves on a signed claim: what the firm keeps as its case record. Any
 * other field of a signed claim that can hold personal data is removed (REMOVED_FROM_A_SIGNED_CLAIM).
 */
export const KEPT_ON_A_SIGNED_CLAIM = [
  'applicant',
  'answers',
  'agreements',
  'signature',
  'submission',
  'workspace',
  'status',
  'uid',
  'checkId',
  'checkedAt',
  'checkOutcome',
  'createdAt',
  'updatedAt',
  'signedAt',
  'submittedAt',
  'confirmationQueuedAt',
  'accountDeletedAt',
  'lenders',
  'responseDueAt',
] as const;

/**
 * Removed from a signed claim by a deletion: how the claimant found us, the credit file's
 * addresses (those claimed with are in the answers), and the other-firm answer given at the check
 * (the signed answers hold it), and the desk's search forms of the email, surname and postcodes
 * (the desk then finds the claim by its reference). Agreements the claim is not about go as well.
 */
export const REMOVED_FROM_A_SIGNED_CLAIM = [
  'referral',
  'addresses',
  'otherFirmInstructed',
  'search',
] as const;

/** The agreements a signed claim keeps: the ones claimed for. */
export function claimedAgreementsOnly(
  agreements: readonly { id: string }[],
  agreementIds: readonly string[],
): { id: string }[] {
  const chosen = new Set(agreementIds);
  return agreements.filter((agreement) => chosen.has(agreement.id));
}

/** What the claimant is told a deletion keeps, and for how long. */
export const DELETION_KEEPS = {
  what: [
    'your signed claims: the details you signed them with (your name, date of birth, email address, mobile number and addresses), the agreements you claimed for, your answers and your signature',
    'what has happened to each complaint we made for you, and our notes on it',
  ],
  why: `A law firm must keep its case records: we keep a signed claim for as long as it runs and then for ${RETENTION_DAYS.signedClaimYears} years, to answer any complaint or legal claim about our work for you. If a claim is still going on, we carry on with it and contact you about it by email or phone.`,
} as const;

/** What the claimant is told a deletion removes. */
export const DELETION_REMOVES = [
  'your account on this website: its email address and password, so you can no longer sign in',
  'your profile',
  'claims you started but did not sign, with what your credit file showed for them',
  'a claim you saved to come back to later',
  'how you found us (the advert or link you came from)',
  'the agreements and addresses from your credit file that you did not claim for',
  'our copies of the emails we sent you',
] as const;

/** How long the firm has to carry out a deletion once asked (UK GDPR: one month). */
export const DELETION_WITHIN = 'within one month';
