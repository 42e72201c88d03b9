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

function count(summary: BackfillSummary, plan: ClaimPlan) {
  if (plan.fields) summary.fields[plan.fields.was] += 1;
  for (const row of plan.rows) summary.rows[row.was] += 1;
  for (const search of plan.searches) summary.searches[search.was] += 1;
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

/** One claim's writes, in a transaction that reads the claim, its rows and search documents again first. */
async function backfillClaim(db: Firestore, ref: DocumentReference): Promise<ClaimPlan> {
  return db.runTransaction(async (tx) => {
    const [claim] = await tx.getAll(ref, { fieldMask: [...CLAIM_FIELDS] });
    const data = claim?.data();
    const paths = [...new Set(wantedPaths(ref.id, data))];
    const docs = paths.length === 0 ? [] : await tx.getAll(...paths.map((path) => db.doc(path)));
    const plan = planClaim(ref.id, data, new Map(docs.map((doc) => [doc.ref.path, doc.data()])));
    if (plan.fields) {
      tx.update(ref, { lenders: plan.fields.write.lenders, search: plan.fields.write.search });
    }
    for (const { path, row } of plan.rows) tx.set(db.doc(path), row);
    // The claim's entry beside any other claim's the search finds (decision 286).
    for (const { path, claimId, entry } of plan.searches) {
      tx.set(db.doc(path), deskSearchMerge(claimId, entry), { merge: true });
    }
    return plan;
  });
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

  // 1. The claims: their desk fields, and a row under each of their lenders.
  const claims = db
    .collection('claims')
    .orderBy(FieldPath.documentId())
    .select(...CLAIM_FIELDS);
  for await (const page of pages(claims, options.pageSize)) {
    summary.claimsRead += page.length;
    const wanted = page.map((doc) => ({ doc, desk: claimDesk(doc.data()) }));
    const stored = await readAll(db, [
      ...new Set(wanted.flatMap(({ doc }) => wantedPaths(doc.id, doc.data()))),
    ]);
    const toWrite: DocumentReference[] = [];
    for (const { doc, desk } of wanted) {
      if (desk.kind === 'unsigned' || desk.kind === 'accountDeleted' || desk.kind === 'unreadable') {
        summary.left[desk.kind] += 1;
      }
      const plan = planClaim(doc.id, doc.data(), stored);
      if (plan.fields === null && plan.rows.length === 0 && plan.searches.length === 0) continue;
      if (options.dryRun) count(summary, plan);
      else toWrite.push(doc.ref);
    }
    await inTurns(toWrite, AT_ONCE, async (ref) => {
      await hooks.beforeClaimTransaction?.(ref.id);
      count(summary, await backfillClaim(db, ref));
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
