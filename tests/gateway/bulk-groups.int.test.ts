// A lender's file applied a group of rows at a time (decision 289): each group read at once,
// decided by the complaint machine in memory and written in one batch that a change made meanwhile
// refuses, its rows then applied one at a time. The claims are seeded as the gateway stores them
// (decision 284), each with a Scheme 2 and a Scheme 1 complaint sent to the lender.
import { randomUUID } from 'node:crypto';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeskReadImportDataSchema } from '../../contract/bulkDeterminations';
import { WORKSPACES } from '../../contract/staff';
import { claimStatusOf } from '../../contract/lifecycle/states';
import { ROWS_PER_WRITE } from '../../functions/src/desk/bulk/applyGroup';
import {
  keptOverviewCounters,
  recountOverview,
  repairOverview,
} from '../../functions/src/desk/overviewCounters';
import { seed } from '../../scripts/lib/seed';
import {
  complaintsOf,
  determinationsFile,
  finishedImport,
  keptImport,
  redressRow,
  runImportOn,
  startImport,
} from './bulk';
import { recordAsTheDesk } from './events';
import { LENDER } from './scheme';
import { staffCaller } from './staff';
import { adminDb, type Caller } from './support';

/** Claims seeded in Redress, each with two complaints sent to the lender: March 2018 and May 2010. */
async function seededClaims(claims: number, seedNumber: number) {
  const db = adminDb();
  const seeded = await seed(db, {
    claims,
    seed: seedNumber,
    run: randomUUID().slice(0, 8),
    shape: {
      workspace: 'Redress',
      agreements: [
        { lender: LENDER, startDate: '2018-03-15' },
        { lender: LENDER, startDate: '2010-05-15' },
      ],
      path: ['handler.send'],
    },
    progressEvery: claims,
  });
  const docs = await db.getAll(...seeded.claimIds.map((id) => db.doc(`claims/${id}`)));
  return docs.map((doc) => ({ claimId: doc.id, reference: doc.get('submission.reference') as string }));
}

/** Both of a claim's rows: the Scheme 2 agreement's redress, then the Scheme 1 agreement's. */
const bothRows = (reference: string, i: number) => [
  redressRow(reference, { amount: `${100 + i}.00`, interest: '1.00' }),
  redressRow(reference, { agreement_started: '2010-05', amount: `${200 + i}.00`, interest: '2.00' }),
];

const eventsOf = async (claimId: string) =>
  (await adminDb().collection(`claims/${claimId}/events`).get()).docs.map((doc) => doc.data());

/** The overview's kept counters, document by document, as a recount of every complaint makes them. */
async function countersAsRecounted() {
  const recounted = await recountOverview(adminDb());
  return new Map(
    WORKSPACES.map((workspace) => [
      workspace,
      new Map([...(recounted.get(workspace) ?? [])].map(([shard, { counters }]) => [shard, counters])),
    ]),
  );
}

/** Each claim's status is what its complaints' states make, as one event at a time leaves it. */
async function expectStatusOfComplaints(claimId: string) {
  const states = (await complaintsOf(claimId)).map((c) => c.state);
  expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe(claimStatusOf(states));
}

describe('a file applied a group of rows at a time (decision 289)', () => {
  let supervisor: Caller;
  let claims: Awaited<ReturnType<typeof seededClaims>>;
  let file: string;

  beforeAll(async () => {
    supervisor = await staffCaller('supervisor', ['Redress']);
    // More claims than one group holds, each named by two rows next to each other.
    claims = await seededClaims(ROWS_PER_WRITE + 10, 2871);
    file = determinationsFile(claims.flatMap(({ reference }, i) => bothRows(reference, i)));
    // The counters start equal to a recount, whatever earlier tests wrote around the gateway.
    await repairOverview(adminDb());
  }, 180_000);

  it('applies two rows for one claim in the file’s order, each complaint once, the claim’s status and counters right', async () => {
    const result = await finishedImport(supervisor, await startImport(supervisor, file));

    const total = claims.length * 2;
    expect(result.import).toMatchObject({
      status: 'done',
      counts: { total, applied: total, flagged: 0, refused: 0, unchanged: 0 },
    });
    for (const [i, { claimId }] of claims.entries()) {
      const determined = (await complaintsOf(claimId)).map((c) => [
        c.agreements[0]!.startDate.slice(0, 7),
        c.state,
        c.eventCount,
        c.determination,
      ]);
      expect(determined).toEqual(
        expect.arrayContaining([
          ['2018-03', 'determined', 2, expect.objectContaining({ amountPence: (100 + i) * 100 })],
          ['2010-05', 'determined', 2, expect.objectContaining({ amountPence: (200 + i) * 100 })],
        ]),
      );
      const determinations = (await eventsOf(claimId)).filter(
        (e) => e.type === 'handler.recordDetermination',
      );
      expect(determinations).toHaveLength(2);
      await expectStatusOfComplaints(claimId);
    }
    // Each claimant is told of each determination once.
    const mail = await adminDb().collection('mail').where('claimId', '==', claims[0]!.claimId).get();
    expect(mail.size).toBe(2);
    expect(await keptOverviewCounters(adminDb())).toEqual(await countersAsRecounted());
  });

  it('changes nothing when the same file is uploaded again', async () => {
    const before = await Promise.all(claims.map(async ({ claimId }) => (await eventsOf(claimId)).length));
    const mailBefore = (await adminDb().collection('mail').get()).size;

    const again = await finishedImport(supervisor, await startImport(supervisor, file));

    const total = claims.length * 2;
    expect(again.import.counts).toEqual({ total, applied: 0, flagged: 0, refused: 0, unchanged: total });
    expect(await Promise.all(claims.map(async ({ claimId }) => (await eventsOf(claimId)).length))).toEqual(
      before,
    );
    expect((await adminDb().collection('mail').get()).size).toBe(mailBefore);
    expect(await keptOverviewCounters(adminDb())).toEqual(await countersAsRecounted());
  });
});

/** The emulator's Firestore, where `meanwhile` runs once just before the first batch is committed. */
function changedMeanwhile(meanwhile: () => Promise<unknown>): Firestore {
  const db = adminDb();
  let first = true;
  return new Proxy(db, {
    get(target, name) {
      if (name === 'batch') {
        return (): WriteBatch => {
          const batch = target.batch();
          const commit = batch.commit.bind(batch);
          batch.commit = async () => {
            if (first) {
              first = false;
              await meanwhile();
            }
            return commit();
          };
          return batch;
        };
      }
      const real = Reflect.get(target, name) as unknown;
      return typeof real === 'function' ? (real as (...a: unknown[]) => unknown).bind(target) : real;
    },
  });
}

describe('a group whose claim changed meanwhile (decision 289)', () => {
  it('is applied row by row, each in its own transaction, reading the change', async () => {
    const supervisor = await staffCaller('supervisor', ['Redress']);
    const claims = await seededClaims(5, 2872);
    await repairOverview(adminDb());
    const changed = claims[2]!;
    const scheme1 = (await complaintsOf(changed.claimId)).find((c) =>
      c.agreements[0]!.startDate.startsWith('2010-05'),
    )!;
    const file = determinationsFile(claims.map(({ reference }, i) => bothRows(reference, i)[0]!));
    const importId = await keptImport(supervisor.uid, file);

    // A handler records the lender's answer on the claim's other complaint between the group's
    // reads and its write.
    const db = changedMeanwhile(() =>
      recordAsTheDesk(supervisor, {
        claimId: changed.claimId,
        complaintId: scheme1.complaintId,
        idempotencyKey: randomUUID(),
        event: { type: 'handler.recordDetermination', outcome: 'outOfScope' },
      }),
    );
    expect(await runImportOn(db, importId)).toBe('done');

    const read = v.parse(
      v.object({ data: DeskReadImportDataSchema }),
      await supervisor.call('deskReadImport', { importId }),
    ).data;
    expect(read.import.counts).toEqual({ total: 5, applied: 5, flagged: 0, refused: 0, unchanged: 0 });
    for (const { claimId } of claims) {
      const scheme2 = (await complaintsOf(claimId)).find((c) =>
        c.agreements[0]!.startDate.startsWith('2018'),
      );
      expect(scheme2).toMatchObject({ state: 'determined', eventCount: 2 });
      await expectStatusOfComplaints(claimId);
    }
    expect((await complaintsOf(changed.claimId)).map((c) => c.state).sort()).toEqual([
      'determined',
      'outOfScope',
    ]);
    expect(await keptOverviewCounters(adminDb())).toEqual(await countersAsRecounted());
  }, 180_000);
});
