import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type { DeskComplaint, DeskNote } from '../../../contract/desk.js';
import type { EventActor } from '../../../contract/lifecycle/actor.js';
import { acceptedEvents } from '../../../contract/lifecycle/machine.js';
import {
  StoredComplaintSchema,
  StoredEventSchema,
  complaintRecordOf,
} from '../../../contract/lifecycle/stored.js';
import { StoredClaimSchema, isSigned, type SignedClaim } from '../../../contract/claim.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import { ClaimReferralSchema, type ClaimReferral } from '../../../contract/referral.js';
import {
  StoredAgreementRouteSchema,
  type StoredAgreementRoute,
} from '../../../contract/scheme/routeSchema.js';
import {
  StoredDeterminationCheckSchema,
  type StoredDeterminationCheck,
} from '../../../contract/scheme/determination.js';
import { COMPLAINT_AUDIT_ACTIONS, StaffRoleSchema } from '../../../contract/staff.js';
import type { StaffCaller } from './access.js';
import { AUDIT_COLLECTION } from './audit.js';

/** Internal notes: `claims/{claimId}/notes/{noteId}`, written by the gateway, read at the desk only. */
export const NOTES = 'notes';

/** What the desk reads beside the claim as its owner reads it: the lifecycle's fields. */
const DeskFieldsSchema = v.object({
  responseDueAt: v.optional(v.nullable(v.number()), null),
  referral: v.optional(v.nullable(ClaimReferralSchema), null),
  // Each claimed agreement's route in the FCA's redress scheme, stored at submission (decision
  // 254); a claim submitted before routes were recorded has none.
  agreementRoutes: v.optional(v.array(StoredAgreementRouteSchema), []),
});

export type DeskStoredClaim = SignedClaim & {
  submittedAt: number;
  responseDueAt: number | null;
  referral: ClaimReferral | null;
  agreementRoutes: StoredAgreementRoute[];
};

/** A submitted claim as stored, or null when the document is missing or not yet submitted. */
export function submittedClaim(snapshot: DocumentSnapshot): DeskStoredClaim | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data();
  if (data?.submittedAt === undefined) return null;
  const claim = v.parse(StoredClaimSchema, data);
  if (!isSigned(claim) || claim.submittedAt === undefined) return null;
  return { ...claim, submittedAt: claim.submittedAt, ...v.parse(DeskFieldsSchema, data) };
}

/** The workspaces an entry about this claim is filed under: the claim's, and when refused, the caller's. */
export function auditWorkspaces(staff: StaffCaller, claimWorkspace: Workspace | null, refused: boolean) {
  const all = refused ? [...staff.workspaces, claimWorkspace] : [claimWorkspace];
  return [...new Set(all.filter((w): w is Workspace => w !== null))];
}

/** The workspace a stored claim document names, when it names one. */
export function workspaceOf(snapshot: DocumentSnapshot): Workspace | null {
  const parsed = v.safeParse(WorkspaceSchema, snapshot.get('workspace'));
  return parsed.success ? parsed.output : null;
}

const StoredNoteSchema = v.object({
  text: v.string(),
  at: v.number(),
  uid: v.string(),
  role: StaffRoleSchema,
});

export function toNote(snapshot: DocumentSnapshot): DeskNote {
  const note = v.parse(StoredNoteSchema, snapshot.data());
  return {
    noteId: snapshot.id,
    text: note.text,
    at: new Date(note.at).toISOString(),
    uid: note.uid,
    role: note.role,
  };
}

export const notesOf = (db: Firestore, claimId: string) =>
  db.collection('claims').doc(claimId).collection(NOTES);

/**
 * The latest check of each complaint's determination: `claims/{claimId}/determinationChecks/{complaintId}`.
 * Written by the gateway, read at the desk only: the Firestore rules give no client access, so the
 * firm's working never reaches a claimant's page (decision 266).
 */
export const DETERMINATION_CHECKS = 'determinationChecks';

export const determinationChecksOf = (db: Firestore, claimId: string) =>
  db.collection('claims').doc(claimId).collection(DETERMINATION_CHECKS);

/** The stored checks of a claim's complaints, by complaint id; a record that does not read is left out. */
export async function determinationChecksOfClaim(
  db: Firestore,
  claimId: string,
): Promise<Map<string, StoredDeterminationCheck>> {
  const snapshot = await determinationChecksOf(db, claimId).get();
  const checks = new Map<string, StoredDeterminationCheck>();
  for (const doc of snapshot.docs) {
    const check = v.safeParse(StoredDeterminationCheckSchema, doc.data());
    if (check.success) checks.set(doc.id, check.output);
  }
  return checks;
}

/** What the desk needs of a complaint event's audit entry: which event, and who recorded it. */
const EventAuditSchema = v.object({
  uid: v.string(),
  details: v.object({ eventId: v.string() }),
});

/**
 * The staff member who recorded each of a claim's handler events, by event id, from the audit
 * entries written in the events' transactions (decision 200): the events, which the claimant
 * reads, carry only the role.
 */
async function staffOfEvents(db: Firestore, claimId: string): Promise<Map<string, string>> {
  const entries = await db
    .collection(AUDIT_COLLECTION)
    .where('claimId', '==', claimId)
    .where('action', 'in', [...COMPLAINT_AUDIT_ACTIONS])
    .where('outcome', '==', 'ok')
    .select('uid', 'details.eventId')
    .get();
  const staff = new Map<string, string>();
  for (const doc of entries.docs) {
    const entry = v.safeParse(EventAuditSchema, doc.data());
    if (entry.success) staff.set(entry.output.details.eventId, entry.output.uid);
  }
  return staff;
}

/** Who recorded an event, as the desk shows it: the staff member's uid, the claimant's, or `system`. */
function actorOf(event: { by: EventActor; uid: string; eventId: string }, staff: Map<string, string>) {
  const { role } = event.by;
  if (role === 'claimant') return { uid: event.uid, role };
  if (role === 'system') return { uid: 'system', role };
  // An event recorded before the audit log named events has no entry to say who.
  return { uid: staff.get(event.eventId) ?? 'unknown', role };
}

/**
 * A claim's complaints as the desk works them (decision 174's collections): each with its state,
 * the handlers' events that state accepts at `now`, the latest check of its determination, and its
 * timeline, oldest event first, each event with who recorded it.
 */
export async function complaintsOf(db: Firestore, claimId: string, now: number): Promise<DeskComplaint[]> {
  const claimRef = db.collection('claims').doc(claimId);
  const [complaints, events, staff, checks] = await Promise.all([
    claimRef.collection('complaints').get(),
    claimRef.collection('events').get(),
    staffOfEvents(db, claimId),
    determinationChecksOfClaim(db, claimId),
  ]);
  const timeline = events.docs
    .map((doc) => ({ eventId: doc.id, ...v.parse(StoredEventSchema, doc.data()) }))
    .sort((a, b) => a.seq - b.seq);
  return complaints.docs
    .map((doc) => v.parse(StoredComplaintSchema, doc.data()))
    .sort(
      (a, b) =>
        a.createdAt - b.createdAt || a.complaintId.localeCompare(b.complaintId, 'en', { numeric: true }),
    )
    .map((complaint) => ({
      complaintId: complaint.complaintId,
      lender: complaint.lender,
      agreements: complaint.agreements,
      state: complaint.state,
      route: complaint.route,
      sentOn: complaint.sentOn,
      dueOn: complaint.dueOn,
      determination: complaint.determination,
      determinationCheck: checks.get(complaint.complaintId) ?? null,
      offerPence: complaint.offerPence,
      paidPence: complaint.paidPence,
      feePence: complaint.feePence,
      acceptedEvents: acceptedEvents(complaintRecordOf(complaint), now, 'handler'),
      events: timeline
        .filter((event) => event.complaintId === complaint.complaintId)
        .map((event) => ({
          eventId: event.eventId,
          seq: event.seq,
          type: event.type,
          data: event.data,
          at: new Date(event.at).toISOString(),
          by: actorOf(event, staff),
          stateBefore: event.stateBefore,
          stateAfter: event.stateAfter,
        })),
    }));
}
