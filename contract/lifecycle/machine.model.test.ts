import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  explore,
  replay as replayLive,
  stateIdsOf,
  transitionLabelsOf,
} from '../../machines/testing/coverage';
import { COMPLAINT_EVENT_TYPES, type ComplaintEvent, type ComplaintEventType } from './events';
import { complaintMachine, recordOf, replay, type ComplaintSnapshot } from './machine';
import { COMPLAINT_STATES } from './states';

const DAY = 24 * 60 * 60 * 1000;
const signedAt = Date.UTC(2026, 10, 20, 10);
// Within the 14 days of cancelling and the lender's 8 weeks; and well after both.
const EARLY = signedAt + DAY;
const LATE = signedAt + 90 * DAY;

function eventOf(type: ComplaintEventType, at: number): ComplaintEvent {
  if (type === 'handler.recordOffer') return { type, at, offerPence: 250_000 };
  if (type === 'handler.recordPayment') return { type, at, amountPence: 240_000 };
  return { type, at };
}

/** Every event at both moments, in every state: the walk finds which each state accepts. */
const EVENTS = COMPLAINT_EVENT_TYPES.flatMap((type) => [eventOf(type, EARLY), eventOf(type, LATE)]);

const options = {
  input: { signedAt },
  events: () => EVENTS,
  // The facts are few and finite here (two moments, one amount each), so all of them are kept.
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown }),
};

describe('complaint lifecycle, model-based', () => {
  const result = explore(complaintMachine, options);

  it('declares the states the contract lists, and reaches every one', () => {
    expect(stateIdsOf(complaintMachine)).toEqual(COMPLAINT_STATES.map((state) => `complaint.${state}`));
    expect(stateIdsOf(complaintMachine).filter((id) => !result.visitedStates.has(id))).toEqual([]);
  });

  it('takes every transition the definition declares, guarded ones both ways', () => {
    expect(transitionLabelsOf(complaintMachine).filter((t) => !result.takenTransitions.has(t))).toEqual([]);
  });

  it('agrees with a live actor at the end of the shortest path to every state', () => {
    expect(result.paths.length).toBeGreaterThan(COMPLAINT_STATES.length);
    expect(result.replayMismatches()).toEqual([]);
  });

  it('gives, along every simple path, the complaint the pure replay of its events gives', () => {
    // One moment per event (the overdue check after the due date, everything else early), and
    // states told apart by their value, so that each path is a different sequence of states.
    const once = COMPLAINT_EVENT_TYPES.map((type) =>
      eventOf(type, type === 'system.responseOverdue' ? LATE : EARLY),
    );
    const paths = getSimplePaths(complaintMachine, {
      input: { signedAt },
      events: () => once,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(COMPLAINT_STATES));
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const events = path.steps.slice(1).map((step) => step.event);
      // The graph keeps one snapshot per state value, so only the value is the path's own.
      const pure = replay({ signedAt }, events);
      expect(pure.state).toBe(path.state.value);
      expect(recordOf(replayLive(complaintMachine, events, { signedAt }) as ComplaintSnapshot)).toEqual(pure);
    }
  });
});
