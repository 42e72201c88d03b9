import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Workspace } from '../../../contract/firms.js';
import type { AuditAction, AuditOutcome, AuditRole } from '../../../contract/staff.js';
import type { StaffCaller } from './access.js';

/**
 * The audit log: one document per staff action, created by the gateway and never changed; the
 * rules let no client read or write it (decision 179).
 */
export const AUDIT_COLLECTION = 'audit';

export type AuditDetails = Record<string, string | number | boolean | string[]>;

/** An entry as stored in `audit/{entryId}`: ids and names of things, never personal data. */
export interface AuditRecord {
  /** Milliseconds since the epoch. */
  at: number;
  uid: string;
  /** The staff member's role; `claimant` for a claimant's download of a letter (decision 272). */
  role: AuditRole;
  action: AuditAction;
  claimId: string | null;
  /** The claim's workspace, or the workspaces a list or an audit read covered. */
  workspaces: Workspace[];
  outcome: AuditOutcome;
  details: AuditDetails;
}

export function auditRecord(
  staff: StaffCaller,
  at: number,
  entry: {
    action: AuditAction;
    claimId?: string | null;
    workspaces: Workspace[];
    outcome?: AuditOutcome;
    details?: AuditDetails;
  },
): AuditRecord {
  return {
    at,
    uid: staff.uid,
    role: staff.role,
    action: entry.action,
    claimId: entry.claimId ?? null,
    workspaces: entry.workspaces,
    outcome: entry.outcome ?? 'ok',
    details: entry.details ?? {},
  };
}

/**
 * The entry for a claimant's own action that the firm audits: a letter downloaded from "Your
 * claims" (decision 272), filed under the claim's workspace so its supervisors read it.
 */
export function claimantAuditRecord(
  uid: string,
  at: number,
  entry: {
    action: AuditAction;
    claimId: string;
    workspaces: Workspace[];
    outcome?: AuditOutcome;
    details?: AuditDetails;
  },
): AuditRecord {
  return {
    at,
    uid,
    role: 'claimant',
    action: entry.action,
    claimId: entry.claimId,
    workspaces: entry.workspaces,
    outcome: entry.outcome ?? 'ok',
    details: entry.details ?? {},
  };
}

/**
 * Adds an entry, inside the transaction that makes the change when there is one, so the change
 * and its entry are written together or not at all. `create` refuses to overwrite.
 */
export function writeAudit(db: Firestore, record: AuditRecord, tx: Transaction): void;
export function writeAudit(db: Firestore, record: AuditRecord): Promise<void>;
export function writeAudit(db: Firestore, record: AuditRecord, tx?: Transaction): void | Promise<void> {
  const ref = db.collection(AUDIT_COLLECTION).doc();
  if (tx) {
    tx.create(ref, record);
    return;
  }
  return ref.create(record).then(() => undefined);
}

const ALREADY_EXISTS = 6;

/**
 * Adds an entry under an id the caller derives from what it records, once: a retried call whose
 * change was already made finds its entry and adds no other (an upload's, decision 272).
 */
export async function writeAuditOnce(db: Firestore, entryId: string, record: AuditRecord): Promise<void> {
  try {
    await db.collection(AUDIT_COLLECTION).doc(entryId).create(record);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}
