// The states of a complaint and the claim status that follows from them (decision 173). These are
// plain data, with no XState, so a view, the claim's schema and the export can read them.

/** Every state a complaint can be in, in the order a complaint usually meets them. */
export const COMPLAINT_STATES = [
  'prepared',
  'sent',
  'acknowledged',
  'offered',
  'rejected',
  'noResponse',
  'accepted',
  'declined',
  'referred',
  'paid',
  'closed',
  'withdrawn',
  'cancelled',
] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** The states a complaint ends in: nothing can happen to it after them. */
export const FINAL_COMPLAINT_STATES: readonly ComplaintState[] = ['closed', 'withdrawn', 'cancelled'];

/** What each state means, as the firm and the claimant read it. */
export const COMPLAINT_STATE_LABELS: Record<ComplaintState, string> = {
  prepared: 'Prepared, not yet sent to the lender',
  sent: 'Sent to the lender',
  acknowledged: 'The lender has acknowledged the complaint',
  offered: 'The lender has made an offer',
  rejected: 'The lender has rejected the complaint',
  noResponse: 'The lender did not respond by the due date',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  referred: 'Referred to the Financial Ombudsman Service',
  paid: 'Paid',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

/** A submitted claim's status, from its complaints' states. */
export const CLAIM_PROGRESS_STATUSES = ['submitted', 'in-progress', 'cancelled', 'closed'] as const;
export type ClaimProgressStatus = (typeof CLAIM_PROGRESS_STATUSES)[number];

/**
 * The claim's status from its complaints: `submitted` until any complaint moves on from prepared,
 * `cancelled` when every complaint was cancelled, `closed` when every one has ended (closed,
 * withdrawn or cancelled), and `in-progress` in between.
 */
export function claimStatusOf(states: readonly ComplaintState[]): ClaimProgressStatus {
  if (states.length === 0 || states.every((state) => state === 'prepared')) return 'submitted';
  if (states.every((state) => state === 'cancelled')) return 'cancelled';
  if (states.every((state) => FINAL_COMPLAINT_STATES.includes(state))) return 'closed';
  return 'in-progress';
}
