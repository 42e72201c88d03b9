// The timeline's states, from the complaint machine's paths (decision 190), as the wizard's stories
// come from its paths (decision 135): for each state a complaint can be in, the shortest sequence
// of events that reaches it, timed as a claim would live it, replayed by the machine itself.
import { getShortestPaths } from '@xstate/graph';
import { dueDateOf, complaintMachine, eventOfType, replay } from '../../contract/lifecycle/machine';
import { addDays } from '../../contract/lifecycle/dates';
import {
  COMPLAINT_EVENT_TYPES,
  type ComplaintEvent,
  type ComplaintEventType,
  type EventData,
} from '../../contract/lifecycle/events';
import {
  COMPLAINT_STATES,
  claimStatusOf,
  type ComplaintRoute,
  type ComplaintState,
} from '../../contract/lifecycle/states';
import type { ListedClaim } from '../../machines/claims/yourClaimsMachine';
import type { ClaimantComplaint, ClaimantEvent } from '../../machines/claims/timeline';
import { signedClaim } from '../../contract/fixtures/signedClaim';

export const DAY = 24 * 60 * 60 * 1000;
const submitted = signedClaim();
export const SIGNED_AT = submitted.signedAt;

/** The sample offer and payment: £2,500 offered, paid in full. */
export const SAMPLE_OFFER_PENCE = 250_000;

const OUTCOMES = ['redress', 'noRedress', 'outOfScope'] as const;

/** The events of a type to walk the machine with: a determination with each of its outcomes. */
const eventsOf = (type: ComplaintEventType, at: number): ComplaintEvent[] =>
  type === 'handler.recordDetermination'
    ? OUTCOMES.map((outcome) => eventOfType(type, at, SAMPLE_OFFER_PENCE, outcome))
    : [eventOfType(type, at, SAMPLE_OFFER_PENCE)];

// Walked once a route: every event, the overdue check long after signing, the rest early.
const paths = new Map<ComplaintRoute, ReturnType<typeof getShortestPaths<typeof complaintMachine>>>();
function pathsOn(route: ComplaintRoute) {
  let found = paths.get(route);
  if (!found) {
    found = getShortestPaths(complaintMachine, {
      input: { signedAt: SIGNED_AT, route },
      events: () =>
        COMPLAINT_EVENT_TYPES.flatMap((type) =>
          eventsOf(type, type === 'system.responseOverdue' ? SIGNED_AT + 200 * DAY : SIGNED_AT + 2 * DAY),
        ),
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    paths.set(route, found);
  }
  return found;
}

/**
 * The route a story of a state shows: the general route where a complaint on it reaches the state,
 * else Scheme 2 (the states of a lender's determination, decision 259).
 */
export function routeTo(state: ComplaintState): ComplaintRoute {
  return pathsOn('general').some((p) => p.state.value === state) ? 'general' : 'scheme2';
}

/** The shortest path to a state on a route: its events. */
function eventsTo(state: ComplaintState, route = routeTo(state)): ComplaintEvent[] {
  const path = pathsOn(route).find((p) => p.state.value === state);
  if (!path) throw new Error(`The complaint machine has no path to ${state}`);
  return path.steps.slice(1).map((step) => step.event);
}

/** The event types of the shortest path to a state. */
export function eventTypesTo(state: ComplaintState): ComplaintEventType[] {
  return eventsTo(state).map((event) => event.type);
}

/**
 * A complaint in a state, its events a few days apart as a claim lives them (the overdue check
 * the day after the due date), and the moment the claimant looks: a day after the last event.
 */
export function complaintIn(
  state: ComplaintState,
  lender = 'Black Horse',
  route: ComplaintRoute = routeTo(state),
): { complaint: ClaimantComplaint; at: number } {
  const input = { signedAt: SIGNED_AT, route };
  const events: ComplaintEvent[] = [];
  let at = SIGNED_AT + 2 * DAY;
  for (const step of eventsTo(state, route)) {
    const due = dueDateOf(replay(input, events));
    at =
      step.type === 'system.responseOverdue' && due
        ? Date.parse(`${addDays(due, 1)}T12:00:00Z`)
        : at + 3 * DAY;
    events.push({ ...step, at });
  }
  const record = replay(input, events);
  const complaintId = 'complaint-1';
  const shown: ClaimantEvent[] = events.map((event, index) => {
    const { type, at: when, ...data } = event as ComplaintEvent & EventData;
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
