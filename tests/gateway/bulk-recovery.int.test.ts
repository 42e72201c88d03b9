// An import whose run died (decision 285): a crash or a timeout between a row recorded and its
// batch written leaves the import running. Once it has not moved for ten minutes the desk reads it
// as stopped; the same file uploaded again finishes the rest, and the task's retry takes the
// import over and finishes it, each row recorded once.
import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DeskListImportsDataSchema,
  DeskReadImportDataSchema,
  type BulkImportSummary,
} from '../../contract/bulkDeterminations';
import { IMPORT_STALLED_MS } from '../../functions/src/desk/bulk/queue';
import { CHUNKS, importRef } from '../../functions/src/desk/bulk/store';
// The determinations files' helpers, as bulk-determinations.int.test.ts uses them.
import * as bulk from './bulk';
import { staffCaller } from './staff';
import { adminDb, type Caller } from './support';

type Claim = Awaited<ReturnType<typeof bulk.schemeClaim>>;

const runOn = bulk.runImportOn;

/**
 * The emulator's Firestore for a run that dies: a transaction that reads one of the documents
 * `dies` names never ends, as a crashed task never ends it. A batch that writes one is refused, as
 * one that meets a change made meanwhile is (decision 289), so the run goes on to that group's rows
 * one at a time, each in its own transaction; everything else goes through.
 */
function dyingAt(dies: (path: string) => boolean): Firestore {
  const db = adminDb();
  const never = new Promise<never>(() => undefined);
  return new Proxy(db, {
    get(target, name) {
      if (name === 'runTransaction') {
        return (work: Parameters<Firestore['runTransaction']>[0]) =>
          target.runTransaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, key) {
                  const real = Reflect.get(inner, key) as unknown;
                  if (key !== 'get' || typeof real !== 'function') return real;
                  return (ref: DocumentReference, ...rest: unknown[]) =>
                    dies(ref.path) ? never : (real as (...a: unknown[]) => unknown).call(inner, ref, ...rest);
                },
              }),
            ),
          );
      }
      if (name === 'batch') return () => refusingBatch(target.batch(), dies);
      const real = Reflect.get(target, name) as unknown;
      return typeof real === 'function' ? (real as (...a: unknown[]) => unknown).bind(target) : real;
    },
  });
}

/** A batch whose commit is refused when it writes a document `refuses` names. */
function refusingBatch(batch: WriteBatch, refuses: (path: string) => boolean): WriteBatch {
  const written: string[] = [];
  return new Proxy(batch, {
    get(inner, key) {
      const real = Reflect.get(inner, key) as (...a: unknown[]) => unknown;
      if (key === 'commit') {
        return () =>
          written.some(refuses)
            ? Promise.reject(new Error('FAILED_PRECONDITION: changed since it was read'))
            : real.call(inner);
      }
      if (key !== 'create' && key !== 'set' && key !== 'update' && key !== 'delete') return real;
      return (ref: DocumentReference, ...rest: unknown[]) => {
        written.push(ref.path);
        real.call(inner, ref, ...rest);
        return batch;
      };
    },
  });
}

/**
 * A supervisor's file kept as deskStartImport keeps it (bulk.keptImport), then run on a Firestore
 * where the run dies at `dies`; answers once `recorded` complaints are determined.
 */
async function importThatDied(
  supervisor: Caller,
  file: string,
  dies: (path: string) => boolean,
  recorded: Claim[],
) {
  const importId = await bulk.keptImport(supervisor.uid, file);
  void runOn(dyingAt(dies), importId);
  // Waited for by hand: this runs in a beforeAll, where expect.poll may not.
  const determined = async (claim: Claim) =>
    (await bulk.complaintsOf(claim.claimId)).find((c) => c.complaintId === claim.scheme2)?.state ===
    'determined';
  for (const started = Date.now(); !(await Promise.all(recorded.map(determined))).every(Boolean);) {
    if (Date.now() - started > 60_000) throw new Error('the run recorded no row before it died');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return importId;
}

/** Moves the import's last movement (and its start) back by `ms`: time passing with nothing done. */
async function quietFor(importId: string, ms: number) {
  const ref = importRef(adminDb(), importId);
  const snapshot = await ref.get();
  await ref.update({
    createdAt: (snapshot.get('createdAt') as number) - ms,
    movedAt: (snapshot.get('movedAt') as number) - ms,
  });
}

async function readImport(caller: Caller, importId: string): Promise<BulkImportSummary> {
  const answer = await caller.call('deskReadImport', { importId });
  return v.parse(v.object({ data: DeskReadImportDataSchema }), answer).data.import;
}

/** The complaint's determination events, each recorded once whatever the runs and uploads. */
async function determinationsOf(claim: Claim): Promise<number> {
  const events = await adminDb().collection(`claims/${claim.claimId}/events`).get();
  return events.docs.filter(
    (doc) => doc.get('complaintId') === claim.scheme2 && doc.get('type') === 'handler.recordDetermination',
  ).length;
}

describe('an import whose run died is stopped, and finished by the same file again (decision 285)', () => {
  let supervisor: Caller;
  let done: Claim;
  let left: Claim;
  let file: string;
  let importId: string;

  beforeAll(async () => {
    supervisor = await staffCaller('supervisor', ['Redress']);
    [done, left] = await Promise.all([bulk.schemeClaim(supervisor), bulk.schemeClaim(supervisor)]);
    file = bulk.determinationsFile([bulk.redressRow(done.reference), bulk.redressRow(left.reference)]);
    // The run records the first row, then dies on the second claim, before its batch is written.
    importId = await importThatDied(supervisor, file, (path) => path === `claims/${left.claimId}`, [done]);
  }, 180_000);

  it('reads as running while it may still move, and as stopped once it has not moved for ten minutes', async () => {
    expect(await readImport(supervisor, importId)).toMatchObject({ status: 'running', finishedAt: null });

    await quietFor(importId, IMPORT_STALLED_MS);

    const stopped = await readImport(supervisor, importId);
    const movedAt = (await importRef(adminDb(), importId).get()).get('movedAt') as number;
    expect(stopped).toMatchObject({
      status: 'failed',
      finishedAt: new Date(movedAt).toISOString(),
      counts: { total: 2, applied: 0, flagged: 0, refused: 0, unchanged: 0 },
    });
    const listed = v.parse(
      v.object({ data: DeskListImportsDataSchema }),
      await supervisor.call('deskListImports', {}),
    ).data.imports;
    expect(listed.find((i) => i.importId === importId)?.status).toBe('failed');
  });

  it('is finished by the same file uploaded again: the row recorded is unchanged, the rest applied', async () => {
    const again = await bulk.finishedImport(supervisor, await bulk.startImport(supervisor, file));

    expect(again.import).toMatchObject({
      status: 'done',
      counts: { total: 2, applied: 1, flagged: 0, refused: 0, unchanged: 1 },
    });
    for (const claim of [done, left]) {
      expect(
        (await bulk.complaintsOf(claim.claimId)).find((c) => c.complaintId === claim.scheme2),
      ).toMatchObject({
        state: 'determined',
        determination: { outcome: 'redress', amountPence: 123_456, interestPence: 10_000 },
      });
      expect(await determinationsOf(claim)).toBe(1);
    }
  });
});

describe('the task’s retry takes a stalled import over and finishes it (decision 285)', () => {
  it('leaves a moving import to its run, then finishes a stalled one, counting the rows the dead run recorded once', async () => {
    const supervisor = await staffCaller('supervisor', ['Redress']);
    const claims = await Promise.all([bulk.schemeClaim(supervisor), bulk.schemeClaim(supervisor)]);
    const file = bulk.determinationsFile(claims.map((c) => bulk.redressRow(c.reference)));
    // Both rows recorded, then the run dies writing their batch.
    const importId = await importThatDied(supervisor, file, (path) => path.includes(`/${CHUNKS}/`), claims);

    // A retry while the import may still be moving does nothing.
    expect(await runOn(adminDb(), importId)).toBe('skipped');
    expect(await readImport(supervisor, importId)).toMatchObject({ status: 'running' });

    await quietFor(importId, IMPORT_STALLED_MS);
    expect(await runOn(adminDb(), importId)).toBe('done');

    expect(await readImport(supervisor, importId)).toMatchObject({
      status: 'done',
      counts: { total: 2, applied: 2, flagged: 0, refused: 0, unchanged: 0 },
    });
    for (const claim of claims) expect(await determinationsOf(claim)).toBe(1);
  }, 180_000);
});
