// `npm run backfill-desk`: brings every claim's desk data to what the gateway's writers leave on a
// claim today (decision 239): the search fields and lenders written when a claim is signed
// (claimDeskFields, decision 180) and its rows under its lenders (decision 231), for claims
// submitted before either existed; and the redress scheme's routes (decisions 254 and 259): each
// agreement's route on a claim submitted before routes, and its scheme's route on a complaint not
// yet sent whose agreements are all in one scheme (a sent complaint stays on the route it was sent on). Each claim is written in a transaction that reads it again,
// so a handler's event landing meanwhile is never undone; rows that no longer match their claim
// go. Safe to run again: what is already right is not written. The CLI is scripts/backfill-desk.mjs.
import { parseArgs, isDeepStrictEqual } from 'node:util';
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
  StoredAnswersSchema,
  StoredApplicantSchema,
  StoredClaimSchema,
  claimDeskFields,
  type ClaimDeskFields,
} from '../../contract/claim';
import {
  DESK_LENDERS,
  DESK_LENDER_CLAIMS,
  deskLenderRowsAfter,
  type DeskLenderRow,
} from '../../contract/search';
import { agreementRoutesOfClaim } from '../../contract/claimRoutes';
import { complaintRouteOf, StoredComplaintSchema } from '../../contract/lifecycle/stored';
import type { ComplaintRoute } from '../../contract/lifecycle/states';
import { agreementRoute } from '../../contract/scheme/route';
import type { StoredAgreementRoute } from '../../contract/scheme/routeSchema';
import { BACKFILL_DESK_SYNOPSIS, BACKFILL_PAGE_SIZE } from './operator-usage.mjs';

/** A problem with the command, reported as one line and exit code 1. */
export class BackfillError extends Error {}

export const DEFAULT_PAGE_SIZE = BACKFILL_PAGE_SIZE.default;
/** A page's claims, then their rows, are each read in one call: pages stay small. */
export const MAX_PAGE_SIZE = BACKFILL_PAGE_SIZE.max;

export const USAGE = BACKFILL_DESK_SYNOPSIS;

export interface BackfillOptions {
  /** Count what would be written, and write nothing. */
  dryRun: boolean;
  /** Claims (and lender rows) read at a time. */
  pageSize: number;
}

/** Reads the command line: --dry-run, --page-size and the project. */
export function parseBackfillArgs(args: string[]): { options: BackfillOptions; project: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'page-size': { type: 'string' },
        project: { type: 'string' },
      },
    });
  } catch (error) {
    throw new BackfillError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  const pageSize = values['page-size'] === undefined ? DEFAULT_PAGE_SIZE : Number(values['page-size']);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new BackfillError(
      `--page-size takes a whole number from 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE} when left out).\n${USAGE}`,
    );
  }
  if (values.project !== undefined && values.project.trim() === '') {
    throw new BackfillError(`--project names a project id.\n${USAGE}`);
  }
  return { options: { dryRun: values['dry-run'], pageSize }, project: values.project };
}

/**
 * The fields of a claim the backfill reads: what claimDeskFields and the lender rows are made
 * from, what they are compared with, and what says whether the claim is signed. Not the signature
 * (a drawn one is up to 500 KB), nor the rest of the applicant.
 */
export const CLAIM_FIELDS = [
  'status',
  'workspace',
  'submittedAt',
  'responseDueAt',
  'signedAt',
  'submission',
  'applicant.email',
  'applicant.lastName',
  'agreements',
  'answers',
  'lenders',
  'search',
  'accountDeletedAt',
  'agreementRoutes',
] as const;

/** What claimDeskFields is made from, as a signed claim stores it (contract/claim.ts). */
const SignedClaimDeskSchema = v.object({
  applicant: v.pick(StoredApplicantSchema, ['email', 'lastName']),
  agreements: StoredClaimSchema.entries.agreements,
  answers: StoredAnswersSchema,
  signedAt: v.number(),
  submission: v.object({ reference: v.string() }),
});

/** What the desk should hold of a stored claim. */
export type ClaimDesk =
  /** No such claim (a row's claim deleted outside the gateway): it should have no rows. */
  | { kind: 'missing' }
  /** A draft or checked claim: no desk fields and no rows, as the gateway leaves it. */
  | { kind: 'unsigned' }
  /**
   * A claim whose account was deleted (decision 184): its search fields went with the account and
   * are not written again; it has no rows, so it is found by reference only.
   */
  | { kind: 'accountDeleted' }
  /** A signed claim that does not read as one: left as it is, rows and all, for someone to look at. */
  | { kind: 'unreadable' }
  /** A signed claim: the fields submission writes on it. */
  | { kind: 'desk'; fields: ClaimDeskFields };

/** What the desk should hold of a claim, from its stored fields (CLAIM_FIELDS at least). */
export function claimDesk(data: Readonly<DocumentData> | undefined): ClaimDesk {
  if (data === undefined) return { kind: 'missing' };
  if (data.accountDeletedAt !== undefined) return { kind: 'accountDeleted' };
  if (data.signedAt === undefined && data.submission === undefined) return { kind: 'unsigned' };
  const parsed = v.safeParse(SignedClaimDeskSchema, data);
  if (!parsed.success) return { kind: 'unreadable' };
  // The same function submitClaim writes them with (decision 180), from what the claim was signed with.
  return { kind: 'desk', fields: claimDeskFields(parsed.output) };
}

/**
 * The rows the claim should have under its lenders, as the gateway's writers would write them
 * once its desk fields are right; null when that cannot be known (an unreadable claim).
 */
export function wantedRows(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
  desk: ClaimDesk,
): { path: string; row: DeskLenderRow }[] | null {
  if (desk.kind === 'unreadable') return null;
  if (desk.kind !== 'desk') return [];
  return deskLenderRowsAfter(claimId, data, { search: { lenders: desk.fields.search.lenders } });
}

/** What one claim needs written. */
export interface ClaimPlan {
  desk: ClaimDesk['kind'];
  /** The desk fields to write, and whether the claim had none or others; null when they are right. */
  fields: { write: ClaimDeskFields; was: 'missing' | 'stale' } | null;
  /** The rows to write, each missing or holding other values. */
  rows: { path: string; row: DeskLenderRow; was: 'missing' | 'stale' }[];
}

/**
 * What a claim needs written: its desk fields when they are missing or differ from what
 * claimDeskFields makes of it, and each wanted row that is missing or differs from the claim.
 * `stored` holds the rows read at the wanted paths (undefined for one that does not exist).
 */
export function planClaim(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
  stored: ReadonlyMap<string, DocumentData | undefined>,
): ClaimPlan {
  const desk = claimDesk(data);
  let fields: ClaimPlan['fields'] = null;
  if (desk.kind === 'desk') {
    const { lenders, search } = desk.fields;
    if (data?.search === undefined && data?.lenders === undefined) {
      fields = { write: desk.fields, was: 'missing' };
    } else if (!isDeepStrictEqual(data.lenders, lenders) || !isDeepStrictEqual(data.search, search)) {
      fields = { write: desk.fields, was: 'stale' };
    }
  }
  const rows: ClaimPlan['rows'] = [];
  for (const { path, row } of wantedRows(claimId, data, desk) ?? []) {
    const existing = stored.get(path);
    if (existing === undefined) rows.push({ path, row, was: 'missing' });
    else if (!isDeepStrictEqual(existing, row)) rows.push({ path, row, was: 'stale' });
  }
  return { desk: desk.kind, fields, rows };
}

/** A stored complaint as the route backfill reads it (the fields it selects). */
export interface ComplaintToRoute {
  complaintId: string;
  data: Readonly<DocumentData> | undefined;
}

/** What a claim needs of the scheme's routes (decisions 254 and 259). */
export interface RoutesPlan {
  /** Each agreement's route, for a signed claim stored before routes; null when it has them. */
  agreementRoutes: StoredAgreementRoute[] | null;
  /** Prepared complaints with no route whose agreements are all in one scheme: that scheme's route. */
  complaints: { complaintId: string; route: Exclude<ComplaintRoute, 'general'> }[];
}

/** The one route of a complaint's agreements, or null when they are on more than one. */
function oneRouteOf(agreements: readonly { startDate: string; agreementType?: 'PCP' | 'HP' | null }[]) {
  const routes = new Set(agreements.map((a) => complaintRouteOf(agreementRoute(a))));
  return routes.size === 1 ? [...routes][0]! : null;
}

/**
 * The routes a claim lacks: its agreements' routes, worked out as submission does today, and a
 * scheme's route on each complaint not yet sent whose agreements are all in that scheme. A
 * complaint already sent, or with agreements in more than one route, stays on the general route it
 * was made on (decision 259).
 */
export function planRoutes(
  data: Readonly<DocumentData> | undefined,
  complaints: readonly ComplaintToRoute[],
): RoutesPlan {
  const desk = claimDesk(data);
  if (desk.kind !== 'desk') return { agreementRoutes: null, complaints: [] };
  const parsed = v.parse(SignedClaimDeskSchema, data);
  const agreementRoutes = data?.agreementRoutes === undefined ? agreementRoutesOfClaim(parsed) : null;
  const toRoute: RoutesPlan['complaints'] = [];
  for (const { complaintId, data: complaint } of complaints) {
    if (complaint?.route !== undefined || complaint?.state !== 'prepared') continue;
    const read = v.safeParse(StoredComplaintSchema.entries.agreements, complaint.agreements);
    const route = read.success ? oneRouteOf(read.output) : null;
    if (route !== null && route !== 'general') toRoute.push({ complaintId, route });
  }
  return { agreementRoutes, complaints: toRoute };
}

const routesToWrite = (plan: RoutesPlan) => plan.agreementRoutes !== null || plan.complaints.length > 0;

/**
 * Whether a row under a lender should stay: 'keep' when the claim should have it, 'remove' when it
 * should not (a lender the claim does not name, a claim not submitted, deleted or gone), 'unknown'
 * for an unreadable claim, whose rows are left alone.
 */
export function rowVerdict(
  rowPath: string,
  claimId: string,
  data: Readonly<DocumentData> | undefined,
): 'keep' | 'remove' | 'unknown' {
  const wanted = wantedRows(claimId, data, claimDesk(data));
  if (wanted === null) return 'unknown';
  return wanted.some((row) => row.path === rowPath) ? 'keep' : 'remove';
}

/** What a run read, wrote (or, in a dry run, would write) and left alone: counts only. */
export interface BackfillSummary {
  dryRun: boolean;
  claimsRead: number;
  rowsRead: number;
  fields: { missing: number; stale: number };
  rows: { missing: number; stale: number };
  rowsRemoved: number;
  /** Claims given their agreements' routes, and complaints given a scheme's route. */
  routes: { claims: number; complaints: number };
  left: { unsigned: number; accountDeleted: number; unreadable: number };
}

/** A run's summary before it has read anything. */
export const emptySummary = (dryRun: boolean): BackfillSummary => ({
  dryRun,
  claimsRead: 0,
  rowsRead: 0,
  fields: { missing: 0, stale: 0 },
  rows: { missing: 0, stale: 0 },
  rowsRemoved: 0,
  routes: { claims: 0, complaints: 0 },
  left: { unsigned: 0, accountDeleted: 0, unreadable: 0 },
});

/** Whether the run wrote (or would write) anything. */
export const wroteAnything = (s: BackfillSummary) =>
  s.fields.missing +
    s.fields.stale +
    s.rows.missing +
    s.rows.stale +
    s.rowsRemoved +
    s.routes.claims +
    s.routes.complaints >
  0;

function countRoutes(summary: BackfillSummary, plan: RoutesPlan) {
  if (plan.agreementRoutes !== null) summary.routes.claims += 1;
  summary.routes.complaints += plan.complaints.length;
}

/** The complaint fields the route backfill reads. */
const COMPLAINT_FIELDS = ['state', 'route', 'agreements'] as const;

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
    for (const { complaintId, route } of plan.complaints) {
      tx.update(ref.collection('complaints').doc(complaintId), { route });
    }
    return plan;
  });
}

function count(summary: BackfillSummary, plan: ClaimPlan) {
  if (plan.fields) summary.fields[plan.fields.was] += 1;
  for (const row of plan.rows) summary.rows[row.was] += 1;
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

/** One claim's writes, in a transaction that reads the claim and its rows again first. */
async function backfillClaim(db: Firestore, ref: DocumentReference): Promise<ClaimPlan> {
  return db.runTransaction(async (tx) => {
    const [claim] = await tx.getAll(ref, { fieldMask: [...CLAIM_FIELDS] });
    const data = claim?.data();
    const paths = (wantedRows(ref.id, data, claimDesk(data)) ?? []).map((row) => row.path);
    const rows = paths.length === 0 ? [] : await tx.getAll(...paths.map((path) => db.doc(path)));
    const plan = planClaim(ref.id, data, new Map(rows.map((row) => [row.ref.path, row.data()])));
    if (plan.fields) {
      tx.update(ref, { lenders: plan.fields.write.lenders, search: plan.fields.write.search });
    }
    for (const { path, row } of plan.rows) tx.set(db.doc(path), row);
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
    const stored = await readAll(
      db,
      wanted.flatMap(({ doc, desk }) => (wantedRows(doc.id, doc.data(), desk) ?? []).map((r) => r.path)),
    );
    const toWrite: DocumentReference[] = [];
    for (const { doc, desk } of wanted) {
      if (desk.kind === 'unsigned' || desk.kind === 'accountDeleted' || desk.kind === 'unreadable') {
        summary.left[desk.kind] += 1;
      }
      const plan = planClaim(doc.id, doc.data(), stored);
      if (plan.fields === null && plan.rows.length === 0) continue;
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

const n = (value: number) => value.toLocaleString('en-GB');
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

/** What the command prints: counts only, never a name, postcode, email or phone number. */
export function describeSummary(s: BackfillSummary): string[] {
  const read = `Read ${plural(s.claimsRead, 'claim', 'claims')} and ${plural(s.rowsRead, 'lender row', 'lender rows')}.`;
  const left = [
    s.left.unsigned > 0 ? `${n(s.left.unsigned)} not signed` : null,
    s.left.accountDeleted > 0 ? `${n(s.left.accountDeleted)} whose account was deleted` : null,
  ].filter((part) => part !== null);
  const lines = [read];
  if (!wroteAnything(s)) {
    lines.push(
      s.dryRun
        ? 'Dry run: nothing would be written; every claim’s desk fields, lender rows and routes are up to date.'
        : 'Nothing written: every claim’s desk fields, lender rows and routes are up to date.',
    );
  } else {
    lines.push(
      s.dryRun ? 'Dry run: nothing was changed. A run would change:' : 'Changed:',
      `  the desk fields of ${plural(s.fields.missing + s.fields.stale, 'claim', 'claims')} (${n(s.fields.missing)} had none, ${n(s.fields.stale)} out of date)`,
      `  ${plural(s.rows.missing + s.rows.stale, 'lender row', 'lender rows')} (${n(s.rows.missing)} missing, ${n(s.rows.stale)} out of date)`,
      `  ${plural(s.rowsRemoved, 'lender row', 'lender rows')} removed (under a lender the claim does not name, or of a claim not submitted, deleted or gone)`,
      `  the agreements' redress scheme routes of ${plural(s.routes.claims, 'claim', 'claims')}, and a scheme's route on ${plural(s.routes.complaints, 'complaint', 'complaints')} not yet sent`,
    );
  }
  if (left.length > 0) lines.push(`Claims with no desk data to write: ${left.join(', ')}.`);
  if (s.left.unreadable > 0) {
    lines.push(
      `! ${plural(s.left.unreadable, 'signed claim does', 'signed claims do')} not read as a stored claim: left as they are (docs/operations.md).`,
    );
  }
  return lines;
}
