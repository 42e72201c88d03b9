import {
  decide,
  eventOfType,
  preparedComplaint,
  replay,
  type ComplaintRecord,
} from '../../contract/lifecycle/machine';
import type { ComplaintEventType } from '../../contract/lifecycle/events';
import { CANCELLATION_DAYS } from '../../contract/lifecycle/dates';
import {
  claimNotFoundRefusal,
  eventNotAcceptedRefusal,
  type LifecycleRefusal,
} from '../../contract/lifecycle/refusals';
import type { CancelClaimData, RecordComplaintEventData } from '../../contract/responses';
import { SAMPLE_CLAIM_ID } from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/**
 * recordComplaintEvent (the claimant's decision on an offer) and cancelClaim. The refusals are the
 * gateway's own (contract/lifecycle/refusals.ts), with what its complaint machine accepts:
 * `cancelWindowClosed`, a cancellation after the 14 days; `claimEnded`, one on a claim whose
 * complaints have all ended; `offerDecided`, a decision on an offer already accepted (the page was
 * read before it); `claimNotFound`, a claim that is not the caller's.
 */
export const LIFECYCLE_SCENARIOS = [
  'success',
  'cancelWindowClosed',
  'claimEnded',
  'offerDecided',
  'claimNotFound',
  'serverError',
  'slow',
] as const;
export type LifecycleScenario = (typeof LIFECYCLE_SCENARIOS)[number];

const DAY = 86_400_000;

/** The gateway's refusal of `type` on this complaint, as its complaint machine decides it now. */
function refusedBy(complaint: ComplaintRecord, type: ComplaintEventType): LifecycleRefusal {
  const decision = decide(complaint, eventOfType(type, Date.now()));
  if (decision.accepted) throw new Error(`The complaint accepts ${type}: nothing to refuse`);
  return eventNotAcceptedRefusal(complaint.state, type, decision.accepts);
}

/** A cancellation the day after the last day to cancel: the complaint still prepared. */
export const cancelWindowClosedRefusal = (): LifecycleRefusal =>
  refusedBy(preparedComplaint({ signedAt: Date.now() - (CANCELLATION_DAYS + 1) * DAY }), 'claimant.cancel');

/** A decision on an offer the claimant (on another device) has already accepted. */
export function offerDecidedRefusal(type: ComplaintEventType = 'claimant.acceptOffer'): LifecycleRefusal {
  const at = Date.now() - DAY;
  const accepted = replay(
    { signedAt: at - 30 * DAY },
    (['handler.send', 'handler.recordOffer', 'claimant.acceptOffer'] as const).map((t) => eventOfType(t, at)),
  );
  return refusedBy(accepted, type);
}

/** The gateway's message for a cancellation after the 14 days: never shown to a claimant. */
export const CANCEL_REFUSED_MESSAGE = cancelWindowClosedRefusal().message;

/** A refusal as the gateway's callable sends it (`failed-precondition` → `FAILED_PRECONDITION`). */
const refuse = ({ code, message, details }: LifecycleRefusal) =>
  fail(code.toUpperCase().replace(/-/g, '_'), message, details);

const AFTER: Partial<Record<ComplaintEventType, 'accepted' | 'declined' | 'disputed'>> = {
  'claimant.acceptOffer': 'accepted',
  'claimant.declineOffer': 'declined',
  'claimant.acceptDetermination': 'accepted',
  'claimant.disputeDetermination': 'disputed',
};

/** The state a decision is made in: an offer's, or (under the scheme) a determination's. */
const BEFORE: Partial<Record<ComplaintEventType, 'offered' | 'determined'>> = {
  'claimant.acceptDetermination': 'determined',
  'claimant.disputeDetermination': 'determined',
};

const text = (data: unknown, key: string, otherwise: string) => {
  const value = field(data, key);
  return typeof value === 'string' ? value : otherwise;
};

function recorded(data: unknown): { data: RecordComplaintEventData } {
  const type = text(field(data, 'event'), 'type', 'claimant.acceptOffer') as ComplaintEventType;
  const at = Date.now();
  const state = AFTER[type] ?? 'accepted';
  return {
    data: {
      claimId: text(data, 'claimId', SAMPLE_CLAIM_ID),
      complaintId: text(data, 'complaintId', 'complaint-1'),
      event: {
        id: text(data, 'idempotencyKey', 'key'),
        seq: 3,
        type,
        at: new Date(at).toISOString(),
        by: { role: 'claimant' },
        stateBefore: BEFORE[type] ?? 'offered',
        stateAfter: state,
      },
      complaint: { ...preparedComplaint({ signedAt: at }), state, offerPence: 250_000 },
      claimStatus: 'in-progress',
    },
  };
}

function cancelled(data: unknown): { data: CancelClaimData } {
  const key = text(data, 'idempotencyKey', 'key');
  return {
    data: {
      claimId: text(data, 'claimId', SAMPLE_CLAIM_ID),
      claimStatus: 'cancelled',
      events: [
        {
          complaintId: 'complaint-1',
          id: `${key}-complaint-1`,
          seq: 1,
          type: 'claimant.cancel',
          at: new Date().toISOString(),
          by: { role: 'claimant' },
          stateBefore: 'prepared',
          stateAfter: 'cancelled',
        },
      ],
    },
  };
}

export function lifecycleResponder(scenario: LifecycleScenario = 'success'): DomainResponder {
  return (functionName, data) => {
    if (functionName !== 'recordComplaintEvent' && functionName !== 'cancelClaim') return undefined;
    const cancelling = functionName === 'cancelClaim';
    const answer = () => ok(cancelling ? cancelled(data) : recorded(data));
    switch (scenario) {
      case 'success':
        return answer();
      case 'cancelWindowClosed':
        return cancelling ? refuse(cancelWindowClosedRefusal()) : answer();
      case 'claimEnded':
        // As the gateway answers a claim with nothing open: the first complaint's state, none accepted.
        return cancelling ? refuse(eventNotAcceptedRefusal('closed', 'claimant.cancel', [])) : answer();
      case 'offerDecided':
        return cancelling
          ? answer()
          : refuse(
              offerDecidedRefusal(
                text(field(data, 'event'), 'type', 'claimant.acceptOffer') as ComplaintEventType,
              ),
            );
      case 'claimNotFound':
        return refuse(claimNotFoundRefusal());
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(answer);
    }
  };
}
