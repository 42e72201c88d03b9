// The desk overview's counters (decision 273): what one complaint adds to its workspace's figures,
// so the gateway moves the counters by the difference a change makes, in the transaction that
// makes it, and a recount over every stored complaint gives the same counters. Plain data, no
// Firestore: the gateway, its recount and the property test that the two agree all read this.
import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from './firms.js';
import { COMPLAINT_ROUTES, COMPLAINT_STATES, RESPONSE_AWAITED_STATES } from './lifecycle/states.js';
import { lenderKey, searchLender } from './search.js';
import { shardOf } from './shards.js';

/** Where the counters are kept: `deskOverview/{workspace}/shards/{n}`, written only by the gateway. */
export const DESK_OVERVIEW = 'deskOverview';
export const DESK_OVERVIEW_SHARDS = 'shards';

/**
 * How many counter documents each workspace's counters are spread over. A claim's changes always
 * go to one of them (`overviewShard`), so a thousand claims changing at once are spread over this
 * many documents rather than queued on one; the overview reads them all and adds them up.
 */
export const OVERVIEW_SHARD_COUNT = 16;

const DaySchema = v.pipe(v.string(), v.isoDate());
const PenceSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A stored complaint as its counters read it: the fields that decide its figures. A complaint
 * stored before routes has none and is on the general route (contract/lifecycle/stored.ts).
 */
export const CountedComplaintSchema = v.object({
  workspace: WorkspaceSchema,
  lender: v.string(),
  route: v.optional(v.picklist(COMPLAINT_ROUTES), 'general'),
  state: v.picklist(COMPLAINT_STATES),
  dueOn: v.nullable(DaySchema),
  offerPence: v.nullable(PenceSchema),
  paidPence: v.nullable(PenceSchema),
  feePence: v.nullable(PenceSchema),
});
export type CountedComplaint = v.InferOutput<typeof CountedComplaintSchema>;

/** The fields the recount reads of each stored complaint. */
export const COUNTED_FIELDS = Object.keys(CountedComplaintSchema.entries);

/**
 * Counters as flat keys, each a dot-separated path with no dot inside a part: `complaints`,
 * `route.scheme1`, `state.sent`, `lender.lender-6162…` (lenderKey), `due.scheme1.2027-01-31`,
 * `offered.count`, `offered.pence`, `accepted.…`, `paid.…`, `fees.pence`. A key with 0 is left out.
 */
export type Counters = Readonly<Record<string, number>>;

/** The counters' key of a lender: one per name as the desk searches it ("Black  Horse" is "black horse"). */
export const lenderCounterKey = (lender: string): string => lenderKey(searchLender(lender));

/**
 * What one complaint adds to its workspace's counters:
 * - one complaint, on its route, in its state, with its lender;
 * - while the lender's answer is awaited (sent, acknowledged, or past its due day with none), one
 *   answer due on its due day, by route: the overview adds up the days of a window when it is read,
 *   so "due this week" and "overdue" need no counter moved as the days pass;
 * - the lender's latest offer (on a scheme route, the sum determined), whatever became of it;
 * - that offer again as accepted once the claimant accepted it (accepted, or paid since);
 * - what the lender paid and the firm's fee on it.
 */
export function complaintCounters(complaint: CountedComplaint): Counters {
  const { route, state, dueOn, offerPence, paidPence, feePence } = complaint;
  const counters: Record<string, number> = {
    complaints: 1,
    [`route.${route}`]: 1,
    [`state.${state}`]: 1,
    [`lender.${lenderCounterKey(complaint.lender)}`]: 1,
  };
  if (dueOn !== null && RESPONSE_AWAITED_STATES.includes(state)) counters[`due.${route}.${dueOn}`] = 1;
  if (offerPence !== null) {
    counters['offered.count'] = 1;
    counters['offered.pence'] = offerPence;
    if (state === 'accepted' || paidPence !== null) {
      counters['accepted.count'] = 1;
      counters['accepted.pence'] = offerPence;
    }
  }
  if (paidPence !== null) {
    counters['paid.count'] = 1;
    counters['paid.pence'] = paidPence;
  }
  if (feePence !== null) counters['fees.pence'] = feePence;
  return withoutZeros(counters);
}

function withoutZeros(counters: Record<string, number>): Counters {
  return Object.fromEntries(Object.entries(counters).filter(([, n]) => n !== 0));
}

/** The sum of counters, key by key (a key that comes to 0 is left out). */
export function addCounters(...all: readonly Counters[]): Counters {
  const sum: Record<string, number> = {};
  for (const counters of all) {
    for (const [key, n] of Object.entries(counters)) sum[key] = (sum[key] ?? 0) + n;
  }
  return withoutZeros(sum);
}

/** Counters with every value negated: what removing them takes away. */
const negated = (counters: Counters): Counters =>
  Object.fromEntries(Object.entries(counters).map(([key, n]) => [key, -n]));

/**
 * What a change to one complaint does to its workspace's counters: what it adds as it is after,
 * less what it added before. A new complaint has no `before`; one removed has no `after`.
 */
export function counterDelta(before: CountedComplaint | null, after: CountedComplaint | null): Counters {
  return addCounters(after ? complaintCounters(after) : {}, before ? negated(complaintCounters(before)) : {});
}

/** The lender names behind the counters' lender keys, as the complaints write them. */
export function lenderNamesOf(complaints: readonly CountedComplaint[]): Record<string, string> {
  return Object.fromEntries(complaints.map((c) => [lenderCounterKey(c.lender), c.lender.trim()]));
}

/** One change to a complaint of a claim, as a transaction makes it. */
export interface ComplaintChange {
  before: CountedComplaint | null;
  after: CountedComplaint | null;
}

/** A workspace's counter changes from the changes a transaction makes, with its lenders' names. */
export interface CounterChange {
  workspace: Workspace;
  counters: Counters;
  lenderNames: Record<string, string>;
}

/**
 * What a transaction's complaint changes do to the counters, one change per workspace touched:
 * the counters by which they move, and the names of the lenders a new complaint adds. Changes that
 * move nothing (an event that changes no counted field) give nothing to write.
 */
export function counterChanges(changes: readonly ComplaintChange[]): CounterChange[] {
  const byWorkspace = new Map<Workspace, { deltas: Counters[]; added: CountedComplaint[] }>();
  for (const { before, after } of changes) {
    const workspace = (after ?? before)?.workspace;
    if (!workspace) continue;
    const entry = byWorkspace.get(workspace) ?? { deltas: [], added: [] };
    entry.deltas.push(counterDelta(before, after));
    if (after && !before) entry.added.push(after);
    byWorkspace.set(workspace, entry);
  }
  return [...byWorkspace].flatMap(([workspace, { deltas, added }]) => {
    const counters = addCounters(...deltas);
    const lenderNames = lenderNamesOf(added);
    return Object.keys(counters).length === 0 && added.length === 0
      ? []
      : [{ workspace, counters, lenderNames }];
  });
}

/** The counter document a claim's changes go to: the same one for every change of one claim. */
export const overviewShard = (claimId: string): number => shardOf(claimId, OVERVIEW_SHARD_COUNT);

/** The path of one of a workspace's counter documents. */
export const overviewShardPath = (workspace: Workspace, shard: number): string =>
  `${DESK_OVERVIEW}/${workspace}/${DESK_OVERVIEW_SHARDS}/${shard}`;

/** A stored complaint, with the id of its claim, as the recount reads it. */
export interface StoredCountedComplaint {
  claimId: string;
  complaint: CountedComplaint;
}

/**
 * The counters every stored complaint makes, by workspace and counter document: what the counters
 * kept per event must equal, and what a repair writes.
 */
export function recount(
  complaints: Iterable<StoredCountedComplaint>,
): Map<Workspace, Map<number, { counters: Counters; lenderNames: Record<string, string> }>> {
  type Sum = { parts: Counters[]; complaints: CountedComplaint[] };
  const sums = new Map<Workspace, Map<number, Sum>>();
  for (const { claimId, complaint } of complaints) {
    const shards = sums.get(complaint.workspace) ?? new Map<number, Sum>();
    const shard = overviewShard(claimId);
    const entry = shards.get(shard) ?? { parts: [], complaints: [] };
    entry.parts.push(complaintCounters(complaint));
    entry.complaints.push(complaint);
    shards.set(shard, entry);
    sums.set(complaint.workspace, shards);
  }
  return new Map(
    [...sums].map(([workspace, shards]) => [
      workspace,
      new Map(
        [...shards].map(([shard, { parts, complaints: counted }]) => [
          shard,
          { counters: addCounters(...parts), lenderNames: lenderNamesOf(counted) },
        ]),
      ),
    ]),
  );
}

/** A workspace's counters from its counter documents' counters: their sum. */
export const workspaceCounters = (shards: Iterable<Counters>): Counters => addCounters(...shards);

/**
 * Counters as Firestore keeps them: nested maps, one level per part of a key
 * (`{ route: { scheme1: 3 } }`), each leaf made by `leaf` (a number, or an increment).
 */
export function nestedCounters<T>(counters: Counters, leaf: (n: number) => T): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, n] of Object.entries(counters)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const child = (node[part] as Record<string, unknown> | undefined) ?? {};
      node[part] = child;
      node = child;
    }
    node[parts.at(-1)!] = leaf(n);
  }
  return nested;
}

/** Counters from the nested maps Firestore keeps (anything not a number is skipped). */
export function flatCounters(nested: unknown, prefix = ''): Counters {
  if (nested === null || typeof nested !== 'object') return {};
  const flat: Record<string, number> = {};
  for (const [part, value] of Object.entries(nested as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${part}` : part;
    if (typeof value === 'number') flat[key] = value;
    else Object.assign(flat, flatCounters(value, key));
  }
  return withoutZeros(flat);
}
