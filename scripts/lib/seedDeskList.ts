// The seed's writes of a claim's desk list entries (decisions 290 and 293), written as the gateway's
// writers write them (applyDeskListWrites).
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { deskListEntries, deskListMonthsOf, type ClaimForDeskList } from '../../contract/deskList';
import { applyDeskListWrites } from '../../functions/src/desk/listRows';

type Write = (batch: WriteBatch) => void;

/**
 * A submitted claim's entries, merged beside the others: in its workspace's lists and its lenders',
 * by the month it was submitted and the month its response is due.
 */
export function listRowWrites(db: Firestore, claimId: string, claim: ClaimForDeskList): Write[] {
  const set = deskListEntries(claimId, claim);
  return set.length === 0 ? [] : [(b) => applyDeskListWrites(db, b, { set, remove: [], months: [] })];
}

/**
 * The month a claim was submitted in, named in each of its lists' documents when no claim before
 * it in this seed (`named`) named it there: written in the claim's own batch, so a seed stopped
 * midway lists every claim it wrote.
 */
export function listMonthWrite(
  db: Firestore,
  claimId: string,
  claim: ClaimForDeskList,
  named: Set<string>,
): Write[] {
  const months = deskListMonthsOf(claimId, claim).filter(({ path, month }) => !named.has(`${path} ${month}`));
  for (const { path, month } of months) named.add(`${path} ${month}`);
  return months.length === 0 ? [] : [(b) => applyDeskListWrites(db, b, { set: [], remove: [], months })];
}
