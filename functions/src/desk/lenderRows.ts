// The desk's lender index (decision 231): a submitted claim's row under each of its lenders,
// written in the same transaction as the claim fields it copies, so a list by lender always
// agrees with the claims it shows.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Writer } from '../lib/writer.js';
import { deskLenderRowsAfter, type ClaimForLenderRows } from '../../../contract/search.js';
import { setDeskListRows } from './listRows.js';

/** Writes the claim's lender rows, as they are once the transaction's changes are made. */
export function setDeskLenderRows(
  db: Firestore,
  tx: Writer,
  claim: DocumentSnapshot,
  changes: Partial<ClaimForLenderRows>,
): void {
  for (const { path, row } of deskLenderRowsAfter(claim.id, claim.data(), changes)) tx.set(db.doc(path), row);
  // And its list entries (decision 290), so every writer of these fields writes both.
  setDeskListRows(db, tx, claim, changes);
}
