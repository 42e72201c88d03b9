import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  DeskListClaimsRequestSchema,
  type DeskClaimSummary,
  type DeskListClaimsData,
} from '../../../contract/desk.js';
import { WorkspaceSchema } from '../../../contract/firms.js';
import { ClaimStatusSchema } from '../../../contract/responses.js';
import {
  claimFoundBy,
  deskSearchPath,
  searchFieldsOf,
  type DeskSearchValue,
} from '../../../contract/search.js';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { requireStaff, workspaceNotGranted } from './access.js';
import { auditRecord, writeAudit } from './audit.js';
import {
  filterNames,
  planClaimsQuery,
  planShape,
  searchPage,
  type PagePosition,
  type QueryPlan,
} from './claimsQuery.js';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.js';
import { listRowsPage } from './listPage.js';
import { storedEntries } from './searchRows.js';

/** What a row of the list reads from a claim; the rest (a drawn signature above all) is not fetched. */
const SUMMARY_FIELDS = [
  'workspace',
  'status',
  'submittedAt',
  'submission.reference',
  'applicant.firstName',
  'applicant.lastName',
  'answers.currentAddress.postcode',
  'lenders',
  'responseDueAt',
];

const StoredSummarySchema = v.object({
  // Claims signed before the workspace was recorded were all made in the default one.
  workspace: v.optional(WorkspaceSchema, 'Redress'),
  status: ClaimStatusSchema,
  submittedAt: v.number(),
  submission: v.object({ reference: v.string() }),
  applicant: v.object({ firstName: v.string(), lastName: v.string() }),
  answers: v.object({ currentAddress: v.object({ postcode: v.string() }) }),
  lenders: v.optional(v.array(v.string()), []),
  responseDueAt: v.optional(v.nullable(v.number()), null),
});

function toSummary(claimId: string, data: unknown, now: number): DeskClaimSummary {
  // A stored claim the desk cannot read is a fault to fix, not a row to leave out silently.
  const claim = v.parse(StoredSummarySchema, data);
  return {
    claimId,
    reference: claim.submission.reference,
    workspace: claim.workspace,
    status: claim.status,
    submittedAt: new Date(claim.submittedAt).toISOString(),
    claimant: `${claim.applicant.firstName} ${claim.applicant.lastName}`,
    postcode: claim.answers.currentAddress.postcode,
    lenders: claim.lenders,
    responseDueAt: claim.responseDueAt === null ? null : new Date(claim.responseDueAt).toISOString(),
    overdue: claim.responseDueAt !== null && claim.responseDueAt < now,
  };
}

/** What a search checks each claim its document names against: the claim's own search fields. */
const SEARCHED_FIELDS = ['search.email', 'search.surname', 'search.postcodes'];

/**
 * A search's page (decision 286): its document in the search index, read by id, narrowed to the
 * workspaces and ordered as the claims query would be, then the page's claims read by id. A claim
 * is shown only if it is still in the workspace, submitted and found by the search: a document
 * behind its claims costs a shorter page, never a claim that should not be there.
 */
async function searchedClaims(
  db: Firestore,
  plan: QueryPlan,
  search: DeskSearchValue,
  after: PagePosition | null,
  pageSize: number,
): Promise<{ claims: DocumentSnapshot[]; last: PagePosition | null; more: boolean }> {
  const lookup = await db.doc(deskSearchPath(search)).get();
  const { page, more } = searchPage(storedEntries(lookup.data()), plan.workspaces, after, pageSize);
  const end = page.at(-1);
  const last = end ? { value: end.entry.submittedAt, id: end.claimId } : null;
  if (page.length === 0) return { claims: [], last, more };
  const claims = db.collection('claims');
  const read = await db.getAll(...page.map(({ claimId }) => claims.doc(claimId)), {
    fieldMask: [...SUMMARY_FIELDS, ...SEARCHED_FIELDS],
  });
  const shown = read.filter((doc) => {
    const data = doc.data();
    const workspace = (data?.workspace as string | undefined) ?? 'Redress';
    return (
      data !== undefined &&
      typeof data.submittedAt === 'number' &&
      (plan.workspaces === 'all' || (plan.workspaces as string[]).includes(workspace)) &&
      claimFoundBy(search, searchFieldsOf(data))
    );
  });
  return { claims: shown, last, more };
}

/**
 * The claims of a page, in its order: the claims its entries name, read by id (one whose claim
 * is gone, deleted outside the gateway, is left out).
 */
async function claimsById(db: Firestore, claimIds: readonly string[]): Promise<DocumentSnapshot[]> {
  if (claimIds.length === 0) return [];
  const claims = db.collection('claims');
  const read = await db.getAll(...claimIds.map((id) => claims.doc(id)), { fieldMask: SUMMARY_FIELDS });
  return read.filter((doc) => doc.exists);
}

/**
 * A list's page from the desk's list index (decisions 290 and 293): the partitions of the lists
 * asked for (the workspaces', or a lender's in each), a month at a time, then the page's claims by id.
 */
async function listedClaims(
  db: Firestore,
  plan: QueryPlan,
  after: PagePosition | null,
  pageSize: number,
  now: number,
): Promise<{ claims: DocumentSnapshot[]; last: PagePosition | null; more: boolean }> {
  const { rows, more } = await listRowsPage(db, plan, after, pageSize, now);
  const end = rows.at(-1);
  return {
    claims: await claimsById(
      db,
      rows.map((row) => row.claimId),
    ),
    last: end ? { value: end.value, id: end.claimId } : null,
    more,
  };
}

/**
 * Extension, desk: submitted claims in the caller's workspaces, filtered or searched, a page at a
 * time. Every call is in the audit log with the kinds of filter or search it used, never their
 * values (decisions 179, 180).
 */
export async function deskListClaims(data: unknown, ctx: CallContext) {
  const staff = requireStaff(ctx);
  const request = parsePayload(DeskListClaimsRequestSchema, data);
  const { db, now } = ctx.deps;
  const t = now();
  if (request.workspace && !staff.workspaces.includes(request.workspace)) {
    await writeAudit(
      db,
      auditRecord(staff, t, {
        action: 'claims.list',
        // Filed under the caller's workspaces and the one asked for, so both sides' supervisors see it.
        workspaces: [...new Set([...staff.workspaces, request.workspace])],
        outcome: 'refused',
        details: { filters: filterNames(request) },
      }),
    );
    throw workspaceNotGranted(request.workspace);
  }
  const workspaces = request.workspace ? [request.workspace] : staff.workspaces;
  const plan = planClaimsQuery(request, workspaces, t);
  const fingerprint = queryFingerprint(planShape(plan));
  const after = request.cursor ? decodeCursor(request.cursor, fingerprint) : null;
  const page =
    plan.source.kind === 'search'
      ? await searchedClaims(db, plan, plan.source.search, after, request.pageSize)
      : await listedClaims(db, plan, after, request.pageSize, t);
  const claims = page.claims.map((doc) => toSummary(doc.id, doc.data(), t));
  const nextCursor = page.more && page.last ? encodeCursor(page.last.value, page.last.id, fingerprint) : null;
  await writeAudit(
    db,
    auditRecord(staff, t, {
      action: 'claims.list',
      workspaces,
      details: {
        filters: filterNames(request),
        search: request.search?.by ?? 'none',
        page: request.cursor ? 'next' : 'first',
        results: claims.length,
      },
    }),
  );
  const result: DeskListClaimsData = { claims, nextCursor };
  return { data: result };
}
