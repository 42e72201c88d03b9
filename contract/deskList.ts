// The desk's list index (decision 290): a submitted claim's entry in its workspace's partition of
// the month it was submitted, and, while a lender's final response is due, another in the partition
// of the month that response is due. A partition is one document,
// `deskList/{workspace}/months/{submitted|due}-{YYYY-MM}` `{ claims: { <claimId>: entry } }`, so a
// list reads documents by id, a month at a time, newest first (overdue: the oldest due first),
// instead of querying the claims: the Firestore emulator, which has no indexes, makes every query
// cost more the more documents the database holds, while a read by id stays cheap. The workspace's
// document, `deskList/{workspace}`, names the months it has claims submitted in.
import type { Workspace } from './firms.js';
import type { ClaimForLenderRows, DeskLenderRow } from './search.js';

export const DESK_LIST = 'deskList';

/** The partitions' kinds: by the month a claim was submitted, or by the month its response is due. */
export type DeskListKind = 'submitted' | 'due';

/** A UTC month, `YYYY-MM`. */
export type ListMonth = string;

/** The UTC month of a moment. */
export const listMonthOf = (at: number): ListMonth => new Date(at).toISOString().slice(0, 7);

/** The month after (`2025-12` → `2026-01`). */
export function monthAfter(month: ListMonth): ListMonth {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The path of a workspace's document, which names the months its claims were submitted in. */
export const deskListWorkspacePath = (workspace: Workspace) => `${DESK_LIST}/${workspace}`;

/** A partition: one workspace's claims of one month, by submission or by the date a response is due. */
export const deskListMonthPath = (kind: DeskListKind, workspace: Workspace, month: ListMonth) =>
  `${DESK_LIST}/${workspace}/months/${kind}-${month}`;

/** A claim's entry in a partition: what a list filters and orders by. */
export type DeskListEntry = DeskLenderRow;

/** A claim's entry where it is. */
export interface DeskListPlace {
  path: string;
  claimId: string;
  entry: DeskListEntry;
}

/** The entries of a claim as stored. */
export interface DeskListEntries {
  submitted: DeskListPlace | null;
  due: DeskListPlace | null;
}

/**
 * A claim's entries: one in its workspace's partition of the month it was submitted, once it is
 * submitted (a claim signed but not submitted is in no list), and one in the partition of the
 * month its lender's final response is due, while one is due. Every claim submitted has them,
 * whatever its search fields (a deleted account's claim is listed still: they hold no personal
 * data).
 */
export function deskListEntries(claimId: string, claim: ClaimForLenderRows): DeskListEntries {
  if (claim.submittedAt === undefined) return { submitted: null, due: null };
  const workspace = claim.workspace ?? 'Redress';
  const responseDueAt = claim.responseDueAt ?? null;
  const entry: DeskListEntry = {
    workspace,
    status: claim.status,
    submittedAt: claim.submittedAt,
    responseDueAt,
  };
  const at = (kind: DeskListKind, time: number) => ({
    path: deskListMonthPath(kind, workspace, listMonthOf(time)),
    claimId,
    entry,
  });
  return {
    submitted: at('submitted', claim.submittedAt),
    due: responseDueAt === null ? null : at('due', responseDueAt),
  };
}

/** What a partition's document is given for one claim: its entry, merged beside the others. */
export const deskListMerge = (claimId: string, entry: DeskListEntry) => ({ claims: { [claimId]: entry } });

/** What a writer of a claim writes beside a change to it: the entries to set and remove, a month to name. */
export interface DeskListWrites {
  set: DeskListPlace[];
  /** Entries in partitions the claim has left (a response now due in another month, or none). */
  remove: { path: string; claimId: string }[];
  /** The workspace's document gains the month (merged, never read first), when the claim is new to it. */
  month: { path: string; workspace: Workspace; month: ListMonth } | null;
}

/**
 * The writes that bring a claim's entries from what they were (`before`) to what they are once the
 * change is made (`after`): a due entry moves when the response date moves to another month, and
 * goes when none is due.
 */
export function deskListWrites(
  before: ClaimForLenderRows,
  after: ClaimForLenderRows,
  claimId: string,
): DeskListWrites {
  const was = deskListEntries(claimId, before);
  const now = deskListEntries(claimId, after);
  const writes: DeskListWrites = { set: [], remove: [], month: null };
  for (const kind of ['submitted', 'due'] as const) {
    const wanted = now[kind];
    const old = was[kind];
    if (wanted) writes.set.push(wanted);
    if (old && old.path !== wanted?.path) writes.remove.push({ path: old.path, claimId });
  }
  if (now.submitted && was.submitted?.path !== now.submitted.path) {
    const { workspace, submittedAt } = now.submitted.entry;
    writes.month = { path: deskListWorkspacePath(workspace), workspace, month: listMonthOf(submittedAt) };
  }
  return writes;
}
