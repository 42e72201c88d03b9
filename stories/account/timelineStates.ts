// The timeline's states, from the complaint machine's paths (decision 190), as the wizard's stories
// come from its paths (decision 135): for each state a complaint can be in, the shortest sequence
// of events that reaches it, timed as a claim would live it, replayed by the machine itself.
import { getShortestPaths } from '@xstate/graph';
import { dueDateOf, complaintMachine, replay } from '../../contract/lifecycle/machine';
import { addDays } from '../../contract/lifecycle/dates';
import {
  COMPLAINT_EVENT_TYPES,
  type ComplaintEvent,
  type ComplaintEventType,
} from '../../contract/lifecycle/events';
import { COMPLAINT_STATES, claimStatusOf, type ComplaintState } from '../../contract/lifecycle/states';
import type { ListedClaim } from '../../machines/claims/yourClaimsMachine';
import type { ClaimantComplaint, ClaimantEvent } from '../../machines/claims/timeline';
import { signedClaim } from '../../functions/src/documents/signedClaim.fixture';

export const DAY = 24 * 60 * 60 * 1000;
const submitted = signedClaim();
export const SIGNED_AT = submitted.signedAt;

/** The sample offer and payment: £2,500 offered, paid in full. */
export const SAMPLE_OFFER_PENCE = 250_000;

function eventOf(type: ComplaintEventType, at: number): ComplaintEvent {
  if (type === 'handler.recordOffer') return { type, at, offerPence: SAMPLE_OFFER_PENCE };
  if (type === 'handler.recordPayment') return { type, at, amountPence: SAMPLE_OFFER_PENCE };
  return { type, at };
}

// Walked once: every event type, the overdue check long after signing, the rest early.
let paths: ReturnType<typeof getShortestPaths<typeof complaintMachine>> | undefined;
function pathsOfMachine() {
  paths ??= getShortestPaths(complaintMachine, {
    input: { signedAt: SIGNED_AT },
    events: () =>
      COMPLAINT_EVENT_TYPES.map((type) =>
        eventOf(type, type === 'system.responseOverdue' ? SIGNED_AT + 100 * DAY : SIGNED_AT + 2 * DAY),
      ),
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
  return paths;
}

/** The event types of the shortest path to a state. */
export function eventTypesTo(state: ComplaintState): ComplaintEventType[] {
  const path = pathsOfMachine().find((p) => p.state.value === state);
  if (!path) throw new Error(`The complaint machine has no path to ${state}`);
  return path.steps.slice(1).map((step) => step.event.type);
}

/**
 * A complaint in a state, its events a few days apart as a claim lives them (the overdue check
 * the day after the due date), and the moment the claimant looks: a day after the last event.
 */
export function complaintIn(
  state: ComplaintState,
  lender = 'Black Horse',
): { complaint: ClaimantComplaint; at: number } {
  const events: ComplaintEvent[] = [];
  let at = SIGNED_AT + 2 * DAY;
  for (const type of eventTypesTo(state)) {
    const soFar = replay({ signedAt: SIGNED_AT }, events);
    const due = dueDateOf(soFar);
    at = type === 'system.responseOverdue' && due ? Date.parse(`${addDays(due, 1)}T12:00:00Z`) : at + 3 * DAY;
    events.push(eventOf(type, at));
  }
  const record = replay({ signedAt: SIGNED_AT }, events);
  const complaintId = 'complaint-1';
  const shown: ClaimantEvent[] = events.map((event, index) => {
    const { type, at: when, ...data } = event as ComplaintEvent & Record<string, number>;
    return {
      complaintId,
      seq: index + 1,
      type,
      at: when,
      by: type.startsWith('handler.') ? 'handler' : type.startsWith('system.') ? 'system' : 'claimant',
      data,
    };
  });
  return { complaint: { complaintId, lender, record, events: shown }, at: at + DAY };
}

/** The sample submitted claim with one complaint in a state, and when the claimant looks at it. */
export function claimIn(state: ComplaintState, at?: number): { claim: ListedClaim; at: number } {
  const { complaint, at: looked } = complaintIn(state);
  return {
    claim: {
      id: `claim-${state}`,
      claim: { ...submitted, status: claimStatusOf([state]) },
      complaints: [complaint],
    },
    at: at ?? looked,
  };
}

/** Every state a complaint can be in: one story each. */
export const TIMELINE_STATES = COMPLAINT_STATES;
