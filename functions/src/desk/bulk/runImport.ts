// The work of an import (decision 277), run by the gateway's task queue once the import is kept
// (definitions/bulkImport.ts): its rows in batches of a chunk, applied a group at a time in one
// write each (applyGroup.ts, decision 289; a group whose write meets a change is applied a row at a
// time, each in its own transaction, applyRow.ts), the chunk's results, its listed rows and the
// import's counts written together as each batch finishes, so the desk's progress moves with it.
// Run again after a failure, it skips the rows already done.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import * as v from 'valibot';
import { bulkRowKey, readBulkRow, type BulkRowReading } from '../../../../contract/bulkDeterminations.js';
import { toleranceFromSettings } from '../../../../contract/scheme/determination.js';
import { serviceClock } from '../../lib/emulatorClock.js';
import { accountLookup } from '../../lib/tokenCurrent.js';
import { triggerEmailSender } from '../../mail/triggerEmail.js';
import { deskSearchPath } from '../../../../contract/search.js';
import { storedEntries } from '../searchRows.js';
import { applyRows, type MatchedRow } from './applyGroup.js';
import { refusedRow, type BatchContext, type RowOutcome } from './applyRow.js';
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

/** The most values one `in` query takes. */
const IN_MAX = 30;

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
  // Each reference's document in the desk's search index names its claims (decision 286); the
  // claim itself decides. A reference the index does not know (a claim from before it) is queried.
  const claimOfReference = (doc: DocumentSnapshot, reference: string) =>
    doc.exists &&
    doc.get('workspace') === stored.workspace &&
    doc.get('submittedAt') !== undefined &&
    doc.get('submission.reference') === reference;
  const indexed =
    references.length > 0
      ? await db.getAll(
          ...references.map((reference) => db.doc(deskSearchPath({ by: 'reference', reference }))),
        )
      : [];
  const named = indexed.map((doc) =>
    storedEntries(doc.data())
      .filter(({ entry }) => entry.workspace === stored.workspace)
      .map(({ claimId }) => claimId),
  );
  const ids = [...new Set(named.flat())];
  const found = ids.length > 0 ? await db.getAll(...ids.map((id) => db.collection('claims').doc(id))) : [];
  const byId = new Map(found.map((doc) => [doc.id, doc]));
  references.forEach((reference, i) => {
    const claim = named[i]!.map((id) => byId.get(id)).find((doc) => doc && claimOfReference(doc, reference));
    if (claim) byReference.set(reference, claim);
  });
  const unknown = references.filter((reference) => !byReference.has(reference));
  for (let i = 0; i < unknown.length; i += IN_MAX) {
    const queried = await db
      .collection('claims')
      .where('submission.reference', 'in', unknown.slice(i, i + IN_MAX))
      .get();
    for (const doc of queried.docs) {
      // Another workspace's claim, or one not yet submitted, is not this file's to match.
      const reference = doc.get('submission.reference') as string;
      if (claimOfReference(doc, reference)) byReference.set(reference, doc);
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
  const byLine = new Map<number, RowOutcome>();
  const matched: MatchedRow[] = [];
  for (const { line, reading } of pending) {
    if (!reading.ok) byLine.set(line, refusedRow(reading.reason));
    else {
      const claim = claimOf(line, reading);
      if (claim) matched.push({ line, row: reading.row, claim });
      else byLine.set(line, refusedRow('no-such-claim'));
    }
  }
  for (const [line, outcome] of await applyRows(ctx, matched)) byLine.set(line, outcome);
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

/**
 * Auth's getUser, the lookups asked for together (a group's emails) made in one call: a file's
 * claimants are looked up a hundred at a time, not one request each.
 */
function usersAtOnce(auth: Auth): (uid: string) => Promise<UserRecord> {
  let waiting: { uid: string; answer: (user: UserRecord | undefined) => void; fail: (e: unknown) => void }[] =
    [];
  const lookUp = async (asked: typeof waiting) => {
    try {
      const { users } = await auth.getUsers(asked.map(({ uid }) => ({ uid })));
      const byUid = new Map(users.map((user) => [user.uid, user]));
      for (const { uid, answer } of asked) answer(byUid.get(uid));
    } catch (error) {
      for (const { fail } of asked) fail(error);
    }
  };
  return (uid) =>
    new Promise<UserRecord | undefined>((answer, fail) => {
      if (waiting.length === 0) {
        setImmediate(() => {
          const asked = waiting;
          waiting = [];
          for (let i = 0; i < asked.length; i += 100) void lookUp(asked.slice(i, i + 100));
        });
      }
      waiting.push({ uid, answer, fail });
    }).then((user) => {
      if (user) return user;
      throw Object.assign(new Error('no such user'), { code: 'auth/user-not-found' });
    });
}

/** The import's work as the deployed trigger runs it: the project's Firestore, clock and mail. */
export async function runImportNow(importId: string) {
  if (getApps().length === 0) initializeApp();
  const db = getFirestore();
  const auth = async () => (await import('firebase-admin/auth')).getAuth();
  const accounts = accountLookup(async () => ({ getUser: usersAtOnce(await auth()) }));
  return runImport({
    db,
    now: await serviceClock(db),
    news: { db, accounts, providers: { mail: triggerEmailSender(db) } },
    tolerance: toleranceFromSettings(process.env),
    importId,
  });
}
