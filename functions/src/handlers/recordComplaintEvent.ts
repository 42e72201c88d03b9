import type { CallContext } from '../context.js';
import { recordComplaintEventIn } from '../claims/complaintEvents.js';
import { tellClaimant } from '../claims/news.js';
import { claimNotFound, notStaff, notTheClaimant, parsePayload } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { worksOn } from '../lib/staff.js';
import { sourceOf } from '../../../contract/lifecycle/events.js';
import { RecordComplaintEventRequestSchema } from '../../../contract/requests.js';

/**
 * Extension (decision 173): records one event on one complaint of a claim. The claimant records
 * their own decisions (accepting or declining an offer, cancelling within 14 days of signing); a
 * case handler or supervisor whose token names the claim's workspace records the rest. The
 * complaint machine decides whether the complaint's state accepts the event. The idempotency key
 * is the event's id, so a retried event is recorded once and answered the same.
 */
export async function recordComplaintEvent(data: unknown, { uid, deps, caller }: CallContext) {
  const { claimId, complaintId, idempotencyKey, event } = parsePayload(
    RecordComplaintEventRequestSchema,
    data,
  );
  const source = sourceOf(event.type);
  const staff = caller.staff ?? null;
  // Refused before anything is read: a caller without a staff role learns nothing about the claim.
  if (source === 'handler' && !staff) throw notStaff();
  const recorded = await recordComplaintEventIn(deps.db, deps.now, {
    claimId,
    complaintId,
    eventId: idempotencyKey,
    requestHash: payloadHash({ uid, complaintId, event }),
    event,
    recordedBy: (claim, workspace) => {
      const isStaffOfClaim = staff !== null && worksOn(staff, workspace);
      if (source === 'claimant') {
        if (claim.get('uid') === uid) return { uid, role: 'claimant' };
        // Staff of the claim may know it exists; anyone else is answered as for a missing claim.
        throw isStaffOfClaim ? notTheClaimant() : claimNotFound();
      }
      if (staff === null || !isStaffOfClaim) throw claimNotFound();
      return { uid, role: staff.role };
    },
  });
  // The claimant hears of it by email, once per event (a retry finds the mail queued).
  await tellClaimant(deps, claimId, idempotencyKey, event.type);
  return recorded;
}
