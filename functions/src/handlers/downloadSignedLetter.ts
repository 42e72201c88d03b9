import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import type { CallContext } from '../context.js';
import { signedClaimOf } from '../claims/confirmation.js';
import { letterOfAuthorityPdf } from '../documents/letterOfAuthority.js';
import { claimNotFound, parsePayload } from '../lib/errors.js';
import { signedLetterFileName } from '../../../contract/claim.js';
import { DownloadSignedLetterRequestSchema } from '../../../contract/requests.js';
import { isSignedStatus } from '../../../contract/claimStatus.js';
import { ClaimStatusSchema, type SignedLetterData } from '../../../contract/responses.js';

/**
 * Extension: the signed letter of authority of one of the caller's claims, as a PDF (base64), the
 * same document the confirmation email carries. Only the claim's owner gets it, and only once the
 * claim has been signed.
 */
export async function downloadSignedLetter(data: unknown, { uid, deps }: CallContext) {
  const { claimId } = parsePayload(DownloadSignedLetterRequestSchema, data);
  const snapshot = await deps.db.collection('claims').doc(claimId).get();
  if (!snapshot.exists || snapshot.get('uid') !== uid) throw claimNotFound();
  const status = v.safeParse(ClaimStatusSchema, snapshot.get('status'));
  // Signed, submitted, or moved on by its complaints: each has its signed copy.
  if (!status.success || !isSignedStatus(status.output)) {
    throw new HttpsError(
      'failed-precondition',
      'This claim has not been signed yet, so there is no signed copy.',
      {
        reason: 'not-signed',
      },
    );
  }
  const claim = signedClaimOf(snapshot.data());
  if (!claim) throw new Error('A signed claim is missing what its signed copy needs');
  const pdf = await letterOfAuthorityPdf(claim);
  const result: SignedLetterData = {
    claimId,
    reference: claim.submission.reference,
    fileName: signedLetterFileName(claim.submission.reference),
    contentType: 'application/pdf',
    pdf: Buffer.from(pdf).toString('base64'),
  };
  return { data: result };
}
