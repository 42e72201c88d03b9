import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { StoredComplaintSchema, StoredEventSchema } from '../../contract/lifecycle/stored';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { adminDb } from './support';

/** Anyone calling the real gateway: a claimant, a staff member. */
interface GatewayCaller {
  call: (functionName: string, data: unknown) => Promise<unknown>;
}

/**
 * One event on one complaint as the desk and the claimant record it: `handler.send` through
 * deskSendComplaint, the one call that sends a complaint, with its letter (decision 249), the
 * others through recordComplaintEvent. The answer is recordComplaintEvent's: the letter is left out.
 */
export async function recordAsTheDesk(
  caller: GatewayCaller,
  request: { claimId: string; complaintId: string; idempotencyKey: string; event: object },
): Promise<unknown> {
  const { event, ...target } = request;
  if ((event as { type?: unknown }).type !== 'handler.send') {
    return caller.call('recordComplaintEvent', request);
  }
  const sent = (await caller.call('deskSendComplaint', target)) as { data: Record<string, unknown> };
  const { letter: _letter, ...recorded } = sent.data;
  return { data: recorded };
}

/** One event recorded as `recordAsTheDesk` does, with a new idempotency key unless one is given. */
export const recordEvent = (
  caller: GatewayCaller,
  claimId: string,
  complaintId: string,
  event: object,
  key: string = randomUUID(),
) => recordAsTheDesk(caller, { claimId, complaintId, idempotencyKey: key, event });

/** A claim's complaints as the gateway stored them, in complaint order. */
export async function storedComplaints(claimId: string) {
  const snap = await adminDb().collection(`claims/${claimId}/complaints`).orderBy('complaintId').get();
  return snap.docs.map((doc) => v.parse(StoredComplaintSchema, doc.data()));
}

/** One complaint's events as the gateway stored them, each with its id, in sequence. */
export async function storedEvents(claimId: string, complaintId: string) {
  const snap = await adminDb()
    .collection(`claims/${claimId}/events`)
    .where('complaintId', '==', complaintId)
    .get();
  return snap.docs
    .map((doc) => ({ eventId: doc.id, ...v.parse(StoredEventSchema, doc.data()) }))
    .sort((a, b) => a.seq - b.seq);
}

/** The audit entries about a claim, oldest first. */
export const claimAudit = async (claimId: string) =>
  (await adminDb().collection('audit').where('claimId', '==', claimId).get()).docs
    .map((doc) => doc.data() as AuditRecord)
    .sort((a, b) => a.at - b.at);
