import * as v from 'valibot';
import type { Deps } from '../context.js';
import { letterOfAuthorityPdf } from '../documents/letterOfAuthority.js';
import { claimConfirmationMail } from '../mail/claimConfirmation.js';
import { StoredClaimSchema, isSigned, type SignedClaim } from '../../../contract/claim.js';

/** A claim document read back as a signed claim; anything else is a fault on our side, not the caller's. */
export function signedClaimOf(data: unknown): SignedClaim | null {
  const parsed = v.safeParse(StoredClaimSchema, data);
  return parsed.success && isSigned(parsed.output) ? parsed.output : null;
}

/**
 * Emails the claimant their confirmation with the signed letter of authority attached, once: the
 * claim remembers when it was queued, and the mail's id is the claim's, so a retried submission
 * that finds it queued does nothing, and one that finds it missing queues it.
 */
export async function sendClaimConfirmation(claimId: string, deps: Deps): Promise<void> {
  const claimRef = deps.db.collection('claims').doc(claimId);
  const snapshot = await claimRef.get();
  if (snapshot.get('confirmationQueuedAt') !== undefined) return;
  const claim = signedClaimOf(snapshot.data());
  if (!claim) throw new Error('A submitted claim is missing what its confirmation needs');
  const pdf = await letterOfAuthorityPdf(claim);
  await deps.providers.mail.send(claimConfirmationMail(claimId, claim, pdf));
  await claimRef.update({ confirmationQueuedAt: deps.now() });
}
