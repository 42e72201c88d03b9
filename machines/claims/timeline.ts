// What Your claims shows of each complaint (decision 190): the events the claimant may know of,
// when they happened, what happens next and by when, an offer with the firm's fee, the money once
// accepted and paid (decision 270), and what the claimant may do now, which the complaint machine
// decides. The words are the claimant's (contract/statusWords.ts). Pure: the moment is passed in.
import { formatDay, formatUkDay } from '../../contract/dates';
import { feeOnAwardPence } from '../../contract/fees';
import { formatPounds } from '../../contract/money';
import { endOfUkDay, lastDayToCancel, ukDay } from '../../contract/lifecycle/dates';
import { determinationWords } from '../../contract/lifecycle/determination';
import {
  SCHEME_REMEDY_WORDS,
  type ActorRole,
  type ComplaintEventType,
  type EventData,
} from '../../contract/lifecycle/events';
import { acceptedEvents, isOpen, type ComplaintRecord } from '../../contract/lifecycle/machine';
import {
  COMPLAINT_ROUTE_CLAIMANT_WORDS,
  type ComplaintRoute,
  type ComplaintState,
} from '../../contract/lifecycle/states';
import {
  OFFER_DECISIONS,
  decisionConfirmation,
  ombudsmanDeadline,
  schemePaysAnyway,
  type DecisionConfirmation,
  type OfferDecisionType,
} from '../../contract/offerDecisions';
import { settlementOf, type Settlement } from '../../contract/settlement';
import { COMPLAINT_EVENT_WORDS, COMPLAINT_STATE_WORDS } from '../../contract/statusWords';

/** One event as the claimant reads it: what, when, by whom (a role, never a person), an amount. */
export interface ClaimantEvent {
  complaintId: string;
  seq: number;
  type: ComplaintEventType;
  at: number;
  by: ActorRole;
  data: EventData;
}

/** One complaint (one lender) of a submitted claim, with its events in the order recorded. */
export interface ClaimantComplaint {
  complaintId: string;
  lender: string;
  record: ComplaintRecord;
  events: ClaimantEvent[];
}

/**
 * What the claimant may do on one complaint: decide on an offer, or on a determination under the
 * redress scheme. Cancelling is for the whole claim.
 */
export type OfferDecision = OfferDecisionType;

export interface TimelineEntry {
  key: string;
  label: string;
  /** "23 November 2025" */
  on: string;
  /** "£1,250" for an offer or a payment. */
  amount: string | null;
}

export interface OfferView {
  amount: string;
  /** The firm's fee on it from the fee schedule, VAT included. */
  fee: string;
  youReceive: string;
}

export interface ComplaintTimeline {
  complaintId: string;
  lender: string;
  state: ComplaintState;
  status: string;
  entries: TimelineEntry[];
  /** What happens next and by when; null once nothing more will happen. */
  next: string | null;
  offer: OfferView | null;
  /**
   * The money once the claimant accepted (what they may receive) and once the lender paid (what
   * they receive, who pays whom and by when), from contract/settlement.ts, as the email says it.
   */
  settlement: Settlement | null;
  /** The route the complaint runs on (decision 259), and in the claimant's words. */
  route: ComplaintRoute;
  routeWords: string;
  /**
   * Under the scheme: the lender's determination in words, and the reminder that the scheme pays
   * whether or not a firm is instructed; null on the general route or before a determination.
   */
  determination: { words: string; reminder: string } | null;
  actions: OfferDecision[];
}

export function offerView(offerPence: number): OfferView {
  const fee = feeOnAwardPence(offerPence);
  return {
    amount: formatPounds(offerPence),
    fee: formatPounds(fee),
    youReceive: formatPounds(offerPence - fee),
  };
}

function nextStep(complaint: ClaimantComplaint): string | null {
  const { lender, record } = complaint;
  const due = record.dueOn ? formatDay(record.dueOn) : null;
  switch (record.state) {
    case 'prepared':
      return `We send your complaint to ${lender} within 5 working days.`;
    case 'sent':
    case 'acknowledged':
      return record.route === 'general'
        ? `${lender} must send its final response by ${due}. We tell you when it does.`
        : `Under the FCA’s redress scheme, ${lender} should tell you whether redress is due, and how much, by ${due}. We tell you when it does.`;
    case 'determined':
      return `Decide whether to accept or dispute ${lender}’s determination. If you dispute it, we take your complaint to the Financial Ombudsman Service.`;
    case 'noRedress':
      return `${lender} says no redress is due. You may dispute this: we would take your complaint to the Financial Ombudsman Service.`;
    case 'outOfScope':
      return `${lender} says the scheme does not cover your agreement. We look at its answer and tell you what we can do next.`;
    case 'disputed':
      return 'We take your complaint to the Financial Ombudsman Service, and tell you when we have.';
    case 'offered':
      return `Decide whether to accept or decline the offer. If you decline it, we tell you whether we can take your complaint to the Financial Ombudsman Service.`;
    case 'rejected':
    case 'declined':
      return 'We tell you whether we can take your complaint to the Financial Ombudsman Service.';
    case 'noResponse':
      return record.route === 'general'
        ? `${lender} did not send its final response by ${due}. We tell you whether we can take your complaint to the Financial Ombudsman Service.`
        : `${lender} did not tell you whether redress is due by ${due}, as the scheme asks. We tell you whether we can take your complaint to the Financial Ombudsman Service.`;
    // Accepted: the settlement says who pays whom and when (contract/settlement.ts).
    case 'referred':
      return 'The Financial Ombudsman Service looks at your complaint. We tell you when it decides.';
    default:
      return null;
  }
}

/** The UK day of the complaint's latest payment, when one was recorded. */
function paidOn(complaint: ClaimantComplaint): string | null {
  const paid = complaint.events
    .filter((event) => event.type === 'handler.recordPayment')
    .sort((a, b) => b.seq - a.seq)[0];
  return paid ? ukDay(paid.at) : null;
}

/** One complaint as the timeline shows it at a moment. */
export function complaintTimeline(complaint: ClaimantComplaint, at: number): ComplaintTimeline {
  const { record } = complaint;
  const entries = [...complaint.events]
    .sort((a, b) => a.seq - b.seq)
    .map((event) => {
      const amount = event.data.offerPence ?? event.data.amountPence;
      return {
        key: `${event.complaintId}-${event.seq}`,
        label: COMPLAINT_EVENT_WORDS[event.type],
        on: formatUkDay(event.at),
        amount: typeof amount === 'number' ? formatPounds(amount) : null,
      };
    });
  const offer =
    (record.state === 'offered' || record.state === 'determined') && record.offerPence !== null
      ? offerView(record.offerPence)
      : null;
  const decided = record.state === 'determined' || record.state === 'noRedress';
  return {
    complaintId: complaint.complaintId,
    lender: complaint.lender,
    state: record.state,
    status: COMPLAINT_STATE_WORDS[record.state],
    entries,
    next: nextStep(complaint),
    offer,
    settlement: settlementOf({ ...record, lender: complaint.lender, paidOn: paidOn(complaint) }),
    route: record.route,
    routeWords: COMPLAINT_ROUTE_CLAIMANT_WORDS[record.route],
    determination:
      decided && record.determination
        ? { words: determinationWords(record.determination), reminder: schemePaysAnyway(complaint.lender) }
        : null,
    actions: acceptedEvents(record, at, 'claimant').filter((type): type is OfferDecision =>
      (OFFER_DECISIONS as readonly string[]).includes(type),
    ),
  };
}

/** Whether the claimant may decide on this complaint's offer at a moment. */
export const canDecide = (complaint: ClaimantComplaint | undefined, type: OfferDecision, at: number) =>
  complaint !== undefined && acceptedEvents(complaint.record, at, 'claimant').includes(type);

/**
 * Whether the whole claim may be cancelled online at a moment: it has complaints, some are open,
 * and every open one still accepts `claimant.cancel` (the 14 days from signing have not passed).
 */
export function canCancel(complaints: readonly ClaimantComplaint[], at: number): boolean {
  const open = complaints.filter((c) => isOpen(c.record));
  return (
    open.length > 0 && open.every((c) => acceptedEvents(c.record, at, 'claimant').includes('claimant.cancel'))
  );
}

/** The last day to cancel online, "7 December 2025", once a claim has complaints. */
export function lastDayToCancelOf(complaints: readonly ClaimantComplaint[]): string | null {
  const first = complaints[0];
  return first ? formatDay(lastDayToCancel(first.record.signedAt)) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after `at` what the page offers may change by the clock alone: the end of the last day
 * to cancel of a claim that may still be cancelled, else a day. The page reads the claims again
 * then, so "Cancel this claim" does not outlive the 14 days on a page left open.
 */
export function msUntilOffersChange(claims: readonly (readonly ClaimantComplaint[])[], at: number): number {
  const ends = claims
    .filter((complaints) => canCancel(complaints, at))
    .map((complaints) => endOfUkDay(lastDayToCancel(complaints[0]?.record.signedAt ?? at)) + 1 - at);
  return Math.max(1000, Math.min(DAY_MS, ...ends));
}

/**
 * "Are you sure…?" for a decision on this complaint's offer: what accepting or declining means,
 * with the day of the lender's final response (its latest offer) and the ombudsman's time limit.
 */
export function confirmationOf(
  complaint: ClaimantComplaint,
  decision: OfferDecision,
): DecisionConfirmation | null {
  const { offerPence, determination } = complaint.record;
  const onDetermination =
    decision === 'claimant.acceptDetermination' || decision === 'claimant.disputeDetermination';
  if (offerPence === null && !(onDetermination && determination)) return null;
  const answerType = onDetermination ? 'handler.recordDetermination' : 'handler.recordOffer';
  const offered = [...complaint.events].filter((e) => e.type === answerType).sort((a, b) => b.seq - a.seq)[0];
  const offeredDay = offered ? ukDay(offered.at) : null;
  return decisionConfirmation(decision, {
    lender: complaint.lender,
    offerPence,
    remedyWords: determination?.remedy ? SCHEME_REMEDY_WORDS[determination.remedy] : null,
    offeredOn: offeredDay ? formatDay(offeredDay) : null,
    referBy: offeredDay ? formatDay(ombudsmanDeadline(offeredDay)) : null,
  });
}
