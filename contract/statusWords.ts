// What a claim's status, a complaint's state and each event are called (decision 270): the one home
// for these words. Two registers, each written once:
// - the claimant's words (Your claims, the copy of their data on Your data): plain English, sentence
//   case, active voice where someone acts, no internal terms ("acknowledged", "prepared"), checked
//   once against the GOV.UK style guide; the lender's own name is beside them on the page;
// - the desk's words: short and precise, as case handlers use them all day.
// Plain data: no valibot, no XState; the types only are imported.
import type { ComplaintEventType } from './lifecycle/events.js';
import type { ComplaintState } from './lifecycle/states.js';
import type { ClaimStatus } from './responses.js';

/** A claim's status as the claimant reads it, on Your claims and in the copy of their data. */
export const CLAIM_STATUS_WORDS: Record<ClaimStatus, string> = {
  draft: 'Not finished: your credit check is waiting for a code',
  checked: 'Not finished: choose the agreements to claim for',
  signed: 'Signed: we are setting up your complaints',
  submitted: 'Received: we are getting your complaints ready to send',
  'in-progress': 'In progress: we are dealing with your lenders',
  cancelled: 'Cancelled',
  closed: 'Closed: there is nothing more to do',
};

/** A claim's status on the desk: one or two words, shown as a tag. */
export const DESK_CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  draft: 'Draft',
  checked: 'Checked',
  signed: 'Signed',
  submitted: 'Submitted',
  'in-progress': 'In progress',
  cancelled: 'Cancelled',
  closed: 'Closed',
};

/** Where one complaint (one lender) stands, as the claimant reads it under the lender's name. */
export const COMPLAINT_STATE_WORDS: Record<ComplaintState, string> = {
  prepared: 'We are getting your complaint ready to send',
  sent: 'We have sent your complaint to the lender',
  acknowledged: 'The lender has received your complaint',
  offered: 'The lender has made an offer',
  rejected: 'The lender has turned down your complaint',
  noResponse: 'The lender did not reply in time',
  determined: 'The lender’s determination: compensation is due',
  noRedress: 'The lender’s determination: no compensation is due',
  outOfScope: 'The lender says the redress scheme does not cover your agreement',
  disputed: 'You disputed the lender’s determination',
  accepted: 'You accepted: the lender is due to pay',
  declined: 'You declined the offer',
  referred: 'We have taken your complaint to the Financial Ombudsman Service',
  paid: 'The lender has paid',
  closed: 'Closed: there is nothing more to do',
  withdrawn: 'Withdrawn: we have stopped working on this complaint',
  cancelled: 'Cancelled',
};

/** What each state means on the desk, precisely. */
export const COMPLAINT_STATE_LABELS: Record<ComplaintState, string> = {
  prepared: 'Prepared, not yet sent to the lender',
  sent: 'Sent to the lender',
  acknowledged: 'The lender has acknowledged the complaint',
  offered: 'The lender has made an offer',
  rejected: 'The lender has rejected the complaint',
  noResponse: 'The lender did not respond by the due date',
  determined: 'The lender has determined that redress is due',
  noRedress: 'The lender has determined that no redress is due',
  outOfScope: 'The lender says the scheme does not cover the agreement',
  disputed: 'The lender’s determination is disputed',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  referred: 'Referred to the Financial Ombudsman Service',
  paid: 'Paid',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

/** What happened, as the claimant's timeline lists it (with its day, and an amount where there is one). */
export const COMPLAINT_EVENT_WORDS: Record<ComplaintEventType, string> = {
  'handler.send': 'We sent your complaint to the lender',
  'handler.acknowledge': 'The lender told us it has your complaint',
  'handler.recordOffer': 'The lender made an offer',
  'handler.recordRejection': 'The lender turned down your complaint',
  'handler.referToOmbudsman': 'We took your complaint to the Financial Ombudsman Service',
  'handler.recordPayment': 'The lender paid us',
  'handler.close': 'We closed your complaint',
  'handler.withdraw': 'We withdrew your complaint',
  'handler.recordDetermination': 'The lender sent its determination',
  'claimant.acceptOffer': 'You accepted the offer',
  'claimant.declineOffer': 'You declined the offer',
  'claimant.acceptDetermination': 'You accepted the lender’s determination',
  'claimant.disputeDetermination': 'You disputed the lender’s determination',
  'claimant.cancel': 'You cancelled your claim',
  'system.responseOverdue': 'The lender did not reply by the due date',
};

/** What each event records, as the desk says it. */
export const COMPLAINT_EVENT_LABELS: Record<ComplaintEventType, string> = {
  'handler.send': 'Complaint sent to the lender',
  'handler.acknowledge': 'The lender acknowledged the complaint',
  'handler.recordOffer': 'The lender made an offer',
  'handler.recordRejection': 'The lender rejected the complaint',
  'handler.referToOmbudsman': 'Referred to the Financial Ombudsman Service',
  'handler.recordPayment': 'Payment received',
  'handler.close': 'Complaint closed',
  'handler.withdraw': 'Complaint withdrawn',
  'handler.recordDetermination': 'The lender sent its determination under the redress scheme',
  'claimant.acceptOffer': 'Offer accepted',
  'claimant.declineOffer': 'Offer declined',
  'claimant.acceptDetermination': 'Determination accepted',
  'claimant.disputeDetermination': 'Determination disputed',
  'claimant.cancel': 'Claim cancelled',
  'system.responseOverdue': 'No response from the lender by the due date',
};
