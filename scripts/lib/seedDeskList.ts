// The seed's writes of a claim's desk list entries (decisions 290 and 293), as the gateway's writers leave them.
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  deskListEntries,
  deskListMerge,
  deskListMonthsOf,
  deskListScopeFields,
  type ClaimForDeskList,
} from '../../contract/deskList';

type Write = (batch: WriteBatch) => void;

/**
 * A submitted claim's entries, merged beside the others: in its workspace's lists and its lenders',
 * by the month it was submitted and the month its response is due.
 */
export function listRowWrites(db: Firestore, claimId: string, claim: ClaimForDeskList): Write[] {
  return deskListEntries(claimId, claim).map(
    (listed): Write =>
      (b) =>
        b.set(db.doc(listed.path), deskListMerge(listed.claimId, listed.entry), { merge: true }),
  );
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
  return deskListMonthsOf(claimId, claim).flatMap(({ path, scope, month }): Write[] => {
    if (named.has(`${path} ${month}`)) return [];
    named.add(`${path} ${month}`);
    return [
      (b) =>
        b.set(
          db.doc(path),
          { ...deskListScopeFields(scope), months: FieldValue.arrayUnion(month) },
          { merge: true },
        ),
    ];
  });
}
