import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { DeskComplaintSchema, type DeskNote } from '../../../contract/desk.js';
import { StoredClaimSchema, isSigned, type SignedClaim } from '../../../contract/claim.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import { ClaimReferralSchema, type ClaimReferral } from '../../../contract/referral.js';
import { StaffRoleSchema } from '../../../contract/staff.js';
import type { StaffCaller } from './access.js';

/** Internal notes: `claims/{claimId}/notes/{noteId}`, written by the gateway, read at the desk only. */
export const NOTES = 'notes';

/** What the desk reads beside the claim as its owner reads it: the lifecycle's fields. */
const DeskFieldsSchema = v.object({
  complaints: v.optional(v.array(DeskComplaintSchema), []),
  responseDueAt: v.optional(v.nullable(v.number()), null),
  referral: v.optional(v.nullable(ClaimReferralSchema), null),
});

export type DeskStoredClaim = SignedClaim & {
  submittedAt: number;
  complaints: v.InferOutput<typeof DeskComplaintSchema>[];
  responseDueAt: number | null;
  referral: ClaimReferral | null;
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
