// The desk's lender index (decision 231): a submitted claim's row under each of its lenders,
// written in the same transaction as the claim fields it copies, so a list by lender always
// agrees with the claims it shows.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { deskLenderRows, type ClaimForLenderRows } from '../../../contract/search.js';

/** The claim as its rows read it: the stored document with the changes the transaction makes. */
function claimAfter(claim: DocumentSnapshot, changes: Partial<ClaimForLenderRows>): ClaimForLenderRows {
  return {
    workspace: claim.get('workspace') as ClaimForLenderRows['workspace'],
    status: claim.get('status') as ClaimForLenderRows['status'],
    submittedAt: claim.get('submittedAt') as number | undefined,
    responseDueAt: claim.get('responseDueAt') as number | null | undefined,
    search: { lenders: (claim.get('search.lenders') as string[] | undefined) ?? [] },
    ...changes,
  };
}

/** Writes the claim's lender rows, as they are once the transaction's changes are made. */
export function setDeskLenderRows(
  db: Firestore,
  tx: Transaction,
  claim: DocumentSnapshot,
  changes: Partial<ClaimForLenderRows>,
): void {
  for (const { path, row } of deskLenderRows(claim.id, claimAfter(claim, changes))) tx.set(db.doc(path), row);
}
