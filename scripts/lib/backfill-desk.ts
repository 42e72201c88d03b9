// `npm run backfill-desk`: brings every claim's desk data to what the gateway's writers leave on a
// claim today (decision 239): the search fields and lenders written when a claim is signed
// (claimDeskFields, decision 180), its entries in the search index (decision 286) and in the list
// index, its workspace's lists and its lenders' (decisions 290 and 293), for claims submitted
// before they existed; and the redress scheme's routes (decisions 254 and 259): each
// agreement's route on a claim submitted before routes, and its scheme's route on a complaint not
// yet sent whose agreements are all in one scheme (a sent complaint stays on the route it was sent
// on), moving the desk overview's counters from the general route to the scheme's in the same
// transaction, as the gateway's writers do (decision 273). Each claim is written in a transaction that reads it again,
// so a handler's event landing meanwhile is never undone; list entries that no longer match their
// claim go, and so do the rows under lenders decision 231 kept, no longer read. Safe to run again:
// what is already right is not written. The CLI is scripts/backfill-desk.mjs.
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  COUNTED_FIELDS,
  CountedComplaintSchema,
  type ComplaintChange,
} from '../../contract/overviewCounters';
import { deskSearchMerge } from '../../contract/search';
import { countComplaintChanges } from '../../functions/src/desk/overviewCounters';
import type { BackfillOptions } from './backfillDeskArgs';
import {
  CLAIM_FIELDS,
  routesToWrite,
  wantedPaths,
  claimDesk,
  planClaim,
  planRoutes,
  type ClaimPlan,
  type RoutesPlan,
} from './backfillDeskPlan';
import { emptySummary, type BackfillSummary } from './backfillDeskSummary';
import { listEntryVerdict, listMonthsOfClaim, planListRows, wantedListRows } from './backfillDeskList';
import { DESK_LIST, isDeskListPartitionId } from '../../contract/deskList';
import { applyDeskListWrites } from '../../functions/src/desk/listRows';

/** Where decision 231 kept a claim's row under each lender: `deskLenders/{lenderKey}/deskClaims/{claimId}`. */
const FORMER_LENDERS = 'deskLenders';
const FORMER_LENDER_CLAIMS = 'deskClaims';

// What scripts/backfill-desk.mjs reads from this module.
export { BackfillError, parseBackfillArgs } from './backfillDeskArgs';
export { describeSummary } from './backfillDeskSummary';

function countRoutes(summary: BackfillSummary, plan: RoutesPlan) {
  if (plan.agreementRoutes !== null) summary.routes.claims += 1;
  summary.routes.complaints += plan.complaints.length;
}

/** The complaint fields the route backfill reads: what it routes by, and what the overview counts. */
const COMPLAINT_FIELDS = [...new Set(['state', 'route', 'agreements', ...COUNTED_FIELDS])];

const complaintsOfRef = async (
  ref: DocumentReference,
  read: (q: Query) => Promise<QueryDocumentSnapshot[]>,
) =>
  (await read(ref.collection('complaints').select(...COMPLAINT_FIELDS))).map((doc) => ({
    complaintId: doc.id,
    data: doc.data(),
  }));

/** One claim's routes, in a transaction that reads the claim and its complaints again first. */
async function backfillRoutes(db: Firestore, ref: DocumentReference): Promise<RoutesPlan> {
  return db.runTransaction(async (tx) => {
    const [claim] = await tx.getAll(ref, { fieldMask: [...CLAIM_FIELDS] });
    const complaints = await complaintsOfRef(ref, async (q) => (await tx.get(q)).docs);
    const plan = planRoutes(claim?.data(), complaints);
    if (plan.agreementRoutes !== null) tx.update(ref, { agreementRoutes: plan.agreementRoutes });
    const changes: ComplaintChange[] = [];
    for (const { complaintId, route } of plan.complaints) {
      tx.update(ref.collection('complaints').doc(complaintId), { route });
      // The overview counted it on the general route: it moves to the scheme's (decision 273). A
      // complaint in a shape from before the counters is counted by nothing, and stays so.
      const counted = v.safeParse(
        CountedComplaintSchema,
        complaints.find((c) => c.complaintId === complaintId)?.data,
      );
      if (counted.success) changes.push({ before: counted.output, after: { ...counted.output, route } });
    }
    countComplaintChanges(db, tx, ref.id, changes);
    return plan;
  });
}

/** One claim's writes: its desk fields and search entries, its list entries and the months it names. */
interface ClaimWrites {
  plan: ClaimPlan;
  list: ReturnType<typeof planListRows>;
  /** The months named in its lists' documents (`path month`), where they were not named before. */
  months: string[];
}

function count(summary: BackfillSummary, { plan, list, months }: ClaimWrites) {
  if (plan.fields) summary.fields[plan.fields.was] += 1;
  for (const search of plan.searches) summary.searches[search.was] += 1;
  for (const row of list) summary.listRows[row.was] += 1;
  summary.listMonths += months.length;
}

/** The paths a claim's writes are compared with: its search documents' and list partitions'. */
const pathsOf = (claimId: string, data: DocumentData | undefined) => [
  ...new Set([...wantedPaths(claimId, data), ...(wantedListRows(claimId, data) ?? []).map((r) => r.path)]),
];

/** The months each list's document names (its workspace's, its lenders'), as `path month` keys. */
async function namedMonths(db: Firestore): Promise<Set<string>> {
  const [workspaces, lenders] = await Promise.all([
    db.collection(DESK_LIST).get(),
    db.collectionGroup('lenders').get(),
  ]);
  return new Set(
    [...workspaces.docs, ...lenders.docs.filter((doc) => doc.ref.path.startsWith(`${DESK_LIST}/`))].flatMap(
      (doc) => {
        const months = doc.get('months') as unknown;
        return Array.isArray(months) ? months.map((month) => `${doc.ref.path} ${String(month)}`) : [];
      },
    ),
  );
}

export interface BackfillHooks {
  /** After each page is read: the counts so far (the CLI prints progress with it). */
  onPage?: (summary: Readonly<BackfillSummary>) => void;
  /**
   * Between reading a claim that needs writing and its transaction: the moment a handler's event
   * can land. Tests use it to land one there.
   */
  beforeClaimTransaction?: (claimId: string) => Promise<void>;
}

/** Runs `task` over the items, a few at a time. */
async function inTurns<T>(items: readonly T[], atOnce: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += atOnce) await Promise.all(items.slice(i, i + atOnce).map(task));
}

/** Transactions run at once within a page: claims are separate documents, so they do not contend. */
const AT_ONCE = 8;

/** Every document of a query, a page at a time, in document id order. */
async function* pages(query: Query, pageSize: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < pageSize) return;
    after = page.docs.at(-1);
  }
}

/** Reads documents by reference in one call, as a map from path to data (undefined when missing). */
async function readAll(db: Firestore, paths: string[]): Promise<Map<string, DocumentData | undefined>> {
  const read = paths.length === 0 ? [] : await db.getAll(...paths.map((path) => db.doc(path)));
  return new Map(read.map((doc) => [doc.ref.path, doc.data()]));
}

/**
 * One claim's writes, in a transaction that reads the claim, its search documents and partitions
 * again first; its month is named in each of its lists' documents unless `named` has it there.
 */
async function backfillClaim(
  db: Firestore,
  ref: DocumentReference,
  named: Set<string>,
): Promise<ClaimWrites> {
  const writes = await db.runTransaction(async (tx) => {
    const [claim] = await tx.getAll(ref, { fieldMask: [...CLAIM_FIELDS] });
    const data = claim?.data();
    const paths = pathsOf(ref.id, data);
    const docs = paths.length === 0 ? [] : await tx.getAll(...paths.map((path) => db.doc(path)));
    const stored = new Map(docs.map((doc) => [doc.ref.path, doc.data()]));
    const plan = planClaim(ref.id, data, stored);
    const list = planListRows(ref.id, data, stored);
    const naming = listMonthsOfClaim(ref.id, data).filter((month) => !named.has(month.key));
    // Written as the gateway's writers write them (setDeskListRows).
    applyDeskListWrites(db, tx, { set: list, remove: [], months: naming });
    if (plan.fields) {
      tx.update(ref, { lenders: plan.fields.write.lenders, search: plan.fields.write.search });
    }
    // The claim's entry beside any other claim's the search finds (decision 286).
    for (const { path, claimId, entry } of plan.searches) {
      tx.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true });
    }
    return { plan, list, months: naming.map((month) => month.key) };
  });
  for (const key of writes.months) named.add(key);
  return writes;
}

/**
 * Removes an entry its claim should not have in a partition, in a transaction that reads both
 * again first (a claim submitted or moved meanwhile keeps its entry).
 */
async function removeEntry(db: Firestore, partition: DocumentReference, claimId: string): Promise<boolean> {
  const claim = db.collection('claims').doc(claimId);
  return db.runTransaction(async (tx) => {
    const [claimNow] = await tx.getAll(claim, { fieldMask: [...CLAIM_FIELDS] });
    const [partitionNow] = await tx.getAll(partition, { fieldMask: [new FieldPath('claims', claimId)] });
    const listed = (partitionNow?.get('claims') as Record<string, unknown> | undefined)?.[claimId];
    if (listed === undefined || listEntryVerdict(partition.path, claimId, claimNow?.data()) !== 'remove')
      return false;
    tx.update(partition, new FieldPath('claims', claimId), FieldValue.delete());
    return true;
  });
}

/** Claims read at once when checking a partition's entries. */
const CLAIMS_AT_ONCE = 300;

/** The entries of a page of partitions their claims should not have there. */
async function strayEntries(db: Firestore, partitions: readonly QueryDocumentSnapshot[]) {
  const named = partitions.flatMap((partition) =>
    Object.keys((partition.get('claims') as Record<string, unknown> | undefined) ?? {}).map((claimId) => ({
      partition: partition.ref,
      claimId,
    })),
  );
  const claimIds = [...new Set(named.map(({ claimId }) => claimId))];
  const claims = new Map<string, DocumentData | undefined>();
  for (let i = 0; i < claimIds.length; i += CLAIMS_AT_ONCE) {
    const refs = claimIds.slice(i, i + CLAIMS_AT_ONCE).map((id) => db.collection('claims').doc(id));
    for (const doc of await db.getAll(...refs, { fieldMask: [...CLAIM_FIELDS] }))
      claims.set(doc.id, doc.data());
  }
  return named.filter(
    ({ partition, claimId }) => listEntryVerdict(partition.path, claimId, claims.get(claimId)) === 'remove',
  );
}

/** Partitions read at a time: each may list a few thousand claims. */
const PARTITIONS_AT_ONCE = 10;

/** Deletes documents no one reads any more, in one batch (a dry run deletes none); how many go. */
async function removeWhole(db: Firestore, docs: readonly QueryDocumentSnapshot[], dryRun: boolean) {
  if (!dryRun && docs.length > 0) {
    const batch = db.batch();
    for (const doc of docs) batch.delete(doc.ref);
    await batch.commit();
  }
  return docs.length;
}

/**
 * Walks every claim, then every partition of the list index, then every former lender row, a page
 * at a time: writes what each claim lacks or holds out of date, removes entries their claims should
 * not have, and the former rows; a dry run only counts. Prints nothing: the summary holds counts only.
 */
export async function backfillDesk(
  db: Firestore,
  options: BackfillOptions,
  hooks: BackfillHooks = {},
): Promise<BackfillSummary> {
  const summary = emptySummary(options.dryRun);
  const named = await namedMonths(db);

  // 1. The claims: their desk fields, search entries and list entries.
  const claims = db
    .collection('claims')
    .orderBy(FieldPath.documentId())
    .select(...CLAIM_FIELDS);
  for await (const page of pages(claims, options.pageSize)) {
    summary.claimsRead += page.length;
    const wanted = page.map((doc) => ({ doc, desk: claimDesk(doc.data()) }));
    const stored = await readAll(db, [...new Set(wanted.flatMap(({ doc }) => pathsOf(doc.id, doc.data())))]);
    const toWrite: DocumentReference[] = [];
    for (const { doc, desk } of wanted) {
      if (desk.kind === 'unsigned' || desk.kind === 'accountDeleted' || desk.kind === 'unreadable') {
        summary.left[desk.kind] += 1;
      }
      const plan = planClaim(doc.id, doc.data(), stored);
      const list = planListRows(doc.id, doc.data(), stored);
      const naming = listMonthsOfClaim(doc.id, doc.data())
        .map((month) => month.key)
        .filter((key) => !named.has(key));
      const nothing = plan.fields === null && plan.searches.length === 0;
      if (nothing && list.length === 0 && naming.length === 0) continue;
      if (options.dryRun) {
        count(summary, { plan, list, months: naming });
        // A dry run names each month once, as a run would.
        for (const key of naming) named.add(key);
      } else toWrite.push(doc.ref);
    }
    await inTurns(toWrite, AT_ONCE, async (ref) => {
      await hooks.beforeClaimTransaction?.(ref.id);
      count(summary, await backfillClaim(db, ref, named));
    });
    // The scheme's routes (decisions 254 and 259): a signed claim's, and its complaints'.
    const signed = wanted.filter(({ desk }) => desk.kind === 'desk').map(({ doc }) => doc);
    const routing: DocumentReference[] = [];
    await inTurns(signed, AT_ONCE, async (doc) => {
      const complaints = await complaintsOfRef(doc.ref, async (q) => (await q.get()).docs);
      const plan = planRoutes(doc.data(), complaints);
      if (!routesToWrite(plan)) return;
      if (options.dryRun) countRoutes(summary, plan);
      else routing.push(doc.ref);
    });
    await inTurns(routing, AT_ONCE, async (ref) => countRoutes(summary, await backfillRoutes(db, ref)));
    hooks.onPage?.(summary);
  }

  // 2. The list index's partitions: entries their claims should not have there go.
  const partitions = db.collectionGroup('months').orderBy(FieldPath.documentId()).select('claims');
  for await (const page of pages(partitions, PARTITIONS_AT_ONCE)) {
    const ours = page.filter((doc) => doc.ref.path.startsWith(`${DESK_LIST}/`));
    summary.partitionsRead += ours.length;
    // A whole month in one document (decision 290) is read by no list since decision 295: its claims'
    // entries were written to the month's shares above, so it goes whole.
    const current = ours.filter((doc) => isDeskListPartitionId(doc.id));
    summary.partitionsRemoved += await removeWhole(
      db,
      ours.filter((doc) => !current.includes(doc)),
      options.dryRun,
    );
    const stray = await strayEntries(db, current);
    if (options.dryRun) summary.listRemoved += stray.length;
    else {
      await inTurns(stray, AT_ONCE, async ({ partition, claimId }) => {
        if (await removeEntry(db, partition, claimId)) summary.listRemoved += 1;
      });
    }
    hooks.onPage?.(summary);
  }

  // 3. The rows under lenders decision 231 kept: no longer read (decision 293), every one goes.
  const rows = db.collectionGroup(FORMER_LENDER_CLAIMS).orderBy(FieldPath.documentId()).select();
  for await (const page of pages(rows, options.pageSize)) {
    const former = page.filter((row) => row.ref.parent.parent?.parent.id === FORMER_LENDERS);
    summary.rowsRead += former.length;
    summary.rowsRemoved += await removeWhole(db, former, options.dryRun);
    hooks.onPage?.(summary);
  }
  return summary;
}
