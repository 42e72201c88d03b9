// Lenders' determinations files sent to the real gateway (decision 277): a file made from rows, an
// import started and followed until its work is done, and claims whose Scheme 2 complaint awaits
// the lender's determination.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { expect } from 'vitest';
import {
  BULK_COLUMNS,
  DeskReadImportDataSchema,
  DeskStartImportDataSchema,
  type BulkCells,
  type DeskReadImportData,
} from '../../contract/bulkDeterminations';
import { StoredComplaintSchema, type StoredComplaint } from '../../contract/lifecycle/stored';
import { toleranceFromSettings } from '../../contract/scheme/determination';
import { readDeterminationsFile } from '../../functions/src/desk/bulk/readFile';
import { runImport } from '../../functions/src/desk/bulk/runImport';
import { CHUNKS, chunkId, importRef, type StoredImport } from '../../functions/src/desk/bulk/store';
import { accountLookup } from '../../functions/src/lib/tokenCurrent';
import { triggerEmailSender } from '../../functions/src/mail/triggerEmail';
import { recordAsTheDesk } from './events';
import { LENDER, claimOnEveryRoute } from './scheme';
import { adminApp, adminDb, type Caller } from './support';

/** A determinations file: the header and one line per row, each cell quoted. */
export function determinationsFile(rows: readonly Partial<BulkCells>[]): string {
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  const lines = rows.map((row) => BULK_COLUMNS.map((column) => quote(row[column] ?? '')).join(','));
  return `${BULK_COLUMNS.join(',')}\r\n${lines.join('\r\n')}\r\n`;
}

/** A determination of redress on the Scheme 2 agreement (March 2018) of `claimOnEveryRoute`'s claim. */
export const redressRow = (claimReference: string, cells: Partial<BulkCells> = {}): Partial<BulkCells> => ({
  claim_reference: claimReference,
  lender: LENDER,
  agreement_started: '2018-03',
  outcome: 'redress',
  remedy: 'hybrid',
  amount: '1,234.56',
  interest: '100.00',
  determined_on: '2026-09-01',
  ...cells,
});

export function startImport(
  caller: Caller,
  file: string | Buffer,
  workspace = 'Redress',
  fileName = 'lender.csv',
) {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  return caller.call('deskStartImport', {
    idempotencyKey: randomUUID(),
    workspace,
    fileName,
    contentBase64: bytes.toString('base64'),
  });
}

/** Reads an import until its work is done (or failed), with every refused row, page by page. */
export async function finishedImport(caller: Caller, started: unknown): Promise<DeskReadImportData> {
  const { importId } = v.parse(v.object({ data: DeskStartImportDataSchema }), started).data.import;
  const read = async (after: number) =>
    v.parse(
      v.object({ data: DeskReadImportDataSchema }),
      await caller.call('deskReadImport', { importId, after }),
    ).data;
  await expect
    .poll(async () => (await read(0)).import.status, { timeout: 120_000, interval: 500 })
    .toMatch(/^(done|failed)$/);
  const first = await read(0);
  const rows = [...first.rows];
  for (let after = first.nextAfter; after !== null;) {
    const page = await read(after);
    rows.push(...page.rows);
    after = page.nextAfter;
  }
  return { ...first, rows };
}

export async function complaintsOf(claimId: string): Promise<StoredComplaint[]> {
  const snapshot = await adminDb().collection(`claims/${claimId}/complaints`).orderBy('complaintId').get();
  return snapshot.docs.map((doc) => v.parse(StoredComplaintSchema, doc.data()));
}

/** A submitted claim with its reference, its Scheme 2 complaint sent to the lender when `sent`. */
export async function schemeClaim(desk: Caller, sent = true) {
  const { claimant, claimId } = await claimOnEveryRoute();
  const reference = (await adminDb().doc(`claims/${claimId}`).get()).get('submission.reference') as string;
  const scheme2 = (await complaintsOf(claimId)).find((c) => c.route === 'scheme2')!.complaintId;
  if (sent) {
    await recordAsTheDesk(desk, {
      claimId,
      complaintId: scheme2,
      idempotencyKey: randomUUID(),
      event: { type: 'handler.send' },
    });
  }
  return { claimant, claimId, reference, scheme2 };
}

/**
 * A supervisor's file kept as deskStartImport keeps it (its rows in one chunk, the import queued),
 * for a test to run its work itself (runImport) on a Firestore of its making.
 */
export async function keptImport(supervisorUid: string, file: string): Promise<string> {
  const importId = `kept-${randomUUID()}`;
  const reading = readDeterminationsFile(Buffer.from(file, 'utf8'));
  if (!reading.ok) throw new Error(`the test's file does not read: ${reading.reason}`);
  const ref = importRef(adminDb(), importId);
  const rows = reading.rows.map((row) => ({
    ...row,
    result: null,
    reason: null,
    claimId: null,
    complaintId: null,
  }));
  await ref.collection(CHUNKS).doc(chunkId(0)).set({ index: 0, rows });
  const at = Date.now();
  const stored: StoredImport = {
    workspace: 'Redress',
    fileName: 'lender.csv',
    sizeBytes: reading.sizeBytes,
    sha256: reading.sha256,
    status: 'queued',
    counts: { total: rows.length, applied: 0, flagged: 0, refused: 0, unchanged: 0 },
    chunks: 1,
    by: { uid: supervisorUid, role: 'supervisor' },
    createdAt: at,
    finishedAt: null,
    movedAt: at,
  };
  await ref.set(stored);
  return importId;
}

/** The import's work as its task runs it, on this Firestore (the emulator's, or one made to fail). */
export const runImportOn = (db: Firestore, importId: string) =>
  runImport({
    db,
    now: Date.now,
    news: {
      db,
      accounts: accountLookup(() => Promise.resolve(getAuth(adminApp()))),
      providers: { mail: triggerEmailSender(db) },
    },
    tolerance: toleranceFromSettings({}),
    importId,
  });
