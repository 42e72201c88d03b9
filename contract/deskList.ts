// The desk's list index (decisions 290, 293 and 295): a submitted claim's entry in a partition of the
// month it was submitted, and, while a lender's final response is due, another in the partition of
// the month that response is due, in its workspace's list and in each of its lenders' lists within
// that workspace. Each month is split into DESK_LIST_SHARDS partitions by the claim's id, each one
// document, `deskList/{workspace}[/lenders/{lenderKey}]/months/{submitted|due}-{YYYY-MM}-{shard}`
// `{ claims: { <claimId>: entry } }`, so a list reads documents by id, a month at a time, newest
// first (overdue: the oldest due first),
// instead of querying the claims: the Firestore emulator, which has no indexes, makes every query
// cost more the more documents the database holds, while a read by id stays cheap. A list's own
// document, `deskList/{workspace}` or `deskList/{workspace}/lenders/{lenderKey}`, names the months
// it has claims submitted in.
import type { Workspace } from './firms.js';
import type { ClaimStatus } from './responses.js';
import { lenderKey } from './search.js';
import { shardOf } from './shards.js';

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

/**
 * A list the index keeps: a workspace's claims, or those of one lender (in its search form,
 * searchLender) within a workspace. A lender's lists are per workspace, so a handler's list reads
 * only the documents of the workspaces they hold.
 */
export interface DeskListScope {
  workspace: Workspace;
  lender: string | null;
}

/** The path of a list's document, which names the months its claims were submitted in. */
export const deskListScopePath = ({ workspace, lender }: DeskListScope) =>
  lender === null ? `${DESK_LIST}/${workspace}` : `${DESK_LIST}/${workspace}/lenders/${lenderKey(lender)}`;

/**
 * How many partitions each list's month is split into (decision 295): a month's claims, spread by
 * id, so that no document nears Firestore's 1 MiB (about 14,000 entries each) and the month's
 * writes do not all queue on one document.
 */
export const DESK_LIST_SHARDS = 8;

/** The partition of a month a claim's entries go to: the same for every change of the claim. */
export const deskListShardOf = (claimId: string): number => shardOf(claimId, DESK_LIST_SHARDS);

/** A partition: one share of one list's claims of one month, by submission or by the date a response is due. */
export const deskListMonthPath = (
  kind: DeskListKind,
  scope: DeskListScope,
  month: ListMonth,
  shard: number,
) => `${deskListScopePath(scope)}/months/${kind}-${month}-${shard}`;

/** Every partition of one list's month: what a list reads for that month. */
export const deskListMonthPaths = (kind: DeskListKind, scope: DeskListScope, month: ListMonth): string[] =>
  Array.from({ length: DESK_LIST_SHARDS }, (_, shard) => deskListMonthPath(kind, scope, month, shard));

const PARTITION_ID = /^(submitted|due)-\d{4}-(0[1-9]|1[0-2])-(\d+)$/;

/**
 * Whether a document among a list's months is a partition as this layout names it; a document
 * named otherwise (one of decision 290's, a whole month in one document) is read by no list.
 */
export function isDeskListPartitionId(id: string): boolean {
  const shard = PARTITION_ID.exec(id)?.[3];
  return shard !== undefined && String(Number(shard)) === shard && Number(shard) < DESK_LIST_SHARDS;
}

/** A claim as stored, as far as its list entries read it. */
export interface ClaimForDeskList {
  workspace?: Workspace;
  status: ClaimStatus;
  submittedAt?: number;
  responseDueAt?: number | null;
  /** The lenders it is against, as searchLender writes them (`claims/{id}.search.lenders`). */
  search?: { lenders?: readonly string[] } | null;
}

/** A stored claim document as its list entries read it (a claim without search fields has no lenders). */
export function deskListFieldsOf(data: Readonly<Record<string, unknown>> | undefined): ClaimForDeskList {
  const search = data?.search as { lenders?: unknown } | null | undefined;
  return {
    workspace: data?.workspace as Workspace | undefined,
    status: data?.status as ClaimStatus,
    submittedAt: data?.submittedAt as number | undefined,
    responseDueAt: data?.responseDueAt as number | null | undefined,
    search: { lenders: Array.isArray(search?.lenders) ? (search.lenders as string[]) : [] },
  };
}

/** A claim's entry in a partition: what a list filters and orders by. */
export interface DeskListEntry {
  workspace: Workspace;
  status: ClaimStatus;
  submittedAt: number;
  responseDueAt: number | null;
}

/** A claim's entry where it is. */
export interface DeskListPlace {
  path: string;
  claimId: string;
  entry: DeskListEntry;
  kind: DeskListKind;
  scope: DeskListScope;
}

/** The lists a claim is in: its workspace's, and each of its lenders' within that workspace. */
export function deskListScopes(claim: ClaimForDeskList): DeskListScope[] {
  const workspace = claim.workspace ?? 'Redress';
  const lenders = [...new Set(claim.search?.lenders ?? [])];
  return [{ workspace, lender: null }, ...lenders.map((lender) => ({ workspace, lender }))];
}

/**
 * A claim's entries: in each of its lists, one in the partition of the month it was submitted,
 * once it is submitted (a claim signed but not submitted is in no list), and one in the partition
 * of the month its lender's final response is due, while one is due. Every claim submitted is in
 * its workspace's list whatever its search fields (a deleted account's claim is listed still: the
 * entries hold no personal data); in a lender's list while its search fields name the lender.
 */
export function deskListEntries(claimId: string, claim: ClaimForDeskList): DeskListPlace[] {
  if (claim.submittedAt === undefined) return [];
  const responseDueAt = claim.responseDueAt ?? null;
  const entry: DeskListEntry = {
    workspace: claim.workspace ?? 'Redress',
    status: claim.status,
    submittedAt: claim.submittedAt,
    responseDueAt,
  };
  const times: [DeskListKind, number][] = [['submitted', claim.submittedAt]];
  if (responseDueAt !== null) times.push(['due', responseDueAt]);
  return deskListScopes(claim).flatMap((scope) =>
    times.map(([kind, time]) => ({
      path: deskListMonthPath(kind, scope, listMonthOf(time), deskListShardOf(claimId)),
      claimId,
      entry,
      kind,
      scope,
    })),
  );
}

/** What a partition's document is given for one claim: its entry, merged beside the others. */
export const deskListMerge = (claimId: string, entry: DeskListEntry) => ({ claims: { [claimId]: entry } });

/** A month named in a list's document (merged, never read first). */
export interface DeskListMonth {
  path: string;
  scope: DeskListScope;
  month: ListMonth;
}

/** What a list's document is given when a month is named in it, beside an array union of the month. */
export const deskListScopeFields = ({ workspace, lender }: DeskListScope) =>
  lender === null ? { workspace } : { workspace, lender };

/** What a writer of a claim writes beside a change to it: the entries to set and remove, months to name. */
export interface DeskListWrites {
  set: DeskListPlace[];
  /** Entries in partitions the claim has left (a response now due in another month, or none; a lender no longer named). */
  remove: { path: string; claimId: string }[];
  /** The months the claim's lists gain, when the claim is new to them. */
  months: DeskListMonth[];
}

/**
 * The writes that bring a claim's entries from what they were (`before`) to what they are once the
 * change is made (`after`): a due entry moves when the response date moves to another month, and
 * goes when none is due; a lender's entries go when the claim no longer names it.
 */
export function deskListWrites(
  before: ClaimForDeskList,
  after: ClaimForDeskList,
  claimId: string,
): DeskListWrites {
  const was = deskListEntries(claimId, before);
  const now = deskListEntries(claimId, after);
  const nowPaths = new Set(now.map((place) => place.path));
  const wasPaths = new Set(was.map((place) => place.path));
  return {
    set: now,
    remove: was.filter((place) => !nowPaths.has(place.path)).map(({ path }) => ({ path, claimId })),
    months: now
      .filter((place) => place.kind === 'submitted' && !wasPaths.has(place.path))
      .map(({ scope, entry }) => ({
        path: deskListScopePath(scope),
        scope,
        month: listMonthOf(entry.submittedAt),
      })),
  };
}

/** The months a claim's lists name once it is listed: each list's month of its submission. */
export const deskListMonthsOf = (claimId: string, claim: ClaimForDeskList): DeskListMonth[] =>
  deskListWrites({ status: 'draft' }, claim, claimId).months;
