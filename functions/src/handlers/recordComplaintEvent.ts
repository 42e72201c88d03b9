import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { CallContext } from '../context.js';
import { recordComplaintEventIn } from '../claims/complaintEvents.js';
import { eventRequestHash, legacyEventRequestHash } from '../claims/eventFingerprint.js';
import { tellClaimant } from '../claims/news.js';
import { requireStaff, type StaffCaller } from '../desk/access.js';
import { claimNotFound, notTheClaimant, parsePayload, sendWithLetter } from '../lib/errors.js';
import { worksOn } from '../lib/staff.js';
import { sourceOf, type RequestedEvent } from '../../../contract/lifecycle/events.js';
import {
  RecordComplaintEventRequestSchema,
  type RecordComplaintEventRequest,
} from '../../../contract/requests.js';

/** The desk's staff member making this call, or null for anyone the desk would refuse. */
function staffOrNull(ctx: CallContext): StaffCaller | null {
  try {
    return requireStaff(ctx);
  } catch {
    return null;
  }
}

/**
 * Extension (decisions 173, 174): records one event on one complaint of a claim. The claimant
 * records their own decisions (accepting or declining an offer, cancelling within 14 days of
 * signing); the rest is a desk action: a case handler or supervisor signed in with a second factor
 * (`requireStaff`, decision 178) whose token names the claim's workspace, audited with the event
 * (decision 179). The complaint machine decides whether the complaint's state accepts the event.
 * The idempotency key is the event's id, so a retried event is recorded once and answered the same.
 * `handler.send` is not taken here: a complaint is sent with its letter, by deskSendComplaint.
 */
export async function recordComplaintEvent(data: unknown, ctx: CallContext) {
  return recordEvent(ctx, parsePayload(RecordComplaintEventRequestSchema, data));
}

export interface RecordEventOptions {
  /** Refuses a claim once it has been read, before anything is written. */
  claimReady?: (claim: DocumentSnapshot) => void;
  /**
   * The caller makes the complaint's letter with the event (deskSendComplaint): only then is
   * `handler.send` recorded (decision 249). Without it, `handler.send` is refused.
   */
  withLetter?: boolean;
}

/**
 * One event on one complaint, as recordComplaintEvent and the desk's deskSendComplaint record it:
 * who may record it, the transaction (event, complaint, claim, audit entry), and the claimant's
 * email.
 */
export async function recordEvent(
  ctx: CallContext,
  request: Pick<RecordComplaintEventRequest, 'claimId' | 'complaintId' | 'idempotencyKey'> & {
    event: RequestedEvent;
  },
  { claimReady, withLetter = false }: RecordEventOptions = {},
) {
  const { uid, deps } = ctx;
  const { claimId, complaintId, idempotencyKey, event } = request;
  const source = sourceOf(event.type);
  // A handler's event is refused before anything is read (the desk's refusals: no staff role, or
  // no second factor in this sign-in): such a caller learns nothing about the claim.
  const staff = source === 'handler' ? requireStaff(ctx) : staffOrNull(ctx);
  const recorded = await recordComplaintEventIn(deps.db, deps.now, {
    claimId,
    complaintId,
    eventId: idempotencyKey,
    // Stored on the event the claimant reads: nothing of who asked (decision 249).
    requestHash: eventRequestHash(complaintId, event),
    legacyRequestHash: legacyEventRequestHash(uid, complaintId, event),
    event,
    ...(source === 'handler' && staff ? { auditAs: staff } : {}),
    recordedBy: (claim, workspace) => {
      const isStaffOfClaim = staff !== null && worksOn(staff, workspace);
      if (source === 'claimant') {
        if (claim.get('uid') === uid) return { role: 'claimant' };
        // Staff of the claim may know it exists; anyone else is answered as for a missing claim.
        throw isStaffOfClaim ? notTheClaimant() : claimNotFound();
      }
      if (staff === null || !isStaffOfClaim) throw claimNotFound();
      // Refused inside the transaction, so a staff member's attempt is audited like any refusal.
      if (event.type === 'handler.send' && !withLetter) throw sendWithLetter();
      claimReady?.(claim);
      return { role: staff.role };
    },
  });
  // The claimant hears of it by email, once per event (a retry finds the mail queued).
  await tellClaimant(deps, claimId, idempotencyKey, event.type, complaintId);
  return recorded;
}
