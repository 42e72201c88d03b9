// Where a lender's determinations file is kept while and after it is applied (decision 277), written
// and read only by the gateway (the rules give no client these collections):
// - `bulkImports/{importId}`: the file (name, size, SHA-256), its workspace, who started it, its
//   status and counts;
// - `bulkImports/{importId}/chunks/{n}`: the rows as they were read, in chunks of CHUNK_ROWS, each
//   row with what became of it;
// - `bulkImports/{importId}/refused|flagged/{line}`: the rows the desk lists, by line;
// - `lenderReferences/{id}`: a lender's own reference for a complaint, learnt from a row that gave
//   it with ours, so later files may name the complaint by the lender's reference alone.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  BULK_ROW_REASONS,
  BULK_ROW_RESULTS,
  BulkImportFileSchema,
  lenderKey,
  type BulkImportSummary,
} from '../../../../contract/bulkDeterminations.js';
import type { Workspace } from '../../../../contract/firms.js';
import { StaffRoleSchema } from '../../../../contract/staff.js';
import { IMPORT_STALLED_MS } from './queue.js';

export const BULK_IMPORTS = 'bulkImports';
export const CHUNKS = 'chunks';
export const LENDER_REFERENCES = 'lenderReferences';
/** Rows per chunk: one chunk is one batch of the work, and one document under 1 MiB. */
export const CHUNK_ROWS = 200;

export const importRef = (db: Firestore, importId: string) => db.collection(BULK_IMPORTS).doc(importId);
export const chunkId = (index: number) => String(index).padStart(4, '0');
export const lineId = (line: number) => String(line).padStart(6, '0');

export const StoredImportSchema = v.object({
  ...BulkImportFileSchema.entries,
  chunks: v.number(),
  by: v.object({ uid: v.string(), role: StaffRoleSchema }),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
  /** When its work last moved: taken by a run, or a batch done (decision 285); createdAt before. */
  movedAt: v.optional(v.number()),
});
export type StoredImport = v.InferOutput<typeof StoredImportSchema>;

/** A row as kept: as it was read, and once its batch is done, what became of it and why. */
export const StoredRowSchema = v.object({
  line: v.number(),
  cells: v.array(v.string()),
  result: v.nullable(v.picklist(BULK_ROW_RESULTS)),
  reason: v.nullable(v.picklist(BULK_ROW_REASONS)),
  claimId: v.nullable(v.string()),
  complaintId: v.nullable(v.string()),
});
export type StoredRow = v.InferOutput<typeof StoredRowSchema>;

export const StoredChunkSchema = v.object({ index: v.number(), rows: v.array(StoredRowSchema) });

/** An import left queued or running by work that stopped moving `IMPORT_STALLED_MS` ago. */
export function importStalled(stored: StoredImport, now: number): boolean {
  if (stored.status !== 'queued' && stored.status !== 'running') return false;
  return now - (stored.movedAt ?? stored.createdAt) >= IMPORT_STALLED_MS;
}

/** An import as the desk reads it; one whose work has stalled reads as failed (stopped) when it last moved. */
export function importSummary(importId: string, stored: StoredImport, now: number): BulkImportSummary {
  const stalled = importStalled(stored, now);
  const finishedAt = stalled ? (stored.movedAt ?? stored.createdAt) : stored.finishedAt;
  return {
    importId,
    workspace: stored.workspace,
    fileName: stored.fileName,
    sizeBytes: stored.sizeBytes,
    sha256: stored.sha256,
    status: stalled ? 'failed' : stored.status,
    counts: stored.counts,
    createdAt: new Date(stored.createdAt).toISOString(),
    finishedAt: finishedAt === null ? null : new Date(finishedAt).toISOString(),
  };
}

/** The id of a lender's reference within a workspace and lender (names compared by `lenderKey`). */
export function lenderReferenceId(workspace: Workspace, lender: string, reference: string): string {
  const key = [workspace, lenderKey(lender), reference.trim()].join('\n');
  return createHash('sha256').update(key).digest('hex');
}
