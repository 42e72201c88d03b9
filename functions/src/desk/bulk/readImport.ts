import { FieldPath } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  BULK_IMPORTS_LISTED,
  BULK_ROWS_PAGE,
  BulkListedRowSchema,
  DeskListImportsRequestSchema,
  DeskReadImportRequestSchema,
  type DeskListImportsData,
  type DeskReadImportData,
} from '../../../../contract/bulkDeterminations.js';
import type { CallContext } from '../../context.js';
import { parsePayload } from '../../lib/errors.js';
import { requireStaff } from '../access.js';
import { BULK_IMPORTS, StoredImportSchema, importRef, importSummary, lineId } from './store.js';

/** An import the caller may not see (another workspace's) reads as missing. */
function importNotFound(): HttpsError {
  return new HttpsError('not-found', 'No import with this importId is in your workspaces.', {
    reason: 'import',
  });
}

/**
 * Extension, desk (decision 277): where an import stands (its status and counts, for the desk's
 * progress bar) and a page of its refused or flagged rows by line. Any staff member of the
 * import's workspace may read it; only a supervisor starts one.
 */
export async function deskReadImport(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const { importId, show, after } = parsePayload(DeskReadImportRequestSchema, data);
  const ref = importRef(ctx.deps.db, importId);
  const snapshot = await ref.get();
  const stored = v.safeParse(StoredImportSchema, snapshot.data());
  if (!stored.success || !staff.workspaces.includes(stored.output.workspace)) throw importNotFound();
  const page = await ref
    .collection(show)
    .orderBy(FieldPath.documentId())
    .startAfter(lineId(after))
    .limit(BULK_ROWS_PAGE + 1)
    .get();
  const rows = page.docs.slice(0, BULK_ROWS_PAGE).map((doc) => v.parse(BulkListedRowSchema, doc.data()));
  const answer: DeskReadImportData = {
    import: importSummary(importId, stored.output, ctx.deps.now()),
    rows,
    nextAfter: page.docs.length > BULK_ROWS_PAGE ? (rows.at(-1)?.line ?? null) : null,
  };
  return { data: answer };
}

/** How many of the latest imports are read to find the caller's: a firm starts a few a day. */
const LATEST_READ = 200;

/**
 * Extension, desk (decision 277): the latest imports of the caller's workspaces, newest first, so
 * the desk can return to one it left. Read newest first by creation alone (no composite index).
 */
export async function deskListImports(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  parsePayload(DeskListImportsRequestSchema, data);
  const latest = await ctx.deps.db
    .collection(BULK_IMPORTS)
    .orderBy('createdAt', 'desc')
    .limit(LATEST_READ)
    .get();
  const now = ctx.deps.now();
  const imports = latest.docs
    .flatMap((doc) => {
      const stored = v.safeParse(StoredImportSchema, doc.data());
      return stored.success && staff.workspaces.includes(stored.output.workspace)
        ? [importSummary(doc.id, stored.output, now)]
        : [];
    })
    .slice(0, BULK_IMPORTS_LISTED);
  const answer: DeskListImportsData = { imports };
  return { data: answer };
}
