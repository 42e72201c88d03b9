// The bulk bench (`npm run bench bulk`, issue 43, decisions 277, 285), on the emulators:
// - a lender's determinations file of one row per seeded Scheme 2 complaint awaiting its
//   determination, started through the gateway as the desk's supervisor starts it, timed from the
//   call leaving to the import read back done; every row and complaint checked afterwards, and the
//   same file uploaded again;
// - random lifecycle events recorded through the gateway's event path (recordComplaintEventIn, the
//   one place a complaint and its overview counters change, called directly: the guards and HTTP of
//   10,000 desk calls would time the wrong thing), then the counters compared with a full recount.
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import {
  BULK_COLUMNS,
  DeskReadImportDataSchema,
  DeskStartImportDataSchema,
  type BulkCounts,
} from '../../contract/bulkDeterminations';
import { LENDERS } from '../../contract/fixtures/sandbox';
import { COMPLAINT_EVENT_TYPES, type ComplaintEvent } from '../../contract/lifecycle/events';
import { decide, eventOfType, type ComplaintRecord } from '../../contract/lifecycle/machine';
import { FINAL_COMPLAINT_STATES } from '../../contract/lifecycle/states';
import { StoredComplaintSchema, complaintRecordOf } from '../../contract/lifecycle/stored';
import { complaintDocsOf } from '../../functions/src/claims/complaintDocs';
import { recordComplaintEventIn } from '../../functions/src/claims/complaintEvents';
import { keptOverviewCounters, recountOverview } from '../../functions/src/desk/overviewCounters';
import { overviewRecount } from '../lib/overviewRecount';
import { generator, seed } from '../lib/seed';
import { post, signedInStaff, type DeskBenchOptions } from './desk';

export interface BulkBenchOptions extends Pick<DeskBenchOptions, 'auth' | 'authUrl' | 'projectId'> {
  db: Firestore;
  gatewayUrl: string;
  /** Rows in the file (one seeded complaint each), and random events for the counters. */
  rows: number;
  events: number;
  log: (line: string) => void;
}

const WORKSPACE = 'Redress';
const LENDER = LENDERS[0];
/** A Scheme 2 agreement (1 April 2014 to 1 November 2024): its complaint awaits a determination once sent. */
const AGREEMENT_STARTED = '2018-03';
const DETERMINED = 'handler.recordDetermination';

const pounds = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/** Each row's sums: £300 to £5,000, interest a tenth of it. */
const sumsOf = (i: number) => {
  const amountPence = 30_000 + ((i * 7_919) % 470_000);
  return { amountPence, interestPence: Math.floor(amountPence / 10) };
};

/** The lender's file: the contract's header, one redress row per claim reference. */
export function benchFile(references: readonly string[]): Buffer {
  const lines = references.map((reference, i) => {
    const { amountPence, interestPence } = sumsOf(i);
    const cells: Record<(typeof BULK_COLUMNS)[number], string> = {
      claim_reference: reference,
      lender_reference: '',
      lender: LENDER,
      agreement_started: AGREEMENT_STARTED,
      outcome: 'redress',
      remedy: 'hybrid',
      amount: pounds(amountPence),
      interest: pounds(interestPence),
      no_redress_reason: '',
      determined_on: '2026-09-01',
    };
    return BULK_COLUMNS.map((column) => cells[column]).join(',');
  });
  return Buffer.from(`${BULK_COLUMNS.join(',')}\r\n${lines.join('\r\n')}\r\n`, 'utf8');
}

const rowsDone = (c: BulkCounts) => c.applied + c.flagged + c.refused + c.unchanged;

async function determinationEvents(db: Firestore): Promise<number> {
  return (await db.collectionGroup('events').where('type', '==', DETERMINED).count().get()).data().count;
}

/** Applies the bench's file and its second upload; then the random events and the recount. */
export async function benchBulk(options: BulkBenchOptions) {
  const { db, log } = options;
  log(
    `  seeding ${options.rows.toLocaleString('en-GB')} claims, each a Scheme 2 complaint sent to ${LENDER}`,
  );
  const seedStarted = Date.now();
  const seeded = await seed(db, {
    claims: options.rows,
    seed: 43,
    shape: {
      workspace: WORKSPACE,
      agreements: [{ lender: LENDER, startDate: `${AGREEMENT_STARTED}-15` }],
      path: ['handler.send'],
    },
    progressEvery: Math.max(1000, Math.round(options.rows / 5)),
    onProgress: (p) => log(`  … ${p.claims.toLocaleString('en-GB')} claims`),
  });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const references: string[] = [];
  for (let i = 0; i < seeded.claimIds.length; i += 500) {
    const refs = seeded.claimIds.slice(i, i + 500).map((id) => db.doc(`claims/${id}`));
    const docs = await db.getAll(...refs, { fieldMask: ['submission.reference'] });
    references.push(...docs.map((doc) => doc.get('submission.reference') as string));
  }
  const file = benchFile(references);
  log(`  seeded in ${seedSeconds.toFixed(1)} s; the file: ${file.length.toLocaleString('en-GB')} bytes`);

  const idToken = await signedInStaff(options, 'supervisor');
  const call = (functionName: string, data: unknown) =>
    post(options.gatewayUrl, { data: { functionName, data } }, { authorization: `Bearer ${idToken}` });

  /** Starts an import of the file as the desk does, and reads it every half second until it stops. */
  const importFile = async (fileName: string) => {
    const started = performance.now();
    const answer = v.parse(
      v.object({ result: v.object({ data: DeskStartImportDataSchema }) }),
      await call('deskStartImport', {
        idempotencyKey: randomUUID(),
        workspace: WORKSPACE,
        fileName,
        contentBase64: file.toString('base64'),
      }),
    );
    const { importId } = answer.result.data.import;
    let lastLogged = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const read = v.parse(
        v.object({ result: v.object({ data: DeskReadImportDataSchema }) }),
        await call('deskReadImport', { importId }),
      ).result.data.import;
      const seconds = (performance.now() - started) / 1000;
      if (read.status === 'done' || read.status === 'failed') {
        log(`  ${fileName}: ${read.status} in ${seconds.toFixed(1)} s, ${JSON.stringify(read.counts)}`);
        return { importId, seconds, status: read.status, counts: read.counts };
      }
      if (seconds - lastLogged >= 15) {
        lastLogged = seconds;
        log(`  … ${rowsDone(read.counts).toLocaleString('en-GB')} rows done after ${seconds.toFixed(0)} s`);
      }
    }
  };

  const first = await importFile('bench-determinations.csv');
  const eventsAfterFirst = await determinationEvents(db);
  // Every complaint as its row says: determined with the row's sums.
  const complaints = await db.collectionGroup('complaints').where('workspace', '==', WORKSPACE).get();
  const rowOf = new Map(seeded.claimIds.map((id, i) => [id, i]));
  let disagreeing = 0;
  let checked = 0;
  for (const doc of complaints.docs) {
    const i = rowOf.get(doc.ref.parent.parent!.id);
    if (i === undefined) continue;
    checked += 1;
    const stored = v.parse(StoredComplaintSchema, doc.data());
    const { amountPence, interestPence } = sumsOf(i);
    const held = stored.determination;
    const agrees =
      stored.state === 'determined' &&
      held?.outcome === 'redress' &&
      held.amountPence === amountPence &&
      held.interestPence === interestPence;
    if (!agrees) disagreeing += 1;
  }
  const firstRun = {
    ...first,
    unaccounted: first.counts.total - rowsDone(first.counts),
    complaintsChecked: checked,
    missingComplaints: options.rows - checked,
    disagreeing,
    events: eventsAfterFirst,
  };
  const lost = firstRun.unaccounted + firstRun.missingComplaints + firstRun.disagreeing;

  const second = await importFile('bench-determinations-again.csv');
  const eventsAfterSecond = await determinationEvents(db);
  const reupload = {
    ...second,
    changed: second.counts.applied + second.counts.flagged + (eventsAfterSecond - eventsAfterFirst),
  };

  const counters = await randomEvents(options);
  return {
    rows: options.rows,
    seedSeconds,
    fileBytes: file.length,
    first: firstRun,
    lost,
    reupload,
    counters,
  };
}

/** Claims whose events are recorded at once: the counters' documents are shared, and the emulator locks. */
const EVENTS_AT_ONCE = 4;

/**
 * Records one event as the gateway does, and answers the complaint after it, or null when the
 * machine refused it at the recording moment (a due day passed between choice and record). A
 * transaction the emulator aborts on a lock is tried again.
 */
async function recordOnce(
  db: Firestore,
  complaint: { claimId: string; complaintId: string },
  event: ComplaintEvent,
): Promise<ComplaintRecord | null> {
  const { at: _at, ...requested } = event;
  const role = event.type.startsWith('claimant.')
    ? 'claimant'
    : event.type.startsWith('system.')
      ? 'system'
      : 'handler';
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await recordComplaintEventIn(db, Date.now, {
        ...complaint,
        eventId: `bench-${randomUUID()}`,
        requestHash: 'bench',
        event: requested,
        recordedBy: () => ({ role }),
      });
      return answer.data.complaint;
    } catch (error) {
      if (error instanceof HttpsError) return null;
      if ((error as { code?: unknown }).code !== 10 || attempt === 5) throw error;
    }
  }
}

/**
 * `events` random lifecycle events on random claims (half as many claims as events, seeded at
 * random), each chosen among those the complaint's state accepts, EVENTS_AT_ONCE claims at a time, each through
 * recordComplaintEventIn; then the kept counters compared, value by value, with a full recount.
 */
async function randomEvents(options: BulkBenchOptions) {
  const { db, log } = options;
  const claims = Math.max(100, Math.round(options.events / 2));
  log(
    `  seeding ${claims.toLocaleString('en-GB')} claims at random for ${options.events.toLocaleString('en-GB')} events`,
  );
  const seeded = await seed(db, { claims, seed: 4343, progressEvery: claims });
  const open: { claimId: string; complaintId: string; record: ComplaintRecord }[] = [];
  for (let i = 0; i < seeded.claimIds.length; i += 500) {
    const refs = seeded.claimIds.slice(i, i + 500);
    // By id, as the gateway reads them (decision 289): a query of each claim's complaints reads
    // every complaint stored on the emulator.
    const claimDocs = await db.getAll(...refs.map((id) => db.doc(`claims/${id}`)));
    const snapshots = await complaintDocsOf(
      claimDocs,
      (complaintRefs) => db.getAll(...complaintRefs),
      async (claim) => (await claim.ref.collection('complaints').get()).docs,
    );
    snapshots.forEach((docs, j) => {
      for (const doc of docs) {
        const stored = v.parse(StoredComplaintSchema, doc.data());
        if (!FINAL_COMPLAINT_STATES.includes(stored.state))
          open.push({
            claimId: refs[j]!,
            complaintId: stored.complaintId,
            record: complaintRecordOf(stored),
          });
      }
    });
  }
  const random = generator(285);
  const busy = new Set<string>();
  let recorded = 0;
  let refused = 0;
  const started = Date.now();
  const worker = async () => {
    while (recorded + refused < options.events && open.length > 0) {
      const index = random.below(open.length);
      const complaint = open[index]!;
      if (busy.has(complaint.claimId)) {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const at = Date.now();
      const types = [...COMPLAINT_EVENT_TYPES].sort(() => random.below(3) - 1);
      const event = types
        .map((type) =>
          eventOfType(
            type,
            at,
            30_000 + random.below(470_000),
            random.pick(['redress', 'noRedress', 'outOfScope']),
          ),
        )
        .find((e) => decide(complaint.record, e).accepted);
      if (!event) {
        open.splice(index, 1);
        continue;
      }
      busy.add(complaint.claimId);
      try {
        const answer = await recordOnce(db, complaint, event);
        if (answer === null) refused += 1;
        else {
          recorded += 1;
          complaint.record = answer;
          if (FINAL_COMPLAINT_STATES.includes(answer.state)) open.splice(open.indexOf(complaint), 1);
        }
      } finally {
        busy.delete(complaint.claimId);
      }
      if ((recorded + refused) % 2000 === 0) log(`  … ${recorded + refused} events`);
    }
  };
  await Promise.all(Array.from({ length: EVENTS_AT_ONCE }, worker));
  const seconds = (Date.now() - started) / 1000;

  const [recounted, kept] = await Promise.all([recountOverview(db), keptOverviewCounters(db)]);
  let values = 0;
  let differing = 0;
  let documents = 0;
  for (const [workspace, shards] of kept) {
    const fresh = recounted.get(workspace);
    const shardIds = new Set([...shards.keys(), ...(fresh?.keys() ?? [])]);
    for (const shard of shardIds) {
      documents += 1;
      const a = shards.get(shard) ?? {};
      const b = fresh?.get(shard)?.counters ?? {};
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        values += 1;
        if ((a[key] ?? 0) !== (b[key] ?? 0)) differing += 1;
      }
    }
  }
  const [said] = await overviewRecount(db, { workspaces: [...kept.keys()], dryRun: true });
  log(`  ${said}`);
  return { claims, events: recorded, refused, seconds, documents, values, differing, equal: differing === 0 };
}
