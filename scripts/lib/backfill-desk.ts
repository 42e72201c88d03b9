// `npm run backfill-desk`: brings every claim's desk data to what the gateway's writers leave on a
// claim today (decision 239): the search fields and lenders written when a claim is signed
// (claimDeskFields, decision 180) and its rows under its lenders (decision 231), for claims
// submitted before either existed; and the redress scheme's routes (decisions 254 and 259): each
// agreement's route on a claim submitted before routes, and its scheme's route on a complaint not
// yet sent whose agreements are all in one scheme (a sent complaint stays on the route it was sent
// on), moving the desk overview's counters from the general route to the scheme's in the same
// transaction, as the gateway's writers do (decision 273). Each claim is written in a transaction that reads it again,
// so a handler's event landing meanwhile is never undone; rows that no longer match their claim
// go. Safe to run again: what is already right is not written. The CLI is scripts/backfill-desk.mjs.
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
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
import { DESK_LENDERS, DESK_LENDER_CLAIMS, deskSearchMerge } from '../../contract/search';
import { countComplaintChanges } from '../../functions/src/desk/overviewCounters';
import type { BackfillOptions } from './backfillDeskArgs';
import {
  CLAIM_FIELDS,
  routesToWrite,
  wantedPaths,
  claimDesk,
  planClaim,
  planRoutes,
  rowVerdict,
  type ClaimPlan,
  type RoutesPlan,
} from './backfillDeskPlan';
import { emptySummary, type BackfillSummary } from './backfillDeskSummary';
import { listMonthOfClaim, planListRows, wantedListRows } from './backfillDeskList';
import { DESK_LIST, deskListMerge } from '../../contract/deskList';

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

/** One claim's writes: its desk fields, lender rows and search entries, its list entries and its month. */
interface ClaimWrites {
  plan: ClaimPlan;
  list: ReturnType<typeof planListRows>;
  /** The month named in its workspace's list document, when it was not named before. */
  month: string | null;
}

function count(summary: BackfillSummary, { plan, list, month }: ClaimWrites) {
  if (plan.fields) summary.fields[plan.fields.was] += 1;
  for (const row of plan.rows) summary.rows[row.was] += 1;
  for (const search of plan.searches) summary.searches[search.was] += 1;
  for (const row of list) summary.listRows[row.was] += 1;
  if (month !== null) summary.listMonths += 1;
}

/** The paths a claim's writes are compared with: its lender rows', search documents' and list partitions'. */
const pathsOf = (claimId: string, data: DocumentData | undefined) => [
  ...new Set([...wantedPaths(claimId, data), ...(wantedListRows(claimId, data) ?? []).map((r) => r.path)]),
];

/** The months each workspace's list document names, as `workspace month` keys (decision 290). */
async function namedMonths(db: Firestore): Promise<Set<string>> {
  const docs = await db.collection(DESK_LIST).get();
  return new Set(
    docs.docs.flatMap((doc) => {
      const months = doc.get('months') as unknown;
      return Array.isArray(months) ? months.map((month) => `${doc.id} ${String(month)}`) : [];
    }),
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
 * One claim's writes, in a transaction that reads the claim, its rows and search documents again
 * first; its month is named in its workspace's list document unless `named` has it.
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
    for (const { path, claimId, entry } of list) {
      tx.set(db.doc(path), deskListMerge(claimId, entry), { merge: true });
    }
    const month = listMonthOfClaim(ref.id, data);
    const naming = month !== null && !named.has(month.key);
    if (naming) {
      tx.set(
        db.doc(month.path),
        { workspace: month.workspace, months: FieldValue.arrayUnion(month.month) },
        { merge: true },
      );
    }
    if (plan.fields) {
      tx.update(ref, { lenders: plan.fields.write.lenders, search: plan.fields.write.search });
    }
    for (const { path, row } of plan.rows) tx.set(db.doc(path), row);
    // The claim's entry beside any other claim's the search finds (decision 286).
    for (const { path, claimId, entry } of plan.searches) {
      tx.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true });
    }
    return { plan, list, month: naming ? month.key : null };
  });
  if (writes.month !== null) named.add(writes.month);
  return writes;
}

/** Removes a row its claim should not have, in a transaction that reads both again first. */
async function removeRow(db: Firestore, row: DocumentReference, claim: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [claimNow, rowNow] = await tx.getAll(claim, row, { fieldMask: [...CLAIM_FIELDS] });
    if (!rowNow?.exists || rowVerdict(row.path, claim.id, claimNow?.data()) !== 'remove') return false;
    tx.delete(row);
    return true;
  });
}

/** The claim a row under a lender stands for, or null for a `deskClaims` document elsewhere. */
function claimOfRow(db: Firestore, row: DocumentSnapshot): DocumentReference | null {
  const lender = row.ref.parent.parent;
  const top = lender?.parent;
  if (!lender || !top || top.id !== DESK_LENDERS || top.parent !== null) return null;
  return db.collection('claims').doc(row.id);
}

/**
 * Walks every claim, then every lender row, a page at a time, and writes what each claim lacks
 * or holds out of date; a dry run only counts. Prints nothing: the summary holds counts only.
 */
export async function backfillDesk(
  db: Firestore,
  options: BackfillOptions,
  hooks: BackfillHooks = {},
): Promise<BackfillSummary> {
  const summary = emptySummary(options.dryRun);
  const named = await namedMonths(db);

  // 1. The claims: their desk fields, and a row under each of their lenders.
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
      const month = listMonthOfClaim(doc.id, doc.data());
      const naming = month !== null && !named.has(month.key);
      const nothing = plan.fields === null && plan.rows.length === 0 && plan.searches.length === 0;
      if (nothing && list.length === 0 && !naming) continue;
      if (options.dryRun) {
        count(summary, { plan, list, month: naming ? month.key : null });
        // A dry run names each month once, as a run would.
        if (naming) named.add(month.key);
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

  // 2. The rows under every lender: those their claim should not have go.
  const rows = db.collectionGroup(DESK_LENDER_CLAIMS).orderBy(FieldPath.documentId()).select();
  for await (const page of pages(rows, options.pageSize)) {
    summary.rowsRead += page.length;
    const ofClaims = page.flatMap((row) => {
      const claim = claimOfRow(db, row);
      return claim ? [{ row: row.ref, claim }] : [];
    });
    const claimData = await readAll(db, [...new Set(ofClaims.map(({ claim }) => claim.path))]);
    const stale = ofClaims.filter(
      ({ row, claim }) => rowVerdict(row.path, claim.id, claimData.get(claim.path)) === 'remove',
    );
    if (options.dryRun) summary.rowsRemoved += stale.length;
    else {
      await inTurns(stale, AT_ONCE, async ({ row, claim }) => {
        if (await removeRow(db, row, claim)) summary.rowsRemoved += 1;
      });
    }
    hooks.onPage?.(summary);
  }
  return summary;
}
