import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AWARD_PENCE_MIN,
  COMPLAINT_EVENT_TYPES,
  type ComplaintEvent,
  type ComplaintEventType,
} from './events';
import {
  acceptedEvents,
  decide,
  eventOfType,
  preparedComplaint,
  replay,
  type ComplaintInput,
  type ComplaintRecord,
} from './machine';
import { COMPLAINT_ROUTES } from './states';

const DAY = 24 * 60 * 60 * 1000;
const signedAt = Date.UTC(2026, 10, 20, 10);

/** An event of any type, with any amount a request may carry, some hours to weeks after the last. */
const step = fc.record({
  type: fc.constantFrom(...COMPLAINT_EVENT_TYPES),
  afterMs: fc.integer({ min: 0, max: 30 * DAY }),
  pence: fc.integer({ min: AWARD_PENCE_MIN, max: 100_000_000 }),
  outcome: fc.constantFrom('redress', 'noRedress', 'outOfScope' as const),
});

/** A complaint on any route (decision 259). */
const inputs = fc.constantFrom(...COMPLAINT_ROUTES).map((route): ComplaintInput => ({ signedAt, route }));

function eventsOf(
  steps: {
    type: ComplaintEventType;
    afterMs: number;
    pence: number;
    outcome: 'redress' | 'noRedress' | 'outOfScope';
  }[],
): ComplaintEvent[] {
  let at = signedAt;
  return steps.map(({ type, afterMs, pence, outcome }): ComplaintEvent => {
    at += afterMs;
    return eventOfType(type, at, pence, outcome);
  });
}

/** What the gateway does with each event: store the complaint after it and log it, or refuse it. */
function record(input: ComplaintInput, events: ComplaintEvent[]) {
  let stored: ComplaintRecord = preparedComplaint(input);
  const log: ComplaintEvent[] = [];
  /** Each refused event, with the complaint it was refused in and how many events were logged by then. */
  const refusals: { before: ComplaintRecord; event: ComplaintEvent; logged: number }[] = [];
  for (const event of events) {
    const decision = decide(stored, event);
    if (decision.accepted) {
      stored = decision.after;
      log.push(event);
    } else {
      refusals.push({ before: stored, event, logged: log.length });
    }
  }
  return { stored, log, refusals };
}

describe('the complaint log, replayed', () => {
  it('gives the stored complaint for any sequence of events, the refused ones left out', () => {
    fc.assert(
      fc.property(inputs, fc.array(step, { maxLength: 40 }), (input, steps) => {
        const { stored, log } = record(input, eventsOf(steps));
        expect(replay(input, log)).toEqual(stored);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses only events the state does not list as accepted, and lists every one it takes', () => {
    fc.assert(
      fc.property(inputs, fc.array(step, { maxLength: 40 }), (input, steps) => {
        let stored = preparedComplaint(input);
        for (const event of eventsOf(steps)) {
          const decision = decide(stored, event);
          expect(acceptedEvents(stored, event.at).includes(event.type)).toBe(decision.accepted);
          if (decision.accepted) stored = decision.after;
          else expect(decision.accepts).toEqual(acceptedEvents(stored, event.at));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to replay a log holding an event its state did not accept', () => {
    fc.assert(
      fc.property(inputs, fc.array(step, { minLength: 1, maxLength: 30 }), (input, steps) => {
        const { log, refusals } = record(input, eventsOf(steps));
        for (const { before, event, logged } of refusals) {
          const upTo = log.slice(0, logged);
          expect(replay(input, upTo)).toEqual(before);
          expect(() => replay(input, [...upTo, event])).toThrow(
            `Event ${logged + 1} (${event.type}) is not accepted in state ${before.state}`,
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});
