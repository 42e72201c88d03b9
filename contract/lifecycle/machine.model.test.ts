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
import { complaintMachine, eventOfType, recordOf, replay, type ComplaintSnapshot } from './machine';
import { COMPLAINT_STATES, type ComplaintRoute } from './states';

const DAY = 24 * 60 * 60 * 1000;
const signedAt = Date.UTC(2026, 10, 20, 10);
// Within the 14 days of cancelling, the lender's 8 weeks and the scheme's deadline for a complaint
// sent then; and well after all three (decision 259).
const EARLY = signedAt + DAY;
const LATE = signedAt + 120 * DAY;

const OUTCOMES = ['redress', 'noRedress', 'outOfScope'] as const;

/** An event of the type, each outcome of a determination apart. */
function eventsOf(type: ComplaintEventType, at: number): ComplaintEvent[] {
  if (type === 'handler.recordDetermination')
    return OUTCOMES.map((outcome) => eventOfType(type, at, 250_000, outcome));
  return [eventOfType(type, at, type === 'handler.recordPayment' ? 240_000 : 250_000)];
}

/** Every event at both moments, in every state: the walk finds which each state accepts. */
const EVENTS = COMPLAINT_EVENT_TYPES.flatMap((type) => [...eventsOf(type, EARLY), ...eventsOf(type, LATE)]);

/** The general route and a scheme's: each walked from prepared. */
const ROUTES = ['general', 'scheme2'] as const satisfies readonly ComplaintRoute[];

const optionsFor = (route: ComplaintRoute) => ({
  input: { signedAt, route },
  events: () => EVENTS,
  // The facts are few and finite here (two moments, one amount each), so all of them are kept.
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown }),
});

describe('complaint lifecycle, model-based', () => {
  const results = ROUTES.map((route) => explore(complaintMachine, optionsFor(route)));
  const union = (pick: (result: (typeof results)[number]) => Set<string>) =>
    new Set(results.flatMap((result) => [...pick(result)]));

  it('declares the states the contract lists, and reaches every one on one route or the other', () => {
    expect(stateIdsOf(complaintMachine)).toEqual(COMPLAINT_STATES.map((state) => `complaint.${state}`));
    const visited = union((result) => result.visitedStates);
    expect(stateIdsOf(complaintMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('keeps each route to its own answers: an offer or a rejection on the general route, a determination on a scheme', () => {
    const [general, scheme] = results.map((result) => result.visitedStates);
    for (const state of ['determined', 'noRedress', 'outOfScope', 'disputed'])
      expect(general!.has(`complaint.${state}`), state).toBe(false);
    expect(scheme!.has('complaint.rejected')).toBe(false);
  });

  it('takes every transition the definition declares, guarded ones both ways', () => {
    const taken = union((result) => result.takenTransitions);
    expect(transitionLabelsOf(complaintMachine).filter((t) => !taken.has(t))).toEqual([]);
  });

  it('agrees with a live actor at the end of the shortest path to every state', () => {
    for (const result of results) {
      expect(result.paths.length).toBeGreaterThan(10);
      expect(result.replayMismatches()).toEqual([]);
    }
  });

  it.each(ROUTES)(
    'gives, along every simple path on the %s route, the complaint the pure replay of its events gives',
    (route) => {
      // One moment per event (the overdue check after the due date, everything else early), and
      // states told apart by their value, so that each path is a different sequence of states.
      const once = COMPLAINT_EVENT_TYPES.flatMap((type) =>
        eventsOf(type, type === 'system.responseOverdue' ? LATE : EARLY),
      );
      const input = { signedAt, route };
      const paths = getSimplePaths(complaintMachine, {
        input,
        events: () => once,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      });
      expect(paths.length).toBeGreaterThan(100);
      for (const path of paths) {
        const events = path.steps.slice(1).map((step) => step.event);
        // The graph keeps one snapshot per state value, so only the value is the path's own.
        const pure = replay(input, events);
        expect(pure.state).toBe(path.state.value);
        expect(recordOf(replayLive(complaintMachine, events, input) as ComplaintSnapshot)).toEqual(pure);
      }
    },
  );
});
