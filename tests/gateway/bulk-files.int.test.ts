import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  BULK_FILE_MAX_BYTES,
  bulkFileRefusalMessage,
  type BulkFileRefusal,
} from '../../contract/bulkDeterminations';
import { DESK_REFUSALS } from '../../contract/staff';
import { determinationsFile, redressRow } from './bulk';
import { staffCaller } from './staff';
import { adminDb, errorOf, type Caller } from './support';

const GOOD = determinationsFile([redressRow('RDR-ABCD2345')]);
const HEADER = BULK_COLUMNS.join(',');

const start = (caller: Caller, bytes: Buffer, idempotencyKey = randomUUID()) =>
  caller.call('deskStartImport', {
    idempotencyKey,
    workspace: 'Redress',
    fileName: 'lender.csv',
    contentBase64: bytes.toString('base64'),
  });

describe('a lender’s determinations file that cannot be read is refused whole (decision 277)', () => {
  let supervisor: Caller;
  beforeAll(async () => {
    supervisor = await staffCaller('supervisor', ['Redress']);
  });

  it.each<[string, Buffer, BulkFileRefusal, number | undefined]>([
    ['an empty file', Buffer.alloc(0), 'empty', undefined],
    ['other columns', Buffer.from('reference,amount\r\nRDR-ABCD2345,12.00\r\n'), 'wrong-columns', 1],
    [
      'a file saved as Windows-1252',
      Buffer.concat([Buffer.from(GOOD), Buffer.from([0xa3, 0x31])]),
      'not-utf8',
      undefined,
    ],
    [
      'a formula in a cell',
      Buffer.from(`${HEADER}\r\n=1+1,,L,,redress,apr,1.00,0.00,,2026-09-01\r\n`),
      'formula',
      2,
    ],
    ['a quote left open', Buffer.from(`${HEADER}\r\n"RDR-ABCD2345,,L\r\n`), 'unreadable', undefined],
    ['a row with a cell too many', Buffer.from(`${GOOD}RDR-ABCD2345,,L,,,,,,,,\r\n`), 'unreadable', 3],
    ['a file over the limit', Buffer.alloc(BULK_FILE_MAX_BYTES + 1, 0x41), 'too-big', undefined],
  ])('refuses %s with its message and stores nothing', async (_name, bytes, reason, line) => {
    const key = randomUUID();
    const error = await errorOf(start(supervisor, bytes, key));
    expect(error).toMatchObject({
      code: 'functions/invalid-argument',
      message: bulkFileRefusalMessage(reason, line),
      details: { reason },
    });
    expect((await adminDb().doc(`bulkImports/${key}`).get()).exists).toBe(false);
    expect((await adminDb().collection(`bulkImports/${key}/chunks`).get()).size).toBe(0);
  });

  it('refuses a 50 MB file, which the platform does not take as a call, and stores nothing', async () => {
    const key = randomUUID();
    await errorOf(start(supervisor, Buffer.alloc(50 * 1024 * 1024, 0x41), key));
    expect((await adminDb().doc(`bulkImports/${key}`).get()).exists).toBe(false);
  });

  it('refuses a case handler: only a supervisor applies a lender’s file', async () => {
    const handler = await staffCaller('handler', ['Redress']);
    const key = randomUUID();
    const error = await errorOf(start(handler, Buffer.from(GOOD), key));
    expect(error).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: DESK_REFUSALS.supervisorOnly },
    });
    expect((await adminDb().doc(`bulkImports/${key}`).get()).exists).toBe(false);
  });

  it('refuses a workspace the supervisor has not been granted', async () => {
    const error = await errorOf(
      supervisor.call('deskStartImport', {
        idempotencyKey: randomUUID(),
        workspace: 'SGUK',
        fileName: 'lender.csv',
        contentBase64: Buffer.from(GOOD).toString('base64'),
      }),
    );
    expect(error).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: DESK_REFUSALS.workspace },
    });
  });
});
