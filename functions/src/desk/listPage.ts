// A page of the desk's list from its index (decisions 290, 293 and 295): the partitions of the lists
// asked for (the workspaces', or one lender's in each workspace; each month's every share), read by
// id a month at a time, newest submitted first (overdue: the oldest due first), each claim's entry
// filtered as the plan says. Only the partitions of the workspaces given are read.
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  deskListMonthPaths,
  deskListScopePath,
  listMonthOf,
  monthAfter,
  type DeskListKind,
  type DeskListScope,
  type ListMonth,
} from '../../../contract/deskList.js';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';
import { ClaimStatusSchema } from '../../../contract/responses.js';
import { WORKSPACES } from '../../../contract/staff.js';
import { CLAIM_FIELDS, type PagePosition, type QueryPlan } from './claimsQuery.js';

/** The rows of a page, in the list's order, with whether there is another page. */
export interface RowsPage {
  rows: { claimId: string; value: number }[];
  more: boolean;
}

/** The months each list has claims submitted in, from its document (read by id). */
async function monthsOf(db: Firestore, scopes: readonly DeskListScope[]) {
  const docs = await db.getAll(...scopes.map((scope) => db.doc(deskListScopePath(scope))));
  return new Map(
    docs.map((doc, i) => {
      const months = doc.get('months') as unknown;
      const valid = Array.isArray(months) ? months.filter((m): m is string => typeof m === 'string') : [];
      return [scopes[i]!, [...new Set(valid)].sort()] as const;
    }),
  );
}

/**
 * The months a list walks, in its order, each with the lists whose partition of it may hold rows:
 * newest first, those a list names, for the submitted list; for the due list, from the first month
 * a list has claims submitted in (a response is due after the claim was submitted) to the month of
 * `now`, oldest first.
 */
function monthsToWalk(
  kind: DeskListKind,
  months: ReadonlyMap<DeskListScope, readonly ListMonth[]>,
  start: ListMonth | null,
  now: number,
): { month: ListMonth; scopes: DeskListScope[] }[] {
  if (kind === 'submitted') {
    const all = [...new Set([...months.values()].flat())].sort().reverse();
    return all
      .filter((month) => start === null || month <= start)
      .map((month) => ({
        month,
        scopes: [...months].filter(([, named]) => named.includes(month)).map(([scope]) => scope),
      }));
  }
  const firsts = [...months]
    .filter(([, named]) => named.length > 0)
    .map(([w, named]) => [w, named[0]!] as const);
  if (firsts.length === 0) return [];
  const last = listMonthOf(now);
  const walk: { month: ListMonth; scopes: DeskListScope[] }[] = [];
  let month = start ?? firsts.map(([, first]) => first).sort()[0]!;
  for (; month <= last; month = monthAfter(month)) {
    walk.push({ month, scopes: firsts.filter(([, first]) => first <= month).map(([scope]) => scope) });
  }
  return walk;
}

const StoredEntrySchema = v.object({
  workspace: WorkspaceSchema,
  status: ClaimStatusSchema,
  submittedAt: v.number(),
  responseDueAt: v.nullable(v.number()),
});

/** A partition's entries as stored; one that does not read as an entry is left out. */
function entriesOf(data: Readonly<Record<string, unknown>> | undefined) {
  const claims = (data?.claims ?? {}) as Record<string, unknown>;
  const entries: { claimId: string; entry: v.InferOutput<typeof StoredEntrySchema> }[] = [];
  for (const [claimId, stored] of Object.entries(claims)) {
    const parsed = v.safeParse(StoredEntrySchema, stored);
    if (parsed.success) entries.push({ claimId, entry: parsed.output });
  }
  return entries;
}

/** Months read at once: the newest month usually fills a page; the first due months are often empty. */
const MONTHS_AT_ONCE: Record<DeskListKind, number> = { submitted: 1, due: 3 };

/**
 * The plan's page from the list index: `plan.order` says which partitions (submitted, newest
 * first; or due, with `plan.before` the moment the list is overdue at, the longest overdue first,
 * the claim id breaking ties in the same direction, as the claims query did), `plan.equal` the
 * filters on each entry. Partitions are read by id, a few months at a time, until the page and one
 * more entry are found.
 */
export async function listRowsPage(
  db: Firestore,
  plan: QueryPlan,
  after: PagePosition | null,
  pageSize: number,
  now: number,
): Promise<RowsPage> {
  const kind: DeskListKind = plan.order.field === CLAIM_FIELDS.responseDueAt ? 'due' : 'submitted';
  const field = kind === 'submitted' ? 'submittedAt' : 'responseDueAt';
  const sign = kind === 'submitted' ? -1 : 1;
  const workspaces: readonly Workspace[] = plan.workspaces === 'all' ? WORKSPACES : plan.workspaces;
  // A lender's list is that lender's list in each workspace (decision 293); any other, the workspace's.
  const lender = plan.source.kind === 'lender' ? plan.source.lender : null;
  const months = await monthsOf(
    db,
    workspaces.map((workspace) => ({ workspace, lender })),
  );
  type Row = { claimId: string; value: number };
  const compare = (a: Row, b: Row) =>
    sign * (a.value - b.value) || sign * (a.claimId < b.claimId ? -1 : a.claimId > b.claimId ? 1 : 0);
  const cursor = after ? { value: after.value, claimId: after.id } : null;
  const walk = monthsToWalk(kind, months, cursor ? listMonthOf(cursor.value) : null, now);
  const found: Row[] = [];
  for (let i = 0; i < walk.length && found.length <= pageSize; i += MONTHS_AT_ONCE[kind]) {
    const refs = walk
      .slice(i, i + MONTHS_AT_ONCE[kind])
      .flatMap(({ month, scopes }) =>
        scopes.flatMap((scope) => deskListMonthPaths(kind, scope, month).map((path) => db.doc(path))),
      );
    if (refs.length === 0) continue;
    const read = await db.getAll(...refs);
    const rows = read
      .flatMap((doc) => entriesOf(doc.data()))
      .filter(({ entry }) =>
        plan.equal.every(({ field: name, value }) => (entry as Record<string, unknown>)[name] === value),
      )
      .flatMap(({ claimId, entry }) => {
        const value = entry[field];
        if (value === null || (plan.before !== null && value >= plan.before.value)) return [];
        return [{ claimId, value }];
      })
      .filter((row) => cursor === null || compare(row, cursor) > 0)
      .sort(compare);
    found.push(...rows);
  }
  return { rows: found.slice(0, pageSize), more: found.length > pageSize };
}
