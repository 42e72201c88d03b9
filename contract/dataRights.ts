// Deleting a claimant's data (decision 184): who may ask for it (decision 248), what an approved
// deletion keeps on a signed claim and what it removes, for the gateway that does it, the page that
// explains it and the privacy notice.
// Plain data, no valibot: the privacy notice is a content page.
import { addMonths, isPastDue, ukDay } from './lifecycle/dates.js';
import { RETENTION_DAYS } from './retention.js';

/**
 * What an approved deletion leaves on a signed claim: what the firm keeps as its case record. Any
 * other field of a signed claim that can hold personal data is removed (REMOVED_FROM_A_SIGNED_CLAIM).
 */
export const KEPT_ON_A_SIGNED_CLAIM = [
  'applicant',
  'answers',
  'agreements',
  // Which part of the FCA's redress scheme may cover each claimed agreement (decision 254): the case's, not the person's.
  'agreementRoutes',
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

/**
 * The last day to deal with a deletion request received at `requestedAt` (decision 271): one
 * calendar month from the day of receipt, that day counted in the UK (Europe/London). UK GDPR
 * Art. 12(3): the controller provides information on action taken on a request "without undue
 * delay and in any event within one month of receipt of the request". The ICO reads the month as
 * ending on the corresponding calendar date of the next month, or that month's last day when it
 * has no such date (31 January: 28 or 29 February). The ICO also allows until the next working day
 * when that date is a weekend or bank holiday; the desk is shown the earlier day.
 * (The extension by two further months for complex requests is not used: none is taken here.)
 */
export const deletionDueOn = (requestedAt: number): string => addMonths(ukDay(requestedAt), 1);

/** Whether a deletion request received at `requestedAt` is still unanswered past its due day at `at`. */
export const isDeletionOverdue = (requestedAt: number, at: number): boolean =>
  isPastDue(deletionDueOn(requestedAt), at);

/**
 * Why withdrawDataDeletion refuses (decision 271), as `details.reason`, with the sentence the
 * claimant is shown: there is no request waiting to be dealt with (none was made, or the desk has
 * already acted on it).
 */
export const DATA_DELETION_WITHDRAW_REFUSAL = {
  reason: 'deletion-not-pending',
  message:
    'There is no request to delete your data waiting for us to deal with, so there is nothing to withdraw. Reload this page to see where your request is.',
} as const;

/** The longest reason the desk may give for refusing a deletion request (characters). */
export const DELETION_REFUSAL_REASON_MAX = 600;

/**
 * Why requestDataDeletion refuses an account (decision 248), as `details.reason`, with the
 * sentence the claimant is shown: the gateway answers it and the "Your data" page shows it.
 */
export const DATA_DELETION_REFUSALS = {
  /** A guest session: no email address, so nothing says whose request it is. */
  noEmail: {
    reason: 'deletion-needs-email',
    message:
      'To ask us to delete your data, sign in with your email address and password. If you have not set a password yet, set one for your claim first.',
  },
  /** An account with no claim: nothing of a claim is held to delete. */
  noClaim: {
    reason: 'deletion-no-claim',
    message: 'We hold no claim of yours, so there is nothing for us to delete.',
  },
} as const;
export type DataDeletionRefusal = keyof typeof DATA_DELETION_REFUSALS;

/**
 * Whether an account may ask for its data to be deleted: only one with an email address and at
 * least one claim may (decision 248). The gateway asks it of the caller's token and claims; the
 * "Your data" page of the copy it shows, so it does not offer what the gateway would refuse.
 */
export function dataDeletionRefusal(account: {
  hasEmail: boolean;
  claims: number;
}): DataDeletionRefusal | null {
  if (!account.hasEmail) return 'noEmail';
  return account.claims > 0 ? null : 'noClaim';
}

/** The refusal a failed request names in `details.reason`, if it is one of these. */
export function dataDeletionRefusalOf(reason: unknown): DataDeletionRefusal | null {
  const found = Object.entries(DATA_DELETION_REFUSALS).find(([, refusal]) => refusal.reason === reason);
  return found ? (found[0] as DataDeletionRefusal) : null;
}
