import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AWARD_PENCE_MIN,
  COMPLAINT_EVENT_TYPES,
  type ComplaintEvent,
  type ComplaintEventType,
} from './events';
import { acceptedEvents, decide, preparedComplaint, replay, type ComplaintRecord } from './machine';

const DAY = 24 * 60 * 60 * 1000;
const signedAt = Date.UTC(2026, 10, 20, 10);

/** An event of any type, with any amount a request may carry, some hours to weeks after the last. */
const step = fc.record({
  type: fc.constantFrom(...COMPLAINT_EVENT_TYPES),
  afterMs: fc.integer({ min: 0, max: 30 * DAY }),
  pence: fc.integer({ min: AWARD_PENCE_MIN, max: 100_000_000 }),
});

function eventsOf(steps: { type: ComplaintEventType; afterMs: number; pence: number }[]): ComplaintEvent[] {
  let at = signedAt;
  return steps.map(({ type, afterMs, pence }): ComplaintEvent => {
    at += afterMs;
    if (type === 'handler.recordOffer') return { type, at, offerPence: pence };
    if (type === 'handler.recordPayment') return { type, at, amountPence: pence };
    return { type, at };
  });
}

/** What the gateway does with each event: store the complaint after it and log it, or refuse it. */
function record(events: ComplaintEvent[]) {
  let stored: ComplaintRecord = preparedComplaint({ signedAt });
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
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { stored, log } = record(eventsOf(steps));
        expect(replay({ signedAt }, log)).toEqual(stored);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses only events the state does not list as accepted, and lists every one it takes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let stored = preparedComplaint({ signedAt });
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
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const { log, refusals } = record(eventsOf(steps));
        for (const { before, event, logged } of refusals) {
          const upTo = log.slice(0, logged);
          expect(replay({ signedAt }, upTo)).toEqual(before);
          expect(() => replay({ signedAt }, [...upTo, event])).toThrow(
            `Event ${logged + 1} (${event.type}) is not accepted in state ${before.state}`,
          );
        }
      }),
      { numRuns: 100 },
    );
  });
});
