import { preparedComplaint } from '../../contract/lifecycle/machine';
import type { ComplaintEventType } from '../../contract/lifecycle/events';
import type { CancelClaimData, RecordComplaintEventData } from '../../contract/responses';
import { SAMPLE_CLAIM_ID } from './fixtures';
import { fail, field, ok, serverError, slowly, type DomainResponder } from './respond';

/** recordComplaintEvent (the claimant's decision on an offer) and cancelClaim. */
export const LIFECYCLE_SCENARIOS = ['success', 'cancelWindowClosed', 'serverError', 'slow'] as const;
export type LifecycleScenario = (typeof LIFECYCLE_SCENARIOS)[number];

export const CANCEL_REFUSED_MESSAGE =
  'The complaint’s state is prepared (Prepared, not yet sent to the lender): it does not accept claimant.cancel.';

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
    const answer = () => ok(functionName === 'cancelClaim' ? cancelled(data) : recorded(data));
    switch (scenario) {
      case 'success':
        return answer();
      case 'cancelWindowClosed':
        return functionName === 'cancelClaim'
          ? fail('FAILED_PRECONDITION', CANCEL_REFUSED_MESSAGE, {
              reason: 'event-not-accepted',
              state: 'prepared',
              event: 'claimant.cancel',
              accepts: ['handler.send', 'handler.withdraw'],
            })
          : answer();
      case 'serverError':
        return serverError();
      case 'slow':
        return slowly(answer);
    }
  };
}
