// What the claimant reads when the gateway refuses something they asked on "Your claims"
// (decision 256): one sentence or two for each refusal they can meet, saying what happened, the day
// where one applies, what to do next and how to reach the firm. The gateway's own messages are for
// developers and logs ("The complaint's state is prepared …"); the page shows these instead.
// Plain data and functions: the claimant's page and its machine read them, and so may an email.
import { DATA_DELETION_REFUSALS } from './dataRights.js';
import { claimantFailure, contactTheFirm, waitThenTryAgain } from './failureWords.js';
import { withdrawalHow, type Workspace } from './firms.js';
import { LETTER_REFUSALS } from './letters.js';

// A failure by its kind alone (network, timeout, …) is said in failureWords.ts (decision 283).
export * from './failureWords.js';

/** What the claimant asked for when the refusal came. */
export type RefusedAsk =
  | 'claimant.cancel'
  | 'claimant.acceptOffer'
  | 'claimant.declineOffer'
  | 'claimant.acceptDetermination'
  | 'claimant.disputeDetermination'
  /** The signed copy of the claim's letter of authority. */
  | 'signedCopy'
  /** One of the claim's letters: the complaint letter or a lender's response (decision 275). */
  | 'letter';

/** A refusal as the gateway client reports it: `details.reason`, the failure's kind, its details. */
export interface Refusal {
  reason?: string | undefined;
  kind?: string | undefined;
  details?: unknown;
}

/** What the page knows of the claim the claimant acted on. */
export interface RefusedClaim {
  ask: RefusedAsk;
  workspace: Workspace;
  /** The claim's reference, once signed; the claimant quotes it when they contact the firm. */
  reference: string | null;
  /** The lender of the complaint decided on ("Black Horse"), for a decision on an offer. */
  lender?: string | null;
  /** The last day to cancel without paying, "4 December 2025", once the claim has complaints. */
  lastDayToCancel?: string | null;
}

/**
 * The reasons the gateway gives (`details.reason`) that the claimant can meet on "Your claims" and
 * "Your data", each with its own sentence below. Anything else is answered by the failure's kind.
 */
export const CLAIMANT_REFUSAL_REASONS = [
  'event-not-accepted',
  'claim',
  'complaint',
  'not-claimant',
  'session-revoked',
  'rate-limited',
  'email-not-verified',
  'idempotency-conflict',
  'not-signed',
  'account',
  DATA_DELETION_REFUSALS.noEmail.reason,
  DATA_DELETION_REFUSALS.noClaim.reason,
  LETTER_REFUSALS.missing,
] as const;
export type ClaimantRefusalReason = (typeof CLAIMANT_REFUSAL_REASONS)[number];

/** The states in which a complaint has ended (or is paid): nothing can be cancelled on it. */
const ENDED_STATES: readonly string[] = ['paid', 'closed', 'withdrawn', 'cancelled'];

const field = (details: unknown, key: string): unknown =>
  typeof details === 'object' && details !== null ? (details as Record<string, unknown>)[key] : undefined;

const questions = (claim: RefusedClaim) =>
  `If you have any questions, ${contactTheFirm(claim.workspace, claim.reference)}.`;

const DECIDED: Record<Exclude<RefusedAsk, 'claimant.cancel' | 'signedCopy' | 'letter'>, [string, string]> = {
  'claimant.acceptOffer': ['accept', 'offer'],
  'claimant.declineOffer': ['decline', 'offer'],
  'claimant.acceptDetermination': ['accept', 'determination'],
  'claimant.disputeDetermination': ['dispute', 'determination'],
};

/** The 14 days have passed, or the claim has ended: why a cancellation was not recorded. */
function cancelRefused(claim: RefusedClaim, state: unknown): string {
  if (typeof state === 'string' && ENDED_STATES.includes(state)) {
    return `Your claim could not be cancelled because it has already ended. This page now shows where it stands. ${questions(claim)}`;
  }
  const day = claim.lastDayToCancel ? ` was ${claim.lastDayToCancel}` : ' has passed';
  const how = claim.reference
    ? ` ${withdrawalHow(claim.workspace, claim.reference)}`
    : ` ${questions(claim)}`;
  return `Your claim has not been cancelled. The last day to cancel without paying${day}.${how}`;
}

/** The offer is no longer there to decide on: the complaint moved on since the page was read. */
function decisionRefused(claim: RefusedClaim): string {
  const [ask, what] =
    claim.ask === 'claimant.cancel' || claim.ask === 'signedCopy' || claim.ask === 'letter'
      ? ['decide on', 'offer']
      : DECIDED[claim.ask];
  const whose = claim.lender ? `${claim.lender}’s ${what}` : `this ${what}`;
  return `You can no longer ${ask} ${whose}: your complaint has changed since you opened this page. This page now shows where it stands. ${questions(claim)}`;
}

/** The session-revoked refusal, by how the session ended (`details.ended`). */
function sessionEnded(claim: RefusedClaim, ended: unknown): string {
  if (ended === 'disabled') {
    return `This account has been switched off, so we could not do this. If you think this is wrong, ${contactTheFirm(claim.workspace, claim.reference)}.`;
  }
  if (ended === 'deleted') {
    return `This account no longer exists: its data was deleted. ${questions(claim)}`;
  }
  return 'You have been signed out on this device, because the sessions of your account were ended. Sign in again to carry on.';
}

/** The sentence for a refusal the gateway named by its reason, or null for a reason not listed. */
function byReason(refusal: Refusal, claim: RefusedClaim): string | null {
  const { details } = refusal;
  switch (refusal.reason as ClaimantRefusalReason | undefined) {
    case 'event-not-accepted':
      return claim.ask === 'claimant.cancel'
        ? cancelRefused(claim, field(details, 'state'))
        : decisionRefused(claim);
    case 'claim':
    case 'not-claimant':
      return `We could not find this claim in the account you are signed in with. Sign in with the email address you made the claim with. ${questions(claim)}`;
    case 'complaint':
      return `We could not find this complaint on your claim. Reload this page to see your claim as it is now. ${questions(claim)}`;
    case 'session-revoked':
      return sessionEnded(claim, field(details, 'ended'));
    case 'rate-limited':
      return `You have tried this too many times. ${waitThenTryAgain(field(details, 'retryAfterSeconds'))}`;
    case 'email-not-verified':
      return 'Confirm your email address first: open the link in the email we sent you, then sign in again.';
    case 'idempotency-conflict':
      return 'Reload this page, then try again.';
    case 'not-signed':
      return 'This claim has not been signed yet, so there is no signed copy to download.';
    case 'account':
      return `This account no longer exists: its data was deleted as you asked. ${questions(claim)}`;
    case 'deletion-needs-email':
      return DATA_DELETION_REFUSALS.noEmail.message;
    case 'deletion-no-claim':
      return DATA_DELETION_REFUSALS.noClaim.message;
    case LETTER_REFUSALS.missing:
      return `We could not find this letter on your claim. Reload this page to see your letters as they are now. ${questions(claim)}`;
    default:
      return null;
  }
}

/**
 * What the claimant reads when the gateway refuses what they asked: the sentence for its reason,
 * else for its kind. Never the gateway's own message.
 */
export function claimantRefusal(refusal: Refusal, claim: RefusedClaim): string {
  return (
    byReason(refusal, claim) ??
    claimantFailure(refusal.kind, claim, { retryAfterSeconds: field(refusal.details, 'retryAfterSeconds') })
  );
}

/** A failure as an actor reports it (the gateway client's error), read without knowing its class. */
export function refusalOf(error: unknown): Refusal {
  const read = (key: string) => {
    const value = field(error, key);
    return typeof value === 'string' ? value : undefined;
  };
  return { reason: read('reason'), kind: read('kind'), details: field(error, 'details') };
}
