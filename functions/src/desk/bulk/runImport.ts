// The work of an import (decision 277), run by the gateway's task queue once the import is kept
// (definitions/bulkImport.ts): its rows in batches of a chunk, each row in its own transaction
// (applyRow.ts), the chunk's results, its listed rows and the import's counts written together as
// each batch finishes, so the desk's progress moves with it. Run again after a failure, it skips the
// rows already done.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import * as v from 'valibot';
import {
  bulkRowKey,
  lenderKey,
  readBulkRow,
  type BulkRowReading,
} from '../../../../contract/bulkDeterminations.js';
import { toleranceFromSettings } from '../../../../contract/scheme/determination.js';
import { serviceClock } from '../../lib/emulatorClock.js';
import { accountLookup } from '../../lib/tokenCurrent.js';
import { triggerEmailSender } from '../../mail/triggerEmail.js';
import { applyRow, refusedRow, storedComplaintsOf, type BatchContext, type RowOutcome } from './applyRow.js';
import { cellsOf } from './readFile.js';
import {
  CHUNKS,
  LENDER_REFERENCES,
  StoredChunkSchema,
  StoredImportSchema,
  importRef,
  importStalled,
  lenderReferenceId,
  lineId,
  type StoredRow,
} from './store.js';

/**
 * Rows applied at once within a batch: each is its own transaction, on its own claim mostly. The
 * Firestore emulator does not take transactions side by side: a few at once wait on its locks and
 * time out ("Transaction lock timeout"), failing the import, so there they run one at a time.
 */
const ROWS_AT_ONCE = process.env.FUNCTIONS_EMULATOR === 'true' ? 1 : 16;
/** The most values one `in` query takes. */
const IN_MAX = 30;

/** Runs `work` on each item, `limit` at a time, keeping the items' order in the answers. */
async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/** Each row read as a determination, and the second and later rows for one agreement marked. */
function readingsOf(rows: readonly StoredRow[]): Map<number, BulkRowReading> {
  const seen = new Set<string>();
  const readings = new Map<number, BulkRowReading>();
  for (const row of rows) {
    const reading = readBulkRow(cellsOf(row));
    if (reading.ok) {
      const key = bulkRowKey(reading.row);
      if (seen.has(key)) {
        readings.set(row.line, { ok: false, reason: 'duplicate-row' });
        continue;
      }
      seen.add(key);
    }
    readings.set(row.line, reading);
  }
  return readings;
}

/** The claims a batch's rows name, by our reference or by a lender's reference learnt before. */
async function claimsOfBatch(ctx: BatchContext, rows: { line: number; reading: BulkRowReading }[]) {
  const { db, stored } = ctx;
  const byReference = new Map<string, DocumentSnapshot>();
  const references = [
    ...new Set(rows.flatMap(({ reading }) => (reading.ok && reading.row.claimReference) || [])),
  ];
  for (let i = 0; i < references.length; i += IN_MAX) {
    const found = await db
      .collection('claims')
      .where('submission.reference', 'in', references.slice(i, i + IN_MAX))
      .get();
    for (const doc of found.docs) {
      // Another workspace's claim, or one not yet submitted, is not this file's to match.
      if (doc.get('workspace') === stored.workspace && doc.get('submittedAt') !== undefined) {
        byReference.set(doc.get('submission.reference') as string, doc);
      }
    }
  }
  const learnt = new Map<number, DocumentSnapshot>();
  const lenderRefs = rows.flatMap(({ line, reading }) =>
    reading.ok && reading.row.claimReference === null && reading.row.lenderReference !== null
      ? [{ line, id: lenderReferenceId(stored.workspace, reading.row.lender, reading.row.lenderReference) }]
      : [],
  );
  if (lenderRefs.length > 0) {
    const docs = await db.getAll(...lenderRefs.map(({ id }) => db.collection(LENDER_REFERENCES).doc(id)));
    const claimIds = docs.map((doc) => (doc.exists ? (doc.get('claimId') as string) : null));
    const wanted = [...new Set(claimIds.filter((id): id is string => id !== null))];
    const claims =
      wanted.length > 0 ? await db.getAll(...wanted.map((id) => db.collection('claims').doc(id))) : [];
    const byId = new Map(claims.filter((c) => c.get('workspace') === stored.workspace).map((c) => [c.id, c]));
    lenderRefs.forEach(({ line }, i) => {
      const claim = claimIds[i] ? byId.get(claimIds[i]) : undefined;
      if (claim) learnt.set(line, claim);
    });
  }
  return (line: number, reading: BulkRowReading & { ok: true }) =>
    reading.row.claimReference === null ? learnt.get(line) : byReference.get(reading.row.claimReference);
}

/** Keeps a lender's reference for the complaint a row with both references matched. */
async function learnReference(ctx: BatchContext, reading: BulkRowReading, outcome: RowOutcome) {
  if (!reading.ok || reading.row.claimReference === null || reading.row.lenderReference === null) return;
  if (outcome.complaintId === null || outcome.result === 'refused') return;
  const { workspace } = ctx.stored;
  await ctx.db
    .collection(LENDER_REFERENCES)
    .doc(lenderReferenceId(workspace, reading.row.lender, reading.row.lenderReference))
    .set({
      workspace,
      lender: lenderKey(reading.row.lender),
      claimId: outcome.claimId,
      complaintId: outcome.complaintId,
    });
}

/** One batch: its rows applied, then its results, listed rows and counts written together. */
async function runChunk(
  ctx: BatchContext,
  chunk: DocumentSnapshot,
  readings: Map<number, BulkRowReading>,
): Promise<void> {
  const { rows } = v.parse(StoredChunkSchema, chunk.data());
  const pending = rows
    .filter((row) => row.result === null)
    .map((row) => ({ line: row.line, reading: readings.get(row.line)! }));
  if (pending.length === 0) return;
  const claimOf = await claimsOfBatch(ctx, pending);
  // Rows on one claim run one after another, each reading the complaints as the last left them.
  const chains = new Map<string, Promise<unknown>>();
  const outcomes = await eachAtMost(pending, ROWS_AT_ONCE, ({ line, reading }): Promise<RowOutcome> => {
    if (!reading.ok) return Promise.resolve(refusedRow(reading.reason));
    const claim = claimOf(line, reading);
    if (!claim) return Promise.resolve(refusedRow('no-such-claim'));
    const mine = (chains.get(claim.id) ?? Promise.resolve()).then(async () => {
      const outcome = await applyRow(
        ctx,
        line,
        reading.row,
        claim,
        await storedComplaintsOf(ctx.db, claim.id),
      );
      await learnReference(ctx, reading, outcome);
      return outcome;
    });
    chains.set(
      claim.id,
      mine.catch(() => undefined),
    );
    return mine;
  });
  const byLine = new Map(pending.map(({ line }, i) => [line, outcomes[i]!]));
  const ref = importRef(ctx.db, ctx.importId);
  // In a transaction with the chunk read again: a row another run of the import wrote first (one
  // that took over this run's import as stalled, decision 285) is neither written nor counted twice.
  await ctx.db.runTransaction(async (tx) => {
    const now = v.parse(StoredChunkSchema, (await tx.get(chunk.ref)).data()).rows;
    const counts = { applied: 0, flagged: 0, refused: 0, unchanged: 0 };
    const after = now.map((row) => {
      const outcome = byLine.get(row.line);
      if (!outcome || row.result !== null) return row;
      counts[outcome.result] += 1;
      if (outcome.result === 'refused' || outcome.result === 'flagged') {
        const cells = cellsOf(row);
        tx.set(ref.collection(outcome.result).doc(lineId(row.line)), {
          line: row.line,
          reference: cells.claim_reference.trim() || cells.lender_reference.trim(),
          lender: cells.lender.trim(),
          reason: outcome.reason,
        });
      }
      return { ...row, ...outcome };
    });
    tx.set(chunk.ref, { rows: after }, { merge: true });
    tx.update(ref, {
      status: 'running',
      movedAt: ctx.now(),
      ...Object.fromEntries(Object.entries(counts).map(([k, n]) => [`counts.${k}`, FieldValue.increment(n)])),
    });
  });
}

/**
 * Applies an import's rows, batch by batch, and marks it done (or failed, with what was done kept).
 * A queued import is taken, or one whose run stopped moving (decision 285: a crash or a timeout,
 * the task retried); a second run of an import that is moving does nothing. Taken over, the rows
 * the stopped run did are skipped, and a row it recorded before it could write the batch is found
 * by its event's id and counted as applied.
 */
export async function runImport(ctx: Omit<BatchContext, 'stored'>): Promise<'done' | 'failed' | 'skipped'> {
  const ref = importRef(ctx.db, ctx.importId);
  const stored = await ctx.db.runTransaction(async (tx) => {
    const parsed = v.safeParse(StoredImportSchema, (await tx.get(ref)).data());
    if (!parsed.success) return null;
    const stored = parsed.output;
    if (stored.status !== 'queued' && !importStalled(stored, ctx.now())) return null;
    tx.update(ref, { status: 'running', movedAt: ctx.now() });
    return stored;
  });
  if (stored === null) return 'skipped';
  const batchCtx: BatchContext = { ...ctx, stored };
  try {
    const chunks = await ref.collection(CHUNKS).orderBy('index').get();
    const allRows = chunks.docs.flatMap((doc) => v.parse(StoredChunkSchema, doc.data()).rows);
    const readings = readingsOf(allRows);
    for (const chunk of chunks.docs) await runChunk(batchCtx, chunk, readings);
    await ref.update({ status: 'done', finishedAt: ctx.now() });
    return 'done';
  } catch (error) {
    logger.error('determinations import failed', {
      importId: ctx.importId,
      error: error instanceof Error ? error.name : typeof error,
    });
    await ref.update({ status: 'failed', finishedAt: ctx.now() });
    return 'failed';
  }
}

/** The import's work as the deployed trigger runs it: the project's Firestore, clock and mail. */
export async function runImportNow(importId: string) {
  if (getApps().length === 0) initializeApp();
  const db = getFirestore();
  const accounts = accountLookup(async () => (await import('firebase-admin/auth')).getAuth());
  return runImport({
    db,
    now: await serviceClock(db),
    news: { db, accounts, providers: { mail: triggerEmailSender(db) } },
    tolerance: toleranceFromSettings(process.env),
    importId,
  });
}
