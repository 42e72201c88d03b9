// The desk overview's counters in Firestore (decision 273): moved in the transaction of every
// change to a complaint, read by deskOverview, and recounted from the stored complaints to check
// or repair them. What a change adds is contract/overviewCounters.ts's, here only written.
import { FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type { Workspace } from '../../../contract/firms.js';
import {
  COUNTED_FIELDS,
  addCounters,
  CountedComplaintSchema,
  OVERVIEW_SHARD_COUNT,
  counterChanges,
  flatCounters,
  nestedCounters,
  overviewShard,
  overviewShardPath,
  recount,
  workspaceCounters,
  type ComplaintChange,
  type Counters,
  type StoredCountedComplaint,
} from '../../../contract/overviewCounters.js';
import type { WorkspaceCounters } from '../../../contract/overviewFigures.js';
import { WORKSPACES } from '../../../contract/staff.js';
import type { Writer } from '../lib/writer.js';

/**
 * Moves the overview's counters by what a transaction's changes to one claim's complaints do, in
 * that transaction: one write to the claim's counter document of each workspace touched, each
 * counter by an increment, so nothing is read and concurrent claims never wait on one another's
 * reads. Every writer of a complaint calls this with the complaint before and after its change.
 */
export function countComplaintChanges(
  db: Firestore,
  tx: Writer,
  claimId: string,
  changes: readonly ComplaintChange[],
): void {
  countClaimsChanges(db, tx, [{ claimId, changes }]);
}

/**
 * The same for the changes a batch makes to many claims' complaints (a lender's file, decision
 * 287): the increments of the claims that share a counter document are added up first, so each
 * document is written once.
 */
export function countClaimsChanges(
  db: Firestore,
  w: Writer,
  claims: readonly { claimId: string; changes: readonly ComplaintChange[] }[],
): void {
  const byPath = new Map<string, { workspace: Workspace; counters: Counters[]; lenderNames: object[] }>();
  for (const { claimId, changes } of claims) {
    for (const { workspace, counters, lenderNames } of counterChanges(changes)) {
      const path = overviewShardPath(workspace, overviewShard(claimId));
      const entry = byPath.get(path) ?? { workspace, counters: [], lenderNames: [] };
      entry.counters.push(counters);
      entry.lenderNames.push(lenderNames);
      byPath.set(path, entry);
    }
  }
  for (const [path, { workspace, counters, lenderNames }] of byPath) {
    const names = Object.assign({}, ...lenderNames) as Record<string, string>;
    w.set(
      db.doc(path),
      {
        workspace,
        counts: nestedCounters(addCounters(...counters), (n) => FieldValue.increment(n)),
        ...(Object.keys(names).length > 0 ? { lenderNames: names } : {}),
      },
      { merge: true },
    );
  }
}

const shardRefs = (db: Firestore, workspace: Workspace) =>
  Array.from({ length: OVERVIEW_SHARD_COUNT }, (_, shard) => db.doc(overviewShardPath(workspace, shard)));

const namesOf = (value: unknown): Record<string, string> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

/** Each workspace's counters as kept: the sum of its counter documents, read in one call. */
export async function readOverviewCounters(
  db: Firestore,
  workspaces: readonly Workspace[],
): Promise<WorkspaceCounters[]> {
  const refs = workspaces.flatMap((workspace) => shardRefs(db, workspace));
  const docs = refs.length > 0 ? await db.getAll(...refs) : [];
  return workspaces.map((workspace, index) => {
    const shards = docs.slice(index * OVERVIEW_SHARD_COUNT, (index + 1) * OVERVIEW_SHARD_COUNT);
    return {
      workspace,
      counters: workspaceCounters(shards.map((doc) => flatCounters(doc.get('counts')))),
      lenderNames: Object.assign({}, ...shards.map((doc) => namesOf(doc.get('lenderNames')))) as Record<
        string,
        string
      >,
    };
  });
}

/** Every stored complaint as its counters read it, a page at a time. */
async function* storedComplaints(db: Firestore, pageSize = 1000): AsyncGenerator<StoredCountedComplaint> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collectionGroup('complaints')
      .orderBy('__name__')
      .select(...COUNTED_FIELDS)
      .limit(pageSize);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const claimId = doc.ref.parent.parent?.id;
      if (!claimId) continue;
      const parsed = v.safeParse(CountedComplaintSchema, doc.data());
      // A complaint stored in a shape from before the counters (one the desk's backfill leaves
      // alone) cannot move through the lifecycle either: no event ever counts it, so neither does
      // the recount, and the two stay equal.
      if (!parsed.success) continue;
      yield { claimId, complaint: parsed.output };
    }
    if (page.docs.length < pageSize) return;
    last = page.docs.at(-1);
  }
}

/** The counters every stored complaint makes, by workspace and counter document. */
export async function recountOverview(db: Firestore): Promise<ReturnType<typeof recount>> {
  const all: StoredCountedComplaint[] = [];
  for await (const complaint of storedComplaints(db)) all.push(complaint);
  return recount(all);
}

/** Each workspace's counters as kept, by counter document, for comparing with a recount. */
export async function keptOverviewCounters(db: Firestore): Promise<Map<Workspace, Map<number, Counters>>> {
  const docs = await db.getAll(...WORKSPACES.flatMap((workspace) => shardRefs(db, workspace)));
  return new Map(
    WORKSPACES.map((workspace, index) => [
      workspace,
      new Map(
        docs
          .slice(index * OVERVIEW_SHARD_COUNT, (index + 1) * OVERVIEW_SHARD_COUNT)
          .map((doc, shard) => [shard, flatCounters(doc.get('counts'))] as const)
          .filter(([, counters]) => Object.keys(counters).length > 0),
      ),
    ]),
  );
}

/**
 * Writes the recount over the kept counters, every counter document of the workspaces given (all
 * of them unless told; one with nothing is deleted), and answers how many documents differed; a
 * dry run only compares. Run it when nothing else changes complaints: a change made between the
 * recount's read and its write would be overwritten. `npm run overview:recount` runs it.
 */
export async function repairOverview(
  db: Firestore,
  { workspaces = WORKSPACES, dryRun = false }: { workspaces?: readonly Workspace[]; dryRun?: boolean } = {},
): Promise<{ documents: number; differed: number }> {
  const [recounted, kept] = await Promise.all([recountOverview(db), keptOverviewCounters(db)]);
  const writer = db.bulkWriter();
  let differed = 0;
  for (const workspace of workspaces) {
    for (let shard = 0; shard < OVERVIEW_SHARD_COUNT; shard += 1) {
      const fresh = recounted.get(workspace)?.get(shard);
      const counters = fresh?.counters ?? {};
      const was = kept.get(workspace)?.get(shard) ?? {};
      if (JSON.stringify(sorted(counters)) !== JSON.stringify(sorted(was))) differed += 1;
      const ref = db.doc(overviewShardPath(workspace, shard));
      if (dryRun) continue;
      if (fresh) {
        void writer.set(ref, {
          workspace,
          counts: nestedCounters(counters, (n) => n),
          lenderNames: fresh.lenderNames,
        });
      } else void writer.delete(ref);
    }
  }
  await writer.close();
  return { documents: workspaces.length * OVERVIEW_SHARD_COUNT, differed };
}

const sorted = (counters: Counters) => Object.fromEntries(Object.entries(counters).sort());
