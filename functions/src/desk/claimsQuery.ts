// The desk's list as Firestore queries, and its searches as reads of the search index by id
// (decision 286). The plan is pure, so a unit test can check that firestore.indexes.json has an
// index for every query the desk can make (decision 180).
import { deskListOrder, type DeskListClaimsQuery } from '../../../contract/desk.js';
import type { Workspace } from '../../../contract/firms.js';
import type { DeskSearchEntry, DeskSearchValue } from '../../../contract/search.js';
import { WORKSPACES } from '../../../contract/staff.js';

/** The claim fields the desk queries by. */
export const CLAIM_FIELDS = {
  workspace: 'workspace',
  status: 'status',
  submittedAt: 'submittedAt',
  responseDueAt: 'responseDueAt',
} as const;

export type Direction = 'asc' | 'desc';

/**
 * One query: equality filters (the workspace one an `in` when there are several, none when the
 * caller's workspaces are all of them), at most one array-contains, at most one range, one order.
 * The fields the list index's entries carry have the same names as on the claim.
 */
export interface QueryPlan {
  /**
   * What is read: the claims, through the list index (decision 290: each workspace's claims by
   * the month they were submitted in, or their response is due, with the fields a plan filters
   * and orders by, by the same names), or one lender's claims (by its search form), through that
   * lender's lists in the same index (decision 293); or, for a search, the search's document in
   * the desk's search index, read by id (decision 286), which names the claims it finds.
   */
  source:
    { kind: 'claims' } | { kind: 'lender'; lender: string } | { kind: 'search'; search: DeskSearchValue };
  /** The workspaces to filter on, or 'all' for no workspace filter (decision 202). */
  workspaces: Workspace[] | 'all';
  equal: { field: string; value: string }[];
  contains: { field: string; value: string } | null;
  /** `field < value`; the order is then on the same field. */
  before: { field: string; value: number } | null;
  order: { field: string; direction: Direction };
}

/** Kinds of filter a list used, by name only (what the audit log records). */
export function filterNames(query: DeskListClaimsQuery): string[] {
  const names: string[] = [];
  if (query.workspace) names.push('workspace');
  if (query.status) names.push('status');
  if (query.lender) names.push('lender');
  if (query.overdue) names.push('overdue');
  return names;
}

/** The query for a desk list request over the given workspaces (already narrowed to the caller's). */
export function planClaimsQuery(query: DeskListClaimsQuery, workspaces: Workspace[], now: number): QueryPlan {
  const newestFirst = { field: CLAIM_FIELDS.submittedAt, direction: 'desc' as const };
  // Every claim is in one of the workspaces: a caller granted them all needs no workspace filter,
  // which spares an `in` of four values (four scans on the emulator; decision 202).
  const every = WORKSPACES.every((w) => workspaces.includes(w));
  const base = {
    source: { kind: 'claims' } as QueryPlan['source'],
    workspaces: every ? ('all' as const) : workspaces,
    equal: [],
    contains: null,
    before: null,
    order: newestFirst,
  };
  // A search reads its document in the search index, and orders what it finds newest first.
  if (query.search) return { ...base, source: { kind: 'search', search: query.search } };
  return {
    ...base,
    // A lender's list reads that lender's lists in the index (decision 293).
    ...(query.lender ? { source: { kind: 'lender' as const, lender: query.lender } } : {}),
    equal: query.status ? [{ field: CLAIM_FIELDS.status, value: query.status }] : [],
    // Overdue: the longest overdue first (the contract's order for that list).
    ...(deskListOrder(query) === 'responseDue'
      ? {
          before: { field: CLAIM_FIELDS.responseDueAt, value: now },
          order: { field: CLAIM_FIELDS.responseDueAt, direction: 'asc' as const },
        }
      : {}),
  };
}

/** What identifies a query apart from the moment it ran: a cursor is good only for the query it came from. */
export function planShape(plan: QueryPlan) {
  return {
    source: plan.source,
    workspaces: plan.workspaces === 'all' ? plan.workspaces : [...plan.workspaces].sort(),
    equal: plan.equal,
    contains: plan.contains,
    before: plan.before?.field ?? null,
    order: plan.order,
  };
}

/** Where a page ended: the value it is ordered by and the claim id that breaks ties. */
export interface PagePosition {
  value: number;
  id: string;
}

/**
 * A page of what a search's document finds, as a query over the claims would give it: the claims
 * in the workspaces given, newest first with the claim id breaking ties (both descending), after
 * the position a cursor holds; `more` when there is another page.
 */
export function searchPage<T extends { claimId: string; entry: DeskSearchEntry }>(
  entries: readonly T[],
  workspaces: Workspace[] | 'all',
  after: PagePosition | null,
  pageSize: number,
): { page: T[]; more: boolean } {
  const newestFirst = (a: T, b: T) =>
    b.entry.submittedAt - a.entry.submittedAt || (a.claimId < b.claimId ? 1 : a.claimId > b.claimId ? -1 : 0);
  const shown = entries
    .filter(({ entry }) => workspaces === 'all' || workspaces.includes(entry.workspace))
    .filter(
      ({ claimId, entry }) =>
        after === null ||
        entry.submittedAt < after.value ||
        (entry.submittedAt === after.value && claimId < after.id),
    )
    .sort(newestFirst);
  return { page: shown.slice(0, pageSize), more: shown.length > pageSize };
}
