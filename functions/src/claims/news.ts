import type { Deps } from '../context.js';
import { claimantNewsMail } from '../mail/complaintEvent.js';
import { fullName } from '../../../contract/claim.js';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import { signedClaimOf } from './signedClaim.js';

/**
 * Emails the claimant about an event they should know of (decisions 188, 257), once: the mail's id is
 * the event's, so a retried event, or a second run after a failure, queues nothing new. Events the
 * claimant is not told about send nothing.
 */
export async function tellClaimant(
  deps: Pick<Deps, 'db'> & { providers: Pick<Deps['providers'], 'mail'> },
  claimId: string,
  eventId: string,
  type: ComplaintEventType,
  /** The complaint the event is on: a decision's email names its lender. */
  complaintId?: string,
): Promise<void> {
  const claimRef = deps.db.collection('claims').doc(claimId);
  const [snapshot, complaint] = await Promise.all([
    claimRef.get(),
    complaintId ? claimRef.collection('complaints').doc(complaintId).get() : null,
  ]);
  const claim = signedClaimOf(snapshot.data());
  if (!claim) throw new Error('A submitted claim is missing what its news needs');
  const lender: unknown = complaint?.get('lender');
  const route: unknown = complaint?.get('route');
  const mail = claimantNewsMail(claimId, eventId, type, {
    uid: claim.uid,
    name: fullName(claim.applicant),
    email: claim.applicant.email,
    reference: claim.submission.reference,
    workspace: claim.workspace,
    ...(typeof lender === 'string' ? { lender } : {}),
    ...(route === 'scheme1' || route === 'scheme2' ? { route } : {}),
  });
  if (mail) await deps.providers.mail.send(mail);
}
