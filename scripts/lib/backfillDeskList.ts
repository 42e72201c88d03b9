// What the desk backfill (scripts/lib/backfill-desk.ts) writes of a claim's list entries (decision
// 290): the entries a submitted claim has in its workspace's partitions, and the month it was
// submitted in, named in its workspace's list document. Pure, as backfillDeskPlan.ts is.
import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import { deskListEntries, deskListWrites, type DeskListPlace } from '../../contract/deskList';
import { lenderRowFieldsOf } from '../../contract/search';
import { claimDesk } from './backfillDeskPlan';

/**
 * The list entries the claim should have: those of any submitted claim, a deleted account's too
 * (they hold no personal data); none for a claim not signed or gone; null for an unreadable claim,
 * left as it is for someone to look at.
 */
export function wantedListRows(
  claimId: string,
  data: Readonly<DocumentData> | undefined,
): DeskListPlace[] | null {
  const desk = claimDesk(data);
  if (desk.kind === 'unreadable') return null;
  if (desk.kind === 'missing' || desk.kind === 'unsigned') return [];
  const { submitted, due } = deskListEntries(claimId, lenderRowFieldsOf(data));
  return [submitted, due].filter((place) => place !== null);
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

/** The month a listed claim was submitted in, and its workspace's list document, as a key and a write. */
export function listMonthOfClaim(claimId: string, data: Readonly<DocumentData> | undefined) {
  if ((wantedListRows(claimId, data) ?? []).length === 0) return null;
  const month = deskListWrites({ status: 'draft' }, lenderRowFieldsOf(data), claimId).month;
  return month ? { ...month, key: `${month.workspace} ${month.month}` } : null;
}
