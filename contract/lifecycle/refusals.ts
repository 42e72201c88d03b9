// The gateway's refusals of an event on a complaint (decisions 173, 256 and 276): each one's code,
// its message (for developers, logs and the desk) and its details, whose `reason` the claimant's
// page maps to a sentence of its own (contract/claimantRefusals.ts). One owner: the gateway raises
// these (functions/src/lib/errors.ts) and its mock answers with the very same
// (mocks/gateway/lifecycle.ts), so stories and component tests meet what a claimant would.
// Plain data, no Firebase: the functions wrap each in an HttpsError.
import { SEND_WITH_LETTER_MESSAGE, type ComplaintEventType } from './events.js';
import { COMPLAINT_STATE_LABELS, type ComplaintState } from './states.js';

/** The callable error codes these refusals are sent with. */
export type LifecycleRefusalCode = 'not-found' | 'failed-precondition' | 'permission-denied';

/** A refusal as the gateway sends it: `{ code, message, details: { reason, … } }`. */
export interface LifecycleRefusal {
  code: LifecycleRefusalCode;
  message: string;
  details: { reason: LifecycleRefusalReason } & Record<string, unknown>;
}

/** Each refusal's `details.reason`. */
export const LIFECYCLE_REFUSAL_REASONS = {
  claim: 'claim',
  complaint: 'complaint',
  eventNotAccepted: 'event-not-accepted',
  notClaimant: 'not-claimant',
  sendWithLetter: 'send-with-letter',
} as const;
export type LifecycleRefusalReason =
  (typeof LIFECYCLE_REFUSAL_REASONS)[keyof typeof LIFECYCLE_REFUSAL_REASONS];

/** Someone else's claim is answered exactly like a missing one, so claim ids cannot be probed. */
export const claimNotFoundRefusal = (): LifecycleRefusal => ({
  code: 'not-found',
  message: 'No claim with this claimId belongs to the signed-in user.',
  details: { reason: LIFECYCLE_REFUSAL_REASONS.claim },
});

/** A claim's complaint that does not exist (or a claim not yet submitted, which has none). */
export const complaintNotFoundRefusal = (): LifecycleRefusal => ({
  code: 'not-found',
  message: 'This claim has no complaint with this complaintId.',
  details: { reason: LIFECYCLE_REFUSAL_REASONS.complaint },
});

/**
 * An event the complaint's state does not accept: the state is named, with what it accepts. A
 * cancellation refused after the 14 days is one (state `prepared`), and so is a decision on an
 * offer the complaint has moved on from; the claimant's page reads `state` from the details.
 */
export const eventNotAcceptedRefusal = (
  state: ComplaintState,
  event: ComplaintEventType,
  accepts: readonly ComplaintEventType[],
): LifecycleRefusal => ({
  code: 'failed-precondition',
  message: `The complaint’s state is ${state} (${COMPLAINT_STATE_LABELS[state]}): it does not accept ${event}.`,
  details: { reason: LIFECYCLE_REFUSAL_REASONS.eventNotAccepted, state, event, accepts: [...accepts] },
});

/** An event only the claimant decides (accepting or declining an offer, cancelling). */
export const notTheClaimantRefusal = (): LifecycleRefusal => ({
  code: 'permission-denied',
  message: 'Only the claimant can record this event.',
  details: { reason: LIFECYCLE_REFUSAL_REASONS.notClaimant },
});

/**
 * `handler.send` asked of recordComplaintEvent: a complaint is sent only with its letter
 * (decision 249). The desk's alone: a claimant never records a handler's event.
 */
export const sendWithLetterRefusal = (): LifecycleRefusal => ({
  code: 'failed-precondition',
  message: SEND_WITH_LETTER_MESSAGE,
  details: { reason: LIFECYCLE_REFUSAL_REASONS.sendWithLetter },
});
