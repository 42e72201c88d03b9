import type { Firestore } from 'firebase-admin/firestore';
import type { MailSender } from '../mail/types.js';
import { letterOfAuthorityPdf } from '../documents/letterOfAuthority.js';
import { claimConfirmationMail } from '../mail/claimConfirmation.js';
import { yourClaimsLink } from '../mail/yourClaimsLink.js';
import { signedClaimOf } from './signedClaim.js';

export { signedClaimOf } from './signedClaim.js';

/** What the confirmation needs: the claims, the mail outbox and the clock. */
export interface ConfirmationDeps {
  db: Firestore;
  mail: MailSender;
  now: () => number;
}

/**
 * Emails the claimant their confirmation with the signed letter of authority attached, once: the
 * mail's id is the claim's, so a second run (a retried task, or two at once) queues nothing more,
 * and the claim records when it was queued, so a later run does not even make the PDF. Runs in the
 * task queued by submitClaim (decision 226), not in the claimant's call. A claim that is gone (its
 * data deleted since) has nothing to confirm; a claim that is not signed is a fault, and the task
 * is retried.
 */
export async function sendClaimConfirmation(
  claimId: string,
  { db, mail, now }: ConfirmationDeps,
): Promise<'sent' | 'already-sent' | 'no-claim'> {
  const claimRef = db.collection('claims').doc(claimId);
  const snapshot = await claimRef.get();
  if (!snapshot.exists) return 'no-claim';
  if (snapshot.get('confirmationQueuedAt') !== undefined) return 'already-sent';
  const claim = signedClaimOf(snapshot.data());
  if (!claim) throw new Error('A submitted claim is missing what its confirmation needs');
  const pdf = await letterOfAuthorityPdf(claim);
  await mail.send(claimConfirmationMail(claimId, claim, pdf, yourClaimsLink(claim.workspace)));
  await db.runTransaction(async (tx) => {
    const current = await tx.get(claimRef);
    if (current.exists && current.get('confirmationQueuedAt') === undefined) {
      tx.update(claimRef, { confirmationQueuedAt: now() });
    }
  });
  return 'sent';
}
