// What the desk backfill (scripts/lib/backfill-desk.ts) writes of a claim's list entries (decisions
// 290 and 293): the entries a submitted claim has in its workspace's lists and its lenders', the
// month it was submitted in, named in each of those lists' documents, and which entries found in
// a partition the claim should not have there. Pure, as backfillDeskPlan.ts is.
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import {
  deskListEntries,
  deskListFieldsOf,
  deskListMonthsOf,
  type ClaimForDeskList,
  type DeskListMonth,
  type DeskListPlace,
} from '../../contract/deskList';
import { claimDesk } from './backfillDeskPlan';

/**
 * The claim as its lists read it once the backfill has written its desk fields: its lenders those
 * submission would write (decision 180); none once its account was deleted; null for a claim the
 * backfill does not list (gone, not signed) or cannot read.
 */
function listedAs(data: Readonly<DocumentData> | undefined): ClaimForDeskList | 'unreadable' | null {
  const desk = claimDesk(data);
  if (desk.kind === 'unreadable') return 'unreadable';
  if (desk.kind === 'missing' || desk.kind === 'unsigned') return null;
  const fields = deskListFieldsOf(data);
  return desk.kind === 'desk'
    ? { ...fields, search: { lenders: desk.fields.search.lenders } }
    : { ...fields, search: null };
}

/**
 * The list entries the claim should have: those of any submitted claim in its workspace's lists, a
 * deleted account's too (they hold no personal data), and in its lenders' while it has search
 * fields; none for a claim not signed or gone; null for an unreadable claim, left as it is for
 * someone to look at.
 */
export function wantedListRows(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
): DeskListPlace[] | null {
  const claim = listedAs(data);
  if (claim === 'unreadable') return null;
  return claim === null ? [] : deskListEntries(claimId, claim);
}

/**
 * Each wanted list entry that is missing from its partition, or holds other values than the
 * claim, from the partitions read at their paths.
 */
export function planListRows(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
  stored: ReadonlyMap<string, DocumentData | undefined>,
): (DeskListPlace & { was: 'missing' | 'stale' })[] {
  const plan: (DeskListPlace & { was: 'missing' | 'stale' })[] = [];
  for (const place of wantedListRows(claimId, data) ?? []) {
    const existing = (stored.get(place.path)?.claims as Record<string, unknown> | undefined)?.[claimId];
    if (existing === undefined) plan.push({ ...place, was: 'missing' });
    else if (!isDeepStrictEqual(existing, place.entry)) plan.push({ ...place, was: 'stale' });
  }
  return plan;
}

/** The months a listed claim names in its lists' documents, each with its key (`path month`). */
export function listMonthsOfClaim(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
): (DeskListMonth & { key: string })[] {
  const claim = listedAs(data);
  if (claim === null || claim === 'unreadable') return [];
  return deskListMonthsOf(claimId, claim).map((month) => ({ ...month, key: `${month.path} ${month.month}` }));
}

/**
 * Whether an entry found in a partition should stay: 'keep' when the claim should have it there,
 * 'remove' when not (a lender the claim does not name, a month it has left, a claim not submitted,
 * or gone), 'unknown' for an unreadable claim, whose entries are left alone.
 */
export function listEntryVerdict(
  partitionPath: string,
  claimId: string,
  data: Readonly<DocumentData> | undefined,
): 'keep' | 'remove' | 'unknown' {
  const wanted = wantedListRows(claimId, data);
  if (wanted === null) return 'unknown';
  return wanted.some((place) => place.path === partitionPath) ? 'keep' : 'remove';
}
