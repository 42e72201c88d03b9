// The desk's sample claim with each complaint in a chosen state, built from the lifecycle machine
// (decision 195): a complaint in state S has the events of the machine's shortest path to S, timed
// as a claim lives them (stories/support/timelineStates.ts), the record `replay` makes of them, and
// the handlers' events S accepts when the handler looks.
import { complaintsOfClaim } from '../../contract/lifecycle/stored';
import { acceptedEvents, replay } from '../../contract/lifecycle/machine';
import type { ComplaintEvent } from '../../contract/lifecycle/events';
import {
  claimStatusOf,
  claimResponseDueAt,
  type ComplaintRoute,
  type ComplaintState,
} from '../../contract/lifecycle/states';
import type { DeskClaimData, DeskComplaint, DeskNote } from '../../contract/desk';
import { complaintLetterFileName } from '../../contract/complaintLetter';
import { complaintLetterId, type ClaimLetter } from '../../contract/letters';
import { signedClaim } from '../../contract/fixtures/signedClaim';
import { complaintIn } from '../../stories/support/timelineStates';

export const DESK_CLAIM_ID = 'claim-desk-0001';
export const DESK_HANDLER_UID = 'staff-handler-1';

const claim = signedClaim();
const iso = (ms: number) => new Date(ms).toISOString();

/** The sample claim's complaints, one per lender (Black Horse, Close Brothers Motor Finance). */
export const DESK_LENDERS = complaintsOfClaim(claim).map((c) => c.lender);

/** One complaint in a state, with its timeline, and the moment the handler looks at it. */
export function deskComplaintIn(
  state: ComplaintState,
  complaintId = 'complaint-1',
  route?: ComplaintRoute,
): { complaint: DeskComplaint; at: number } {
  const of =
    complaintsOfClaim(claim).find((c) => c.complaintId === complaintId) ?? complaintsOfClaim(claim)[0]!;
  const { complaint, at } = complaintIn(state, of.lender, route);
  const { record } = complaint;
  const signedAt = complaint.record.signedAt;
  const asEvents = complaint.events.map((e) => ({ ...e.data, type: e.type, at: e.at }) as ComplaintEvent);
  // The state after each event is what replaying the events up to it makes.
  const stateAfter = (count: number) =>
    replay({ signedAt, route: record.route }, asEvents.slice(0, count)).state;
  const events = complaint.events.map((event, index) => ({
    eventId: `${complaintId}-event-${event.seq}`,
    seq: event.seq,
    type: event.type,
    data: event.data,
    at: iso(event.at),
    by: {
      uid: event.by === 'handler' ? DESK_HANDLER_UID : event.by === 'system' ? 'system' : claim.uid,
      role: event.by,
    },
    stateBefore: stateAfter(index),
    stateAfter: stateAfter(index + 1),
  }));
  return {
    complaint: {
      complaintId,
      lender: of.lender,
      agreements: of.agreements.map((a) => ({
        lender: a.lender,
        startDate: a.startDate,
        agreementType: a.agreementType ?? null,
        vehicle: a.vehicle,
        amountFinancedPence: a.amountFinancedPence ?? null,
        source: a.source,
      })),
      state: record.state,
      route: record.route,
      sentOn: record.sentOn,
      dueOn: record.dueOn,
      determination: record.determination,
      determinationCheck: null,
      offerPence: record.offerPence,
      paidPence: record.paidPence,
      feePence: record.feePence,
      acceptedEvents: acceptedEvents(record, at, 'handler'),
      events,
    },
    at,
  };
}

/** A sent complaint's letter as the desk lists it (decision 272): kept when it was sent. */
export function complaintLetterOf(complaint: DeskComplaint, reference: string): ClaimLetter | null {
  const sent = complaint.events.find((event) => event.type === 'handler.send');
  if (!sent) return null;
  return {
    letterId: complaintLetterId(complaint.complaintId),
    claimId: DESK_CLAIM_ID,
    complaintId: complaint.complaintId,
    lender: complaint.lender,
    kind: 'complaint-letter',
    fileName: complaintLetterFileName(reference, complaint.lender),
    size: 48_213,
    at: sent.at,
  };
}

/** A note as the desk lists it. */
export function deskNote(text: string, at: number, noteId = 'note-1'): DeskNote {
  return { noteId, text, at: iso(at), uid: DESK_HANDLER_UID, role: 'handler' };
}

/**
 * The sample claim as deskOpenClaim answers it, its complaints in these states (one per lender,
 * Black Horse first), with these notes (newest first).
 */
export function deskClaimIn(
  states: readonly ComplaintState[] = ['prepared'],
  notes: readonly DeskNote[] = [],
  routes: readonly (ComplaintRoute | undefined)[] = [],
): { claim: DeskClaimData; at: number } {
  const complaints = states.map((state, index) =>
    deskComplaintIn(state, `complaint-${index + 1}`, routes[index]),
  );
  const at = Math.max(...complaints.map((c) => c.at));
  return {
    at,
    claim: {
      claimId: DESK_CLAIM_ID,
      reference: claim.submission.reference,
      workspace: claim.workspace,
      status: claimStatusOf(states),
      submittedAt: iso(claim.submittedAt ?? claim.signedAt),
      signedAt: iso(claim.signedAt),
      applicant: claim.applicant,
      answers: {
        otherFirmInstructed: claim.answers.otherFirmInstructed,
        currentAddress: claim.answers.currentAddress,
        manualAgreements: claim.answers.manualAgreements ?? [],
      },
      agreements: complaints.flatMap((c) => c.complaint.agreements),
      complaints: complaints.map((c) => c.complaint),
      responseDueAt: ((due) => (due === null ? null : iso(due)))(
        claimResponseDueAt(complaints.map((c) => c.complaint)),
      ),
      signature: { kind: claim.signature.kind, signedAt: iso(claim.signature.signedAt) },
      referral: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn' },
      notes: [...notes],
      letters: complaints
        .map((c) => complaintLetterOf(c.complaint, claim.submission.reference))
        .filter((letter) => letter !== null),
    },
  };
}
