import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  DeskStartImportRequestSchema,
  bulkFileRefusalMessage,
  type BulkFileRefusal,
  type DeskStartImportData,
} from '../../../../contract/bulkDeterminations.js';
import type { CallContext } from '../../context.js';
import { parsePayload } from '../../lib/errors.js';
import { idempotencyConflict } from '../../lib/outcomes.js';
import { requireStaff, workspaceNotGranted } from '../access.js';
import { AUDIT_COLLECTION, auditRecord } from '../audit.js';
import { queueImport } from './queue.js';
import { readDeterminationsFile } from './readFile.js';
import {
  CHUNKS,
  CHUNK_ROWS,
  StoredImportSchema,
  chunkId,
  importRef,
  importStalled,
  importSummary,
  type StoredImport,
  type StoredRow,
} from './store.js';

/** Chunks written per batch: about 2,000 rows, well under a batch's size limit. */
const CHUNKS_PER_BATCH = 10;

export function fileRefused(reason: BulkFileRefusal, line?: number): HttpsError {
  return new HttpsError('invalid-argument', bulkFileRefusalMessage(reason, line), {
    reason,
    ...(line === undefined ? {} : { line }),
  });
}

/**
 * Extension, desk (decision 277): a supervisor's lender's determinations file, read whole before
 * anything is kept. A file that cannot be read is refused with its reason and nothing is stored;
 * one that can is kept with every row as it was read, and an audit entry with its name, size and
 * SHA-256; its work is then queued, to run in the gateway (bulk/runImport.ts) row by row.
 * A retry under the same key answers the import it started.
 */
export async function deskStartImport(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx, 'supervisor');
  const request = parsePayload(DeskStartImportRequestSchema, data);
  if (!staff.workspaces.includes(request.workspace)) throw workspaceNotGranted(request.workspace);
  const { db, now } = ctx.deps;
  const ref = importRef(db, request.idempotencyKey);
  const reading = readDeterminationsFile(Buffer.from(request.contentBase64, 'base64'));
  if (!reading.ok) throw fileRefused(reading.reason, reading.line);

  const earlier = await ref.get();
  if (earlier.exists) return answerAgain(request.idempotencyKey, earlier.data(), reading.sha256, now());

  const chunks: StoredRow[][] = [];
  for (let i = 0; i < reading.rows.length; i += CHUNK_ROWS) {
    chunks.push(
      reading.rows.slice(i, i + CHUNK_ROWS).map((row) => ({
        ...row,
        result: null,
        reason: null,
        claimId: null,
        complaintId: null,
      })),
    );
  }
  // The rows first: the import's document, created last, is what the work reads.
  for (let i = 0; i < chunks.length; i += CHUNKS_PER_BATCH) {
    const batch = db.batch();
    chunks.slice(i, i + CHUNKS_PER_BATCH).forEach((rows, j) => {
      batch.set(ref.collection(CHUNKS).doc(chunkId(i + j)), { index: i + j, rows });
    });
    await batch.commit();
  }
  const t = now();
  const stored: StoredImport = {
    workspace: request.workspace,
    fileName: request.fileName,
    sizeBytes: reading.sizeBytes,
    sha256: reading.sha256,
    status: 'queued',
    counts: { total: reading.rows.length, applied: 0, flagged: 0, refused: 0, unchanged: 0 },
    chunks: chunks.length,
    by: { uid: staff.uid, role: staff.role },
    createdAt: t,
    finishedAt: null,
    movedAt: t,
  };
  const batch = db.batch();
  batch.create(ref, stored);
  batch.create(
    db.collection(AUDIT_COLLECTION).doc(),
    auditRecord(staff, t, {
      action: 'determinations.import',
      workspaces: [request.workspace],
      details: {
        importId: request.idempotencyKey,
        fileName: request.fileName,
        sizeBytes: reading.sizeBytes,
        sha256: reading.sha256,
        rows: reading.rows.length,
      },
    }),
  );
  try {
    await batch.commit();
  } catch (error) {
    // The same key's call at the same moment created it first.
    const first = await ref.get();
    if (!first.exists) throw error;
    return answerAgain(request.idempotencyKey, first.data(), reading.sha256, now());
  }
  await queueImport(request.idempotencyKey);
  const answer: DeskStartImportData = { import: importSummary(request.idempotencyKey, stored, t) };
  return { data: answer };
}

/**
 * A retry's answer: the import its key started; queued again if it has not yet started, or if its
 * work stopped moving (decision 285), so the next run finishes the rest of it.
 */
async function answerAgain(importId: string, data: unknown, sha256: string, now: number) {
  const stored = v.parse(StoredImportSchema, data);
  if (stored.sha256 !== sha256) throw idempotencyConflict();
  if (stored.status === 'queued' || importStalled(stored, now)) await queueImport(importId);
  const answer: DeskStartImportData = { import: importSummary(importId, stored, now) };
  return { data: answer };
}
