import { assertFails } from '@firebase/rules-unit-testing';
// The client SDK's calls, as a browser would make them.
import * as client from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesSuite, staffSignedIn } from './env';

/**
 * A lender's determinations file as the gateway keeps it (decision 277): the import, its rows in a
 * chunk, a refused and a flagged row, and a lender's reference learnt from it, all about alice's claim.
 */
const IMPORT = 'bulkImports/import-0001';
const LENDER_REFERENCE = 'lenderReferences/ref-0001';
const KEPT: Record<string, Record<string, unknown>> = {
  [IMPORT]: {
    workspace: 'Redress',
    fileName: 'northway.csv',
    sizeBytes: 120,
    sha256: 'a'.repeat(64),
    status: 'done',
    counts: { total: 2, applied: 0, flagged: 1, refused: 1, unchanged: 0 },
    chunks: 1,
    by: { uid: 'supervisor-redress', role: 'supervisor' },
    createdAt: 1_790_000_000_000,
    finishedAt: 1_790_000_060_000,
  },
  [`${IMPORT}/chunks/0000`]: {
    index: 0,
    rows: [{ line: 2, cells: ['RDR-ABCD2345'], result: 'refused', reason: 'no-such-claim' }],
  },
  [`${IMPORT}/refused/000002`]: {
    line: 2,
    reference: 'RDR-ABCD2345',
    lender: 'Northway',
    reason: 'no-such-claim',
  },
  [`${IMPORT}/flagged/000003`]: { line: 3, reference: 'RDR-ABCD2345', lender: 'Northway', reason: 'flagged' },
  [LENDER_REFERENCE]: {
    workspace: 'Redress',
    lender: 'northway',
    claimId: 'claim-redress',
    complaintId: 'c1',
  },
};

const rules = rulesSuite({
  // The gateway's writes (Admin SDK), which the rules do not apply to.
  beforeAll: async (db) => {
    await client.setDoc(client.doc(db, 'claims/claim-redress'), {
      uid: 'alice',
      status: 'submitted',
      workspace: 'Redress',
    });
    for (const [path, data] of Object.entries(KEPT)) await client.setDoc(client.doc(db, path), data);
  },
});

/** Each kind of caller a client could be: the claimant the rows name, staff of the workspace, no one. */
const CALLERS: [string, () => client.Firestore][] = [
  ['the claimant whose claim the file names', () => rules.alice],
  [
    'a supervisor of the import’s workspace',
    () => staffSignedIn(rules.env, 'supervisor-redress', 'supervisor', ['Redress']),
  ],
  [
    'a handler of the import’s workspace',
    () => staffSignedIn(rules.env, 'handler-redress', 'handler', ['Redress']),
  ],
  ['a caller who is not signed in', () => rules.nobody],
];

describe('lenders’ determinations files and the lenders’ references: the gateway’s alone (decision 277)', () => {
  describe.each(CALLERS)('%s', (_who, caller) => {
    it.each(Object.keys(KEPT))('cannot read %s, by id or listed with its collection', async (path) => {
      const db = caller();
      await assertFails(client.getDoc(client.doc(db, path)));
      await assertFails(client.getDocs(client.collection(db, path.slice(0, path.lastIndexOf('/')))));
    });

    it.each(Object.keys(KEPT))('cannot create, change or delete %s', async (path) => {
      const db = caller();
      await assertFails(client.setDoc(client.doc(db, path), KEPT[path]!));
      await assertFails(client.updateDoc(client.doc(db, path), { status: 'done', claimId: 'claim-other' }));
      await assertFails(client.deleteDoc(client.doc(db, path)));
      await assertFails(
        client.setDoc(client.doc(db, `${path.slice(0, path.lastIndexOf('/'))}/new-one`), KEPT[path]!),
      );
    });
  });
});
