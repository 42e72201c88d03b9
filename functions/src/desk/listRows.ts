// The desk's list index (decision 290): a submitted claim's entry in its workspace's partition of the
// month it was submitted, and one in the partition of the month its response is due, written in the
// same transaction (or batch) as the claim fields they copy, by setDeskLenderRows for every writer.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { deskListMerge, deskListWrites } from '../../../contract/deskList.js';
import { lenderRowFieldsOf, type ClaimForLenderRows } from '../../../contract/search.js';

/** What the entries are written through: a transaction or a batch. */
export interface ListRowsWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: true }): unknown;
}

/**
 * Writes the claim's entries as they are once the change is made, each merged beside the other
 * claims' without reading the partition (so claims listed together never contend on a read): sets
 * them, removes a due entry the response date has moved from, and names the month in the
 * workspace's document when the claim is new to it.
 */
export function setDeskListRows(
  db: Firestore,
  writer: ListRowsWriter,
  claim: DocumentSnapshot,
  changes: Partial<ClaimForLenderRows>,
): void {
  const before = lenderRowFieldsOf(claim.data());
  const writes = deskListWrites(before, { ...before, ...changes }, claim.id);
  for (const { path, claimId, entry } of writes.set) {
    writer.set(db.doc(path), deskListMerge(claimId, entry), { merge: true });
  }
  for (const { path, claimId } of writes.remove) {
    writer.set(db.doc(path), { claims: { [claimId]: FieldValue.delete() } }, { merge: true });
  }
  if (writes.month) {
    const { path, workspace, month } = writes.month;
    writer.set(db.doc(path), { workspace, months: FieldValue.arrayUnion(month) }, { merge: true });
  }
}
