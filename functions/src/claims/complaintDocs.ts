// A claim's complaint documents read by id (decision 289): its complaints are the ones its signed
// agreements make (complaintsOfClaim), as submitting the claim made them. On the emulator a query
// of one claim's complaints reads every complaint stored, so a desk press and a lender's file would
// otherwise cost more with every claim; a claim whose complaints cannot be named so (its signed
// claim does not read, or one named is missing) is queried as before.
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { complaintsOfClaim } from '../../../contract/lifecycle/stored.js';
import { signedClaimOf } from './signedClaim.js';

/** The ids of a claim's complaints as its signed agreements name them; none when it does not read. */
export function namedComplaintIds(claim: DocumentSnapshot): string[] {
  const signed = signedClaimOf(claim.data());
  return signed ? complaintsOfClaim(signed).map(({ complaintId }) => complaintId) : [];
}

/**
 * The complaint documents of each claim: those named, read through `read` (a transaction's or
 * Firestore's getAll) in one call, or for a claim where that falls short, `query`'s answer.
 */
export async function complaintDocsOf(
  claims: readonly DocumentSnapshot[],
  read: (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>,
  query: (claim: DocumentSnapshot) => Promise<DocumentSnapshot[]>,
): Promise<DocumentSnapshot[][]> {
  const named = claims.map(namedComplaintIds);
  const refs = claims.flatMap((claim, i) =>
    named[i]!.map((id) => claim.ref.collection('complaints').doc(id)),
  );
  const docs = refs.length > 0 ? await read(refs) : [];
  let next = 0;
  return Promise.all(
    claims.map(async (claim, i) => {
      const mine = docs.slice(next, (next += named[i]!.length));
      return mine.length > 0 && mine.every((doc) => doc.exists) ? mine : query(claim);
    }),
  );
}
