import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import type { Deps } from '../context.js';
import { claimantNewsMail, isNews, lendersInWords, type ClaimantAccess } from '../mail/complaintEvent.js';
import { yourClaimsLink } from '../mail/yourClaimsLink.js';
import { fullName } from '../../../contract/claim.js';
import type { ComplaintEventType } from '../../../contract/lifecycle/events.js';
import { ukDay } from '../../../contract/lifecycle/dates.js';
import { complaintsOfClaim } from '../../../contract/lifecycle/stored.js';
import { settlementOf, type Settlement } from '../../../contract/settlement.js';
import { signedClaimOf } from './signedClaim.js';

export type NewsDeps = Pick<Deps, 'db' | 'accounts'> & { providers: Pick<Deps['providers'], 'mail'> };

/**
 * How the claim's owner can reach Your claims now (decision 264): no way at all once their data
 * was erased (the claim keeps `accountDeletedAt`) or their account is deleted or disabled.
 */
async function accessOf(deps: NewsDeps, uid: string, accountDeletedAt: unknown): Promise<ClaimantAccess> {
  if (accountDeletedAt !== undefined) return 'none';
  const account = await deps.accounts(uid);
  return account === null || account.disabled ? 'none' : account.signIn;
}

/**
 * Emails the claimant about an event they should know of (decisions 188, 257, 264), once: the
 * mail's id is the event's, so a retried event, or a second run after a failure, queues nothing
 * new. Events the claimant is not told about send nothing. The email names the complaint's lender
 * (for a cancelled claim, every lender on it), links to Your claims on the brand's own site, and
 * says how to get in as this claimant can; a payment's email gives its breakdown (decision 270).
 */
export async function tellClaimant(
  deps: NewsDeps,
  claimId: string,
  eventId: string,
  type: ComplaintEventType,
  /** The complaint the event is on; none for cancelling the whole claim. */
  complaintId?: string,
): Promise<void> {
  if (!isNews(type)) return;
  const claimRef = deps.db.collection('claims').doc(claimId);
  const [snapshot, complaint] = await Promise.all([
    claimRef.get(),
    complaintId ? claimRef.collection('complaints').doc(complaintId).get() : null,
  ]);
  const claim = signedClaimOf(snapshot.data());
  if (!claim) throw new Error('A submitted claim is missing what its news needs');
  const lender: unknown = complaint ? complaint.get('lender') : lendersInWords(lendersOf(claim));
  if (typeof lender !== 'string' || lender.trim() === '') {
    throw new Error('A complaint is missing the lender its news names');
  }
  const route: unknown = complaint?.get('route');
  const settlement =
    type === 'handler.recordPayment' && complaint
      ? await paymentOf(claimRef, eventId, lender, complaint)
      : null;
  const access = await accessOf(deps, claim.uid, snapshot.get('accountDeletedAt'));
  const mail = claimantNewsMail(claimId, eventId, type, {
    uid: claim.uid,
    name: fullName(claim.applicant),
    email: claim.applicant.email,
    reference: claim.submission.reference,
    workspace: claim.workspace,
    lender,
    ...(route === 'scheme1' || route === 'scheme2' ? { route } : {}),
    access,
    yourClaims: access === 'none' ? null : yourClaimsLink(claim.workspace),
    settlement,
  });
  if (mail) await deps.providers.mail.send(mail);
}

/**
 * The complaint's money once the lender has paid (decision 270): the payment and fee the complaint
 * recorded, and the UK day of the payment's event; none when the complaint holds no payment.
 */
async function paymentOf(
  claimRef: DocumentReference,
  eventId: string,
  lender: string,
  complaint: DocumentSnapshot,
): Promise<Settlement | null> {
  const paidPence: unknown = complaint.get('paidPence');
  const feePence: unknown = complaint.get('feePence');
  if (typeof paidPence !== 'number') return null;
  const at: unknown = (await claimRef.collection('events').doc(eventId).get()).get('at');
  return settlementOf({
    lender,
    state: 'paid',
    offerPence: null,
    paidPence,
    feePence: typeof feePence === 'number' ? feePence : null,
    paidOn: typeof at === 'number' ? ukDay(at) : null,
  });
}

/** The lenders the claim complains to, as its complaints name them. */
const lendersOf = (claim: Parameters<typeof complaintsOfClaim>[0]) =>
  complaintsOfClaim(claim).map((complaint) => complaint.lender);
