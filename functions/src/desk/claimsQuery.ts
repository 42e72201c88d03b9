// The desk's list and searches as Firestore queries. The plan is pure, so a unit test can check
// that firestore.indexes.json has an index for every query the desk can make (decision 180).
import { deskListOrder, type DeskListClaimsQuery } from '../../../contract/desk.js';
import type { Workspace } from '../../../contract/firms.js';
import { WORKSPACES } from '../../../contract/staff.js';

/** The claim fields the desk queries by. */
export const CLAIM_FIELDS = {
  workspace: 'workspace',
  status: 'status',
  submittedAt: 'submittedAt',
  responseDueAt: 'responseDueAt',
  reference: 'submission.reference',
  email: 'search.email',
  surname: 'search.surname',
  postcodes: 'search.postcodes',
} as const;

export type Direction = 'asc' | 'desc';

/**
 * One query: equality filters (the workspace one an `in` when there are several, none when the
 * caller's workspaces are all of them), at most one array-contains, at most one range, one order.
 * The fields a lender's rows carry have the same names as on the claim.
 */
export interface QueryPlan {
  /**
   * What is queried: the claims, or the rows of one lender's claims (by its search form), which
   * carry the workspace, status, submission and response date of each (decision 231).
   */
  source: { kind: 'claims' } | { kind: 'lender'; lender: string };
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
  const { search } = query;
  if (search?.by === 'reference') {
    return { ...base, equal: [{ field: CLAIM_FIELDS.reference, value: search.reference }] };
  }
  if (search?.by === 'email') {
    return { ...base, equal: [{ field: CLAIM_FIELDS.email, value: search.email }] };
  }
  if (search?.by === 'surnamePostcode') {
    return {
      ...base,
      equal: [{ field: CLAIM_FIELDS.surname, value: search.surname }],
      contains: { field: CLAIM_FIELDS.postcodes, value: search.postcode },
    };
  }
  return {
    ...base,
    // A lender's list reads that lender's rows, with equality filters only (decision 231).
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
