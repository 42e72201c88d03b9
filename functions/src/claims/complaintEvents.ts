// Recording one event on one complaint (decision 173): the one place a complaint changes. The
// gateway's recordComplaintEvent and the nightly check for overdue responses both come here.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
  Transaction,
  UpdateData,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { auditWorkspaces } from '../desk/claims.js';
import { auditRecord, writeAudit, type AuditDetails } from '../desk/audit.js';
import type { StaffCaller } from '../desk/access.js';
import { setDeskListRows } from '../desk/listRows.js';
import { countComplaintChanges } from '../desk/overviewCounters.js';
import { complaintDocsOf } from './complaintDocs.js';
import { claimNotFound, complaintNotFound, eventNotAccepted } from '../lib/errors.js';
import { idempotencyConflict } from '../lib/outcomes.js';
import type { Writer } from '../lib/writer.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import {
  eventData,
  type ActorRole,
  type ComplaintEvent,
  type RequestedEvent,
  type SystemEvent,
} from '../../../contract/lifecycle/events.js';
import { decide, type ComplaintRecord } from '../../../contract/lifecycle/machine.js';
import {
  FINAL_COMPLAINT_STATES,
  claimResponseDueAt,
  claimStatusOf,
  type ClaimProgressStatus,
} from '../../../contract/lifecycle/states.js';
import { complaintAuditAction } from '../../../contract/staff.js';
import {
  StoredComplaintSchema,
  complaintRecordOf,
  type StoredComplaint,
  type StoredEvent,
} from '../../../contract/lifecycle/stored.js';
import type { CancelClaimData, RecordComplaintEventData } from '../../../contract/responses.js';

/** An event as stored, with what is needed to answer a retry of it. */
export type EventDocument = StoredEvent & {
  /** The complaint once the event was recorded. */
  after: ComplaintRecord;
  idempotencyKey: string;
  requestHash: string;
};

export interface EventToRecord {
  claimId: string;
  complaintId: string;
  /** The event's id: the caller's idempotency key, so a retry finds the event it recorded. */
  eventId: string;
  /** What a retry under the same id must match (`eventRequestHash`, eventFingerprint.ts). */
  requestHash: string;
  /** The same request's hash as an event stored before decision 249 carries it, also matched. */
  legacyRequestHash?: string;
  event: RequestedEvent | SystemEvent;
  /**
   * Who records it, decided once the claim has been read (its owner and workspace); throws the
   * refusal when the caller may not record this event on this claim. Only the role is stored on the
   * event, which the claimant reads; a staff member's uid is in the audit entry (decision 200).
   */
  recordedBy: (claim: DocumentSnapshot, workspace: Workspace) => { role: ActorRole };
  /**
   * The staff member recording a handler's event: the event, or its refusal, is written to the
   * audit log in the same transaction (decision 179). Absent for the claimant's and the clock's.
   */
  auditAs?: StaffCaller;
  /**
   * What else the caller writes in the event's transaction once the event is accepted (a lender's
   * file: the determination's check, decision 277). Not called for a retry answered again.
   */
  alsoWrite?: (tx: Transaction, at: number) => void;
}

export type RecordedEvent = { data: RecordComplaintEventData };

function answerOf(claimId: string, id: string, event: EventDocument): RecordedEvent {
  return {
    data: {
      claimId,
      complaintId: event.complaintId,
      event: {
        id,
        seq: event.seq,
        type: event.type,
        at: new Date(event.at).toISOString(),
        by: { role: event.by.role },
        stateBefore: event.stateBefore,
        stateAfter: event.stateAfter,
      },
      complaint: event.after,
      claimStatus: event.claimStatus,
    },
  };
}

/** A stored complaint read; one that does not read as one stops the change. */
export function storedComplaintOf(doc: DocumentSnapshot): StoredComplaint {
  const parsed = v.safeParse(StoredComplaintSchema, doc.data());
  if (!parsed.success) throw new Error('A stored complaint does not read as one');
  return parsed.output;
}

/** An event the complaint machine accepted, and what it changes, before anything is written. */
export interface PlannedEvent {
  claimId: string;
  eventId: string;
  recorded: EventDocument;
  /** The complaint before the event, and every complaint of the claim after it. */
  before: StoredComplaint;
  complaintsAfter: StoredComplaint[];
}

/**
 * Decides one event on a claim's complaints as read (decision 173), writing nothing: the machine
 * says whether the complaint's state accepts it; throws the refusal when it does not.
 */
export function planComplaintEvent(
  request: Pick<EventToRecord, 'claimId' | 'complaintId' | 'eventId' | 'requestHash' | 'event'>,
  claim: DocumentSnapshot,
  workspace: Workspace,
  role: ActorRole,
  stored: readonly StoredComplaint[],
  at: number,
): PlannedEvent {
  const { claimId, complaintId, eventId, requestHash } = request;
  const complaint = stored.find((c) => c.complaintId === complaintId);
  if (!complaint) throw complaintNotFound();
  const event = { ...request.event, at } as ComplaintEvent;
  const decision = decide(complaintRecordOf(complaint), event);
  if (!decision.accepted) throw eventNotAccepted(complaint.state, event.type, decision.accepts);
  const { after } = decision;
  const seq = complaint.eventCount + 1;
  const complaintsAfter = stored.map((c) =>
    c === complaint ? { ...c, ...after, eventCount: seq, updatedAt: at } : c,
  );
  const claimStatus = claimStatusOf(complaintsAfter.map((c) => c.state));
  const recorded: EventDocument = {
    complaintId,
    seq,
    type: event.type,
    data: eventData(event),
    at,
    by: { role },
    stateBefore: complaint.state,
    stateAfter: after.state,
    claimStatus,
    uid: claim.get('uid') as string,
    workspace,
    after,
    idempotencyKey: eventId,
    requestHash,
  };
  return { claimId, eventId, recorded, before: complaint, complaintsAfter };
}

/**
 * Writes a planned event through a transaction or a batch: the event (created, never overwritten),
 * the complaint's new state, the claim's status and `responseDueAt`, its desk list entries and, unless
 * the caller counts a group's changes together, the overview's counters. With `since`, the claim
 * and the complaint are written only if unchanged since they were read (a batch's guard).
 */
export function writeComplaintEvent(
  db: Firestore,
  w: Writer,
  claim: DocumentSnapshot,
  planned: PlannedEvent,
  { counted = true, since }: { counted?: boolean; since?: { complaint: Timestamp } } = {},
): void {
  const { claimId, eventId, recorded, before, complaintsAfter } = planned;
  const { at, after, seq, claimStatus } = recorded;
  const claimRef = db.collection('claims').doc(claimId);
  // Only a batch passes a precondition: a transaction's update reads an undefined one as a field.
  const update = (ref: DocumentReference, data: UpdateData<DocumentData>, time: Timestamp | undefined) =>
    since && time ? w.update(ref, data, { lastUpdateTime: time }) : w.update(ref, data);
  w.create(claimRef.collection('events').doc(eventId), recorded);
  update(
    claimRef.collection('complaints').doc(before.complaintId),
    { ...after, eventCount: seq, updatedAt: at },
    since?.complaint,
  );
  // The desk overview's counters move with the complaint (decision 273).
  if (counted) countComplaintChanges(db, w, claimId, [complaintChangeOf(planned)]);
  const responseDueAt = claimResponseDueAt(complaintsAfter);
  update(claimRef, { status: claimStatus, responseDueAt, updatedAt: at }, claim.updateTime);
  setDeskListRows(db, w, claim, { status: claimStatus, responseDueAt });
}

/** What a planned event changes in the overview's counters. */
export const complaintChangeOf = ({ before, recorded }: PlannedEvent) => ({
  before,
  after: { ...before, ...recorded.after },
});

/**
 * Records one event in one transaction: the complaint machine decides whether the complaint's
 * state accepts it; the event (who, when, what, the state before and after), the complaint's new
 * state, the claim's status and `responseDueAt` (decision 180), and for a staff member's event its
 * audit entry, are written together, or nothing is. A staff member's refused event leaves only
 * its audit entry. An event already recorded under the same id is answered again (and not audited
 * twice), unless it was another request.
 */
export async function recordComplaintEventIn(
  db: Firestore,
  now: () => number,
  request: EventToRecord,
): Promise<RecordedEvent> {
  const { claimId, complaintId, eventId, requestHash, legacyRequestHash, auditAs } = request;
  const claimRef = db.collection('claims').doc(claimId);
  const eventRef = claimRef.collection('events').doc(eventId);
  const complaintsRef = claimRef.collection('complaints');

  const outcome = await db.runTransaction(
    async (tx): Promise<{ recorded: RecordedEvent } | { refused: HttpsError }> => {
      const claim = await tx.get(claimRef);
      const at = now();
      const workspace = claim.exists ? v.parse(WorkspaceSchema, claim.get('workspace') ?? 'Redress') : null;
      const audit = (outcome: 'ok' | 'refused', details: AuditDetails) => {
        const { type } = request.event;
        if (!auditAs || !type.startsWith('handler.')) return;
        const ofClaim = workspace !== null && auditAs.workspaces.includes(workspace);
        writeAudit(
          db,
          auditRecord(auditAs, at, {
            action: complaintAuditAction(type as `handler.${string}`),
            claimId,
            workspaces: ofClaim ? [workspace] : auditWorkspaces(auditAs, workspace, true),
            outcome,
            details: { complaintId, eventId, ...details },
          }),
          tx,
        );
      };
      try {
        if (!claim.exists || workspace === null) throw claimNotFound();
        const by = request.recordedBy(claim, workspace);

        const [existing, [complaints]] = await Promise.all([
          tx.get(eventRef),
          complaintDocsOf(
            [claim],
            (refs) => tx.getAll(...refs),
            async () => (await tx.get(complaintsRef)).docs,
          ),
        ]);
        if (existing.exists) {
          const recorded = existing.data() as EventDocument;
          const same =
            recorded.requestHash === requestHash ||
            (legacyRequestHash !== undefined && recorded.requestHash === legacyRequestHash);
          if (!same) throw idempotencyConflict();
          return { recorded: answerOf(claimId, eventId, recorded) };
        }
        const stored = complaints!.map(storedComplaintOf);
        const planned = planComplaintEvent(request, claim, workspace, by.role, stored, at);
        writeComplaintEvent(db, tx, claim, planned);
        const { recorded } = planned;
        request.alsoWrite?.(tx, at);
        audit('ok', { stateBefore: recorded.stateBefore, stateAfter: recorded.stateAfter });
        return { recorded: answerOf(claimId, eventId, recorded) };
      } catch (error) {
        // A staff member's refusal is audited: returned, not thrown, so the entry is committed.
        if (!auditAs || !(error instanceof HttpsError)) throw error;
        const details = error.details as { reason?: unknown; state?: unknown } | undefined;
        audit('refused', {
          reason: typeof details?.reason === 'string' ? details.reason : error.code,
          ...(typeof details?.state === 'string' ? { state: details.state } : {}),
        });
        return { refused: error };
      }
    },
  );
  if ('refused' in outcome) throw outcome.refused;
  return outcome.recorded;
}

export interface ClaimCancellation {
  claimId: string;
  /** The claimant's uid: only the claim's owner cancels it. */
  uid: string;
  /** The caller's idempotency key: each complaint's event id is made from it. */
  key: string;
  requestHash: string;
}

/** The id of the cancellation event of one complaint, from the call's key. */
export const cancellationEventId = (key: string, complaintId: string) => `${key}-${complaintId}`;

export type CancelledClaim = {
  data: { claimId: string; claimStatus: ClaimProgressStatus; events: CancelClaimData['events'] };
};

/**
 * The claimant cancels their whole claim (decision 189): `claimant.cancel` on each open complaint,
 * all in one transaction, so either every complaint is cancelled and the claim with them, or
 * nothing changes. The machine decides, per complaint, whether the 14 days have passed; one
 * refusal refuses the whole call. A retry under the same key answers the events it recorded.
 */
export function cancelClaimIn(
  db: Firestore,
  now: () => number,
  request: ClaimCancellation,
): Promise<CancelledClaim> {
  const { claimId, uid, key, requestHash } = request;
  const claimRef = db.collection('claims').doc(claimId);
  const complaintsRef = claimRef.collection('complaints');
  const eventsRef = claimRef.collection('events');
  return db.runTransaction(async (tx) => {
    const claim = await tx.get(claimRef);
    if (!claim.exists || claim.get('uid') !== uid) throw claimNotFound();
    const workspace = v.parse(WorkspaceSchema, claim.get('workspace') ?? 'Redress');
    const complaints = await tx.get(complaintsRef.orderBy('complaintId'));
    if (complaints.empty) throw complaintNotFound();
    const stored = complaints.docs.map(storedComplaintOf);
    const earlier = await tx.getAll(
      ...stored.map((c) => eventsRef.doc(cancellationEventId(key, c.complaintId))),
    );
    const recordedBefore = earlier.filter((doc) => doc.exists).map((doc) => doc.data() as EventDocument);
    if (recordedBefore.length > 0) {
      if (recordedBefore.some((event) => event.requestHash !== requestHash)) throw idempotencyConflict();
      return {
        data: {
          claimId,
          claimStatus: recordedBefore[0]!.claimStatus,
          events: recordedBefore.map((event) => ({
            complaintId: event.complaintId,
            ...answerOf(claimId, event.idempotencyKey, event).data.event,
          })),
        },
      };
    }

    const at = now();
    const event: ComplaintEvent = { type: 'claimant.cancel', at };
    const decisions = stored.map((complaint) => ({
      complaint,
      decision: decide(complaintRecordOf(complaint), event),
    }));
    // Complaints already ended (closed, withdrawn, cancelled) stay as they are.
    const open = decisions.filter(({ complaint }) => !FINAL_COMPLAINT_STATES.includes(complaint.state));
    if (open.length === 0) throw eventNotAccepted(stored[0]!.state, event.type, []);
    for (const { complaint, decision } of open) {
      if (!decision.accepted) throw eventNotAccepted(complaint.state, event.type, decision.accepts);
    }

    const after = new Map(
      open.map(({ complaint, decision }) => [
        complaint.complaintId,
        decision.accepted ? decision.after : null,
      ]),
    );
    const claimStatus = claimStatusOf(stored.map((c) => after.get(c.complaintId)?.state ?? c.state));
    const events = open.map(({ complaint }) => {
      const newRecord = after.get(complaint.complaintId) as ComplaintRecord;
      const eventId = cancellationEventId(key, complaint.complaintId);
      const seq = complaint.eventCount + 1;
      const recorded: EventDocument = {
        complaintId: complaint.complaintId,
        seq,
        type: event.type,
        data: {},
        at,
        by: { role: 'claimant' },
        stateBefore: complaint.state,
        stateAfter: newRecord.state,
        claimStatus,
        uid,
        workspace,
        after: newRecord,
        idempotencyKey: eventId,
        requestHash,
      };
      tx.create(eventsRef.doc(eventId), recorded);
      tx.update(complaintsRef.doc(complaint.complaintId), { ...newRecord, eventCount: seq, updatedAt: at });
      return { complaintId: complaint.complaintId, ...answerOf(claimId, eventId, recorded).data.event };
    });
    const complaintsAfter = stored.map((c) => ({ ...c, ...(after.get(c.complaintId) ?? {}) }));
    countComplaintChanges(
      db,
      tx,
      claimId,
      open.map(({ complaint }) => ({
        before: complaint,
        after: { ...complaint, ...(after.get(complaint.complaintId) as ComplaintRecord) },
      })),
    );
    const responseDueAt = claimResponseDueAt(complaintsAfter);
    tx.update(claimRef, { status: claimStatus, responseDueAt, updatedAt: at });
    setDeskListRows(db, tx, claim, { status: claimStatus, responseDueAt });
    return { data: { claimId, claimStatus, events } };
  });
}
