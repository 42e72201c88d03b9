import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  DeskReadAuditRequestSchema,
  type AuditEntry,
  type DeskReadAuditData,
} from '../../../contract/desk.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import { AuditRoleSchema } from '../../../contract/staff.js';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { requireStaff } from './access.js';
import { AUDIT_COLLECTION, auditRecord, writeAudit } from './audit.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';

/** The audit fields a supervisor may filter by, one at a time (an index each in firestore.indexes.json). */
export const AUDIT_FILTERS = { claimId: 'claimId', staffUid: 'uid', action: 'action' } as const;

const StoredEntrySchema = v.object({
  at: v.number(),
  uid: v.string(),
  role: AuditRoleSchema,
  action: v.string(),
  claimId: v.nullable(v.string()),
  workspaces: v.array(WorkspaceSchema),
  outcome: v.picklist(['ok', 'refused']),
  details: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
});

function toEntry(snapshot: DocumentSnapshot): AuditEntry {
  const entry = v.parse(StoredEntrySchema, snapshot.data());
  return { entryId: snapshot.id, ...entry, at: new Date(entry.at).toISOString() };
}

/** The entries filed under any of the workspaces, newest first, optionally one field equal to a value. */
export function auditQuery(
  db: Firestore,
  workspaces: Workspace[],
  filter: { field: string; value: string } | null,
): Query {
  let query: Query = db.collection(AUDIT_COLLECTION).where('workspaces', 'array-contains-any', workspaces);
  if (filter) query = query.where(filter.field, '==', filter.value);
  return query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/**
 * Extension, desk (supervisors): the audit log of the caller's workspaces, newest first, a page at
 * a time, filtered by a claim, a staff member or an action. Reading it is itself an entry.
 */
export async function deskReadAudit(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx, 'supervisor');
  const request = parsePayload(DeskReadAuditRequestSchema, data);
  const { db, now } = ctx.deps;
  const filter =
    request.claimId !== undefined
      ? { field: AUDIT_FILTERS.claimId, value: request.claimId }
      : request.staffUid !== undefined
        ? { field: AUDIT_FILTERS.staffUid, value: request.staffUid }
        : request.action !== undefined
          ? { field: AUDIT_FILTERS.action, value: request.action }
          : null;
  const fingerprint = queryFingerprint({ workspaces: [...staff.workspaces].sort(), filter });
  let query = auditQuery(db, staff.workspaces, filter);
  if (request.cursor) {
    const { value, id } = decodeCursor(request.cursor, fingerprint);
    query = query.startAfter(value, id);
  }
  const snapshot = await query.limit(request.pageSize + 1).get();
  const docs = snapshot.docs.slice(0, request.pageSize);
  const last = docs.at(-1);
  const result: DeskReadAuditData = {
    entries: docs.map(toEntry),
    nextCursor:
      snapshot.docs.length > request.pageSize && last
        ? encodeCursor(last.get('at') as number, last.id, fingerprint)
        : null,
  };
  await writeAudit(
    db,
    auditRecord(staff, now(), {
      action: 'audit.read',
      claimId: request.claimId ?? null,
      workspaces: staff.workspaces,
      details: {
        filter: filter ? filter.field : 'none',
        page: request.cursor ? 'next' : 'first',
        results: result.entries.length,
      },
    }),
  );
  return { data: result };
}
