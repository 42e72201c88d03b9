// The desk's list index (decisions 290 and 293): a submitted claim's entries in its workspace's
// lists and its lenders' lists, by the month it was submitted and the month its response is due,
// written in the same transaction (or batch) as the claim fields they copy, by every writer of a
// claim's status, submission or response date, so a list always agrees with the claims it shows.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  deskListFieldsOf,
  deskListMerge,
  deskListScopeFields,
  deskListWrites,
  type ClaimForDeskList,
  type DeskListWrites,
} from '../../../contract/deskList.js';

/** What the entries are written through: a transaction, a batch or a bulk writer. */
export interface ListRowsWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: true }): unknown;
}

/** Writes what `deskListWrites` planned, each merged beside the other claims' entries, nothing read first. */
export function applyDeskListWrites(db: Firestore, writer: ListRowsWriter, writes: DeskListWrites): void {
  for (const { path, claimId, entry } of writes.set) {
    writer.set(db.doc(path), deskListMerge(claimId, entry), { merge: true });
  }
  for (const { path, claimId } of writes.remove) {
    writer.set(db.doc(path), { claims: { [claimId]: FieldValue.delete() } }, { merge: true });
  }
  for (const { path, scope, month } of writes.months) {
    writer.set(
      db.doc(path),
      { ...deskListScopeFields(scope), months: FieldValue.arrayUnion(month) },
      { merge: true },
    );
  }
}

/**
 * Writes the claim's entries as they are once the change is made, each merged beside the other
 * claims' without reading the partition (so claims listed together never contend on a read): sets
 * them, removes those in partitions the claim has left (a response date moved, a lender no longer
 * named), and names the month in each list the claim is new to.
 */
export function setDeskListRows(
  db: Firestore,
  writer: ListRowsWriter,
  claim: DocumentSnapshot,
  changes: Partial<ClaimForDeskList>,
): void {
  const before = deskListFieldsOf(claim.data());
  applyDeskListWrites(db, writer, deskListWrites(before, { ...before, ...changes }, claim.id));
}
