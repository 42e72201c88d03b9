// The seed's writes of a claim's desk list entries (decision 290), as the gateway's writers leave them.
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { deskListEntries, deskListMerge, deskListWrites } from '../../contract/deskList';
import type { ClaimForLenderRows } from '../../contract/search';

type Write = (batch: WriteBatch) => void;

/** A submitted claim's entries, merged beside the others: by the month it was submitted, and by the month its response is due. */
export function listRowWrites(db: Firestore, claimId: string, claim: ClaimForLenderRows): Write[] {
  const { submitted, due } = deskListEntries(claimId, claim);
  return [submitted, due].flatMap((listed): Write[] =>
    listed
      ? [(b) => b.set(db.doc(listed.path), deskListMerge(listed.claimId, listed.entry), { merge: true })]
      : [],
  );
}

/**
 * The month a claim was submitted in, named in its workspace's list document, when no claim before
 * it in this seed (`named`) was of that workspace and month: written in the claim's own batch, so a
 * seed stopped midway lists every claim it wrote.
 */
export function listMonthWrite(
  db: Firestore,
  claimId: string,
  claim: ClaimForLenderRows,
  named: Set<string>,
): Write[] {
  const { month } = deskListWrites({ status: 'draft' }, claim, claimId);
  if (!month || named.has(`${month.path} ${month.month}`)) return [];
  named.add(`${month.path} ${month.month}`);
  return [
    (b) =>
      b.set(
        db.doc(month.path),
        { workspace: month.workspace, months: FieldValue.arrayUnion(month.month) },
        { merge: true },
      ),
  ];
}
