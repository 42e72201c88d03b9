// The states of a complaint and the claim status that follows from them (decision 173). These are
// plain data, with no XState, so a view, the claim's schema and the export can read them.
import { RESPONSE_WEEKS, endOfUkDay } from './dates.js';

/** Every state a complaint can be in, in the order a complaint usually meets them. */
export const COMPLAINT_STATES = [
  'prepared',
  'sent',
  'acknowledged',
  'offered',
  'rejected',
  'noResponse',
  'determined',
  'noRedress',
  'outOfScope',
  'disputed',
  'accepted',
  'declined',
  'referred',
  'paid',
  'closed',
  'withdrawn',
  'cancelled',
] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/**
 * The route a complaint runs on (decision 259): the general complaints route (the lender's final
 * response within 8 weeks, then the Financial Ombudsman), or Scheme 1 or Scheme 2 of the FCA's motor
 * finance redress scheme (the lender's determination by the scheme's deadline). A complaint stored
 * before routes were recorded runs on the general route, as it was sent.
 */
export const COMPLAINT_ROUTES = ['general', 'scheme1', 'scheme2'] as const;
export type ComplaintRoute = (typeof COMPLAINT_ROUTES)[number];

/** Each route in words, for the desk and the claimant alike. */
export const COMPLAINT_ROUTE_LABELS: Record<ComplaintRoute, string> = {
  general: 'The general complaints route: the lender’s final response, then the Financial Ombudsman',
  scheme1:
    'Scheme 1 of the FCA’s motor finance redress scheme (agreements from 6 April 2007 to 31 March 2014)',
  scheme2:
    'Scheme 2 of the FCA’s motor finance redress scheme (agreements from 1 April 2014 to 1 November 2024)',
};

/** The route in the claimant's words, which say "may": the lender decides whether the scheme applies. */
export const COMPLAINT_ROUTE_CLAIMANT_WORDS: Record<ComplaintRoute, string> = {
  general: `We complain to the lender under the usual complaint rules: it has ${RESPONSE_WEEKS} weeks to send its final response.`,
  scheme1:
    'We complain under Scheme 1 of the FCA’s motor finance redress scheme, which may cover these agreements (made from 6 April 2007 to 31 March 2014).',
  scheme2:
    'We complain under Scheme 2 of the FCA’s motor finance redress scheme, which may cover these agreements (made from 1 April 2014 to 1 November 2024).',
};

/** What the lender's answer on a route is called: its final response, or its determination. */
export const ANSWER_DUE_LABELS: Record<ComplaintRoute, string> = {
  general: 'Final response due',
  scheme1: 'Determination due',
  scheme2: 'Determination due',
};

/** The states a complaint ends in: nothing can happen to it after them. */
export const FINAL_COMPLAINT_STATES: readonly ComplaintState[] = ['closed', 'withdrawn', 'cancelled'];

/** The states in which the lender's final response is awaited and its due day passes unanswered. */
export const AWAITING_RESPONSE_STATES: readonly ComplaintState[] = ['sent', 'acknowledged'];

/**
 * The states in which the lender's final response is still awaited: those above, and `noResponse`,
 * where the due day has passed and a late answer is still taken (decision 180).
 */
export const RESPONSE_AWAITED_STATES: readonly ComplaintState[] = [...AWAITING_RESPONSE_STATES, 'noResponse'];

/**
 * What each state means on the desk. The claimant's words for it are COMPLAINT_STATE_WORDS: both are
 * defined in contract/statusWords.ts (decision 270), and this name is kept for the desk's importers.
 */
export { COMPLAINT_STATE_LABELS } from '../statusWords.js';

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

/**
 * The claim's `responseDueAt` (decision 180): the end of the earliest due day among its complaints
 * whose final response is still awaited (epoch ms, `endOfUkDay`), or null when none is.
 */
export function claimResponseDueAt(
  complaints: readonly { state: ComplaintState; dueOn: string | null }[],
): number | null {
  const due = complaints
    .filter((c) => RESPONSE_AWAITED_STATES.includes(c.state) && c.dueOn !== null)
    .map((c) => endOfUkDay(c.dueOn!));
  return due.length > 0 ? Math.min(...due) : null;
}
