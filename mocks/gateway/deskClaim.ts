// The desk's claim page's gateway calls (deskOpenClaim, deskAddNote, recordComplaintEvent from a
// handler, deskSendComplaint, deskSignedLetter, deskCheckDetermination, deskUploadLenderResponse,
// deskDownloadLetter), answered from the lifecycle machine: the claim
// starts with its complaints in the scenario's states (mocks/gateway/deskClaimData.ts), and each
// event is decided by the machine and kept, so reading the claim again shows what was recorded.
import { determinationCheckRecord } from '../../contract/scheme/checkRecord';
import { signedLetterFileName } from '../../contract/claim';
import type { DeskClaimData, DeskComplaint, DeskNote } from '../../contract/desk';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import {
  COMPLAINT_EVENT_LABELS,
  SEND_WITH_LETTER_MESSAGE,
  type RequestedEvent,
} from '../../contract/lifecycle/events';
import { acceptedEvents, decide, type ComplaintRecord } from '../../contract/lifecycle/machine';
import {
  claimStatusOf,
  COMPLAINT_STATE_LABELS,
  COMPLAINT_STATES,
  type ComplaintState,
} from '../../contract/lifecycle/states';
import { DETERMINATION_CHECK_REFUSALS, type DeskCheckDeterminationRequest } from '../../contract/deskCheck';
import { DEFAULT_DETERMINATION_TOLERANCE } from '../../contract/scheme/determination';
import {
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_NOT_SENT_MESSAGE,
  LETTER_REFUSALS,
  LETTER_UNREADABLE_MESSAGE,
  lenderResponseFileName,
  letterTooLargeMessage,
  LETTER_MISSING_MESSAGE,
} from '../../contract/letters';
import { DESK_HANDLER_UID, complaintLetterOf, deskClaimIn, deskNote } from './deskClaimData';
import { fail, field, ok, type DomainResponder } from './respond';

/**
 * `success`: a claim with one complaint prepared and one sent; `schemeSent`: its first complaint
 * sent under Scheme 2 of the redress scheme, awaiting the lender's determination; a complaint state's name: the
 * first complaint in that state; `refused`: every event and letter refused as its state does not
 * accept it; `notFound`: the claim is not in the handler's workspaces; `unavailable`: every call
 * fails on the way (the gateway down).
 */
export const DESK_CLAIM_SCENARIOS = [
  'success',
  'schemeSent',
  'refused',
  'notFound',
  'unavailable',
  ...COMPLAINT_STATES,
] as const;
export type DeskClaimScenario = (typeof DESK_CLAIM_SCENARIOS)[number];

const FUNCTION_NAMES = [
  'deskOpenClaim',
  'deskAddNote',
  'recordComplaintEvent',
  'deskSendComplaint',
  'deskSignedLetter',
  'deskCheckDetermination',
  'deskUploadLenderResponse',
  'deskDownloadLetter',
] as const;

export const DESK_CLAIM_NOT_FOUND_MESSAGE = 'No submitted claim with this claimId is in your workspaces.';
/** What the desk shows of an `unavailable` answer: the client's plain words, never the gateway's (decision 283). */
export const DESK_UNAVAILABLE_MESSAGE = SERVICE_FAILURE_MESSAGES.unavailable;

/** The refusal the gateway sends for an event a complaint's state does not accept. */
export const refusalMessage = (state: ComplaintState, event: string) =>
  `The complaint’s state is ${state} (${COMPLAINT_STATE_LABELS[state]}): it does not accept ${event}.`;

/** A one-page PDF, base64: enough for a browser to save as a file. */
export const SAMPLE_PDF_BASE64 = btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const MINUTE = 60_000;
const text = (data: unknown, key: string) => {
  const value = field(data, key);
  return typeof value === 'string' ? value : '';
};

const recordOf = (complaint: DeskComplaint, signedAt: number): ComplaintRecord => ({
  state: complaint.state,
  signedAt,
  route: complaint.route,
  sentOn: complaint.sentOn,
  dueOn: complaint.dueOn,
  determination: complaint.determination,
  offerPence: complaint.offerPence,
  paidPence: complaint.paidPence,
  feePence: complaint.feePence,
});

/**
 * What the gateway says of an upload (decision 272), as far as a browser can tell without a PDF
 * reader: over the limit, not a PDF by its type or header, or a PDF with no end (`%%EOF`).
 */
function uploadRefusal(contentType: string, base64: string): Promise<Response> | null {
  const bytes = atob(base64);
  if (bytes.length > LETTER_MAX_BYTES) {
    return fail('OUT_OF_RANGE', letterTooLargeMessage(bytes.length), { reason: LETTER_REFUSALS.tooLarge });
  }
  if (contentType !== 'application/pdf' || !bytes.slice(0, 1024).includes('%PDF-')) {
    return fail('INVALID_ARGUMENT', LETTER_NOT_PDF_MESSAGE, { reason: LETTER_REFUSALS.notPdf });
  }
  if (!bytes.includes('%%EOF')) {
    return fail('INVALID_ARGUMENT', LETTER_UNREADABLE_MESSAGE, { reason: LETTER_REFUSALS.unreadable });
  }
  return null;
}

/** The gateway's desk as this scenario starts it: one claim, its events decided by the machine. */
function deskServer(scenario: DeskClaimScenario) {
  const states: ComplaintState[] =
    scenario === 'success' || !(COMPLAINT_STATES as readonly string[]).includes(scenario)
      ? ['prepared', 'sent']
      : [scenario as ComplaintState, 'prepared'];
  const start =
    scenario === 'schemeSent' ? deskClaimIn(['sent', 'prepared'], [], ['scheme2']) : deskClaimIn(states);
  let claim: DeskClaimData = start.claim;
  let now = start.at;
  const signedAt = Date.parse(claim.signedAt);
  /** Answers by idempotency key: a retry is answered with the first answer and records nothing. */
  const answered = new Map<string, unknown>();

  function refused(complaint: DeskComplaint, type: string) {
    return fail('FAILED_PRECONDITION', refusalMessage(complaint.state, type), {
      reason: 'event-not-accepted',
      state: complaint.state,
      event: type,
      accepts: complaint.acceptedEvents,
    });
  }

  /** Records a handler's event, or answers why not. */
  function record(data: unknown, event: RequestedEvent) {
    const key = text(data, 'idempotencyKey');
    if (answered.has(key)) return { answer: answered.get(key) };
    const complaint = claim.complaints.find((c) => c.complaintId === text(data, 'complaintId'));
    if (!complaint || text(data, 'claimId') !== claim.claimId) return { problem: notFound() };
    now += MINUTE;
    const decision = decide(recordOf(complaint, signedAt), { ...event, at: now });
    if (scenario === 'refused' || !decision.accepted) return { problem: refused(complaint, event.type) };
    const after = decision.after;
    const seq = complaint.events.length + 1;
    const { type, ...amounts } = event;
    const shown = {
      eventId: key,
      seq,
      type,
      data: amounts as Record<string, number>,
      at: new Date(now).toISOString(),
      by: { uid: DESK_HANDLER_UID, role: 'handler' as const },
      stateBefore: complaint.state,
      stateAfter: after.state,
    };
    const updated: DeskComplaint = {
      ...complaint,
      state: after.state,
      sentOn: after.sentOn,
      dueOn: after.dueOn,
      determination: after.determination,
      offerPence: after.offerPence,
      paidPence: after.paidPence,
      feePence: after.feePence,
      acceptedEvents: acceptedEvents(after, now, 'handler'),
      events: [...complaint.events, shown],
    };
    const complaints = claim.complaints.map((c) => (c === complaint ? updated : c));
    claim = { ...claim, complaints, status: claimStatusOf(complaints.map((c) => c.state)) };
    const answer = {
      data: {
        claimId: claim.claimId,
        complaintId: complaint.complaintId,
        event: {
          id: key,
          seq,
          type,
          at: shown.at,
          by: { role: 'handler' },
          stateBefore: shown.stateBefore,
          stateAfter: shown.stateAfter,
        },
        complaint: after,
        claimStatus: claim.status,
      },
    };
    answered.set(key, answer);
    return { answer, complaint: updated };
  }

  const notFound = () => fail('NOT_FOUND', DESK_CLAIM_NOT_FOUND_MESSAGE, { reason: 'claim' });

  return (functionName: (typeof FUNCTION_NAMES)[number], data: unknown): Promise<Response> => {
    if (scenario === 'unavailable') return fail('UNAVAILABLE', DESK_UNAVAILABLE_MESSAGE);
    if (scenario === 'notFound' || text(data, 'claimId') !== claim.claimId) return notFound();
    switch (functionName) {
      case 'deskOpenClaim':
        return ok({ data: claim });
      case 'deskSignedLetter':
        return ok({
          data: {
            claimId: claim.claimId,
            reference: claim.reference,
            fileName: signedLetterFileName(claim.reference),
            contentType: 'application/pdf',
            pdf: SAMPLE_PDF_BASE64,
          },
        });
      case 'deskAddNote': {
        const key = text(data, 'idempotencyKey');
        if (!answered.has(key)) {
          now += MINUTE;
          const note: DeskNote = deskNote(text(data, 'text').trim(), now, `note-${claim.notes.length + 1}`);
          claim = { ...claim, notes: [note, ...claim.notes] };
          answered.set(key, { data: { claimId: claim.claimId, note } });
        }
        return ok(answered.get(key));
      }
      case 'recordComplaintEvent': {
        const event = field(data, 'event') as RequestedEvent;
        if (!(event.type in COMPLAINT_EVENT_LABELS)) {
          return fail('INVALID_ARGUMENT', 'event.type must be one of the handlers’ events.');
        }
        // As the gateway: a complaint is sent only with its letter, by deskSendComplaint (decision 249).
        if (event.type === 'handler.send') {
          return fail('FAILED_PRECONDITION', SEND_WITH_LETTER_MESSAGE, { reason: 'send-with-letter' });
        }
        const result = record(data, event);
        return result.problem ?? ok(result.answer);
      }
      case 'deskCheckDetermination': {
        // As the gateway (decision 266): the contract's check, with the firm's default tolerance.
        const complaintId = text(data, 'complaintId');
        const complaint = claim.complaints.find((c) => c.complaintId === complaintId);
        if (!complaint) return notFound();
        now += MINUTE;
        const made = determinationCheckRecord({
          figures: field(data, 'figures') as DeskCheckDeterminationRequest['figures'],
          settlementOn: text(data, 'settlementOn'),
          determinedPence:
            complaint.determination?.outcome === 'redress' ? complaint.determination.amountPence : null,
          tolerance: DEFAULT_DETERMINATION_TOLERANCE,
          at: now,
          role: 'handler',
        });
        if (!made.ok) {
          const reason = made.reason;
          return fail('FAILED_PRECONDITION', DETERMINATION_CHECK_REFUSALS[reason], { reason });
        }
        claim = {
          ...claim,
          complaints: claim.complaints.map((c) =>
            c.complaintId === complaintId ? { ...c, determinationCheck: made.check } : c,
          ),
        };
        return ok({ data: { claimId: claim.claimId, complaintId, check: made.check } });
      }
      case 'deskUploadLenderResponse': {
        const key = text(data, 'idempotencyKey');
        if (answered.has(key)) return ok(answered.get(key));
        const complaint = claim.complaints.find((c) => c.complaintId === text(data, 'complaintId'));
        if (!complaint) return notFound();
        if (complaint.state === 'prepared') {
          return fail('FAILED_PRECONDITION', LETTER_NOT_SENT_MESSAGE, { reason: LETTER_REFUSALS.notSent });
        }
        const refusal = uploadRefusal(text(data, 'contentType'), text(data, 'pdf'));
        if (refusal) return refusal;
        now += MINUTE;
        const letter = {
          letterId: `lender-response-${complaint.complaintId}-${claim.letters.length + 1}`,
          claimId: claim.claimId,
          complaintId: complaint.complaintId,
          lender: complaint.lender,
          kind: 'lender-response' as const,
          fileName: lenderResponseFileName(claim.reference, complaint.lender),
          size: atob(text(data, 'pdf')).length,
          at: new Date(now).toISOString(),
        };
        claim = { ...claim, letters: [...claim.letters, letter] };
        answered.set(key, { data: { claimId: claim.claimId, letter } });
        return ok(answered.get(key));
      }
      case 'deskDownloadLetter': {
        const letter = claim.letters.find((l) => l.letterId === text(data, 'letterId'));
        if (!letter) return fail('NOT_FOUND', LETTER_MISSING_MESSAGE, { reason: LETTER_REFUSALS.missing });
        return ok({
          data: {
            claimId: claim.claimId,
            letterId: letter.letterId,
            fileName: letter.fileName,
            contentType: 'application/pdf',
            pdf: SAMPLE_PDF_BASE64,
          },
        });
      }
      case 'deskSendComplaint': {
        const result = record(data, { type: 'handler.send' });
        if (result.problem) return result.problem;
        // As the gateway (decision 272): the letter sent is kept on the claim.
        const sentLetter = result.complaint ? complaintLetterOf(result.complaint, claim.reference) : null;
        if (sentLetter && !claim.letters.some((l) => l.letterId === sentLetter.letterId)) {
          claim = { ...claim, letters: [...claim.letters, sentLetter] };
        }
        const answer = result.answer as { data: object };
        return ok({
          data: {
            ...answer.data,
            letter: {
              fileName: `complaint-${claim.reference}-${text(data, 'complaintId')}.pdf`,
              contentType: 'application/pdf',
              pdf: SAMPLE_PDF_BASE64,
            },
          },
        });
      }
    }
  };
}

export function deskClaimResponder(scenario: DeskClaimScenario = 'success'): DomainResponder {
  const answer = deskServer(scenario);
  return (functionName, data) => {
    if (!(FUNCTION_NAMES as readonly string[]).includes(functionName)) return undefined;
    // The claimant's own events are mocks/gateway/lifecycle.ts's.
    const type = field(field(data, 'event'), 'type');
    if (functionName === 'recordComplaintEvent' && !String(type).startsWith('handler.')) return undefined;
    return answer(functionName as (typeof FUNCTION_NAMES)[number], data);
  };
}
