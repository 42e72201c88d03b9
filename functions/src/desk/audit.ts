import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Workspace } from '../../../contract/firms.js';
import type { AuditAction, AuditOutcome, StaffRole } from '../../../contract/staff.js';
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
  role: StaffRole;
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
