// A seeded complaint's way so far (scripts/lib/seed.ts): one of the lifecycle's paths, walked
// through the lifecycle machine as the gateway records it, stopped at a random point or at now.
import { endOfUkDay } from '../../contract/lifecycle/dates';
import type { ComplaintEvent, ComplaintEventType } from '../../contract/lifecycle/events';
import {
  decide,
  eventOfType,
  preparedComplaint,
  type ComplaintRecord,
} from '../../contract/lifecycle/machine';
import { AWAITING_RESPONSE_STATES } from '../../contract/lifecycle/states';
import type { Random } from './seedRandom';

export const DAY = 24 * 60 * 60 * 1000;

/**
 * Paths a complaint may take, as the lifecycle's events (contract/lifecycle/events.ts): offer
 * accepted and paid; offer declined and referred to the Financial Ombudsman Service; rejected;
 * no response by the due day; withdrawn; cancelled. A seeded complaint has gone some way along one.
 */
const PATHS: readonly (readonly ComplaintEventType[])[] = [
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordOffer',
    'claimant.acceptOffer',
    'handler.recordPayment',
    'handler.close',
  ],
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordOffer',
    'claimant.declineOffer',
    'handler.referToOmbudsman',
  ],
  [
    'handler.send',
    'handler.acknowledge',
    'handler.recordRejection',
    'handler.referToOmbudsman',
    'handler.close',
  ],
  ['handler.send', 'system.responseOverdue', 'handler.referToOmbudsman'],
  ['handler.send', 'handler.withdraw'],
  ['claimant.cancel'],
];

/** An event of this type at a moment, with an amount where it carries one. */
export function eventOf(
  random: Random,
  type: ComplaintEventType,
  at: number,
  record: ComplaintRecord,
): ComplaintEvent {
  if (type === 'handler.recordOffer') return eventOfType(type, at, (300 + random.below(4_700)) * 100);
  if (type === 'handler.recordPayment') {
    return eventOfType(type, at, (record.offerPence ?? 100_000) + random.below(50) * 100);
  }
  return eventOfType(type, at);
}

/**
 * A complaint's way so far, through the lifecycle machine as the gateway records it: one path's
 * events, each a few days or weeks after the one before, stopped at a random point or at `now`.
 * The lender's silence is recorded when the due day has passed, as the nightly job does.
 */
export function complaintHistory(random: Random, signedAt: number, submittedAt: number, now: number) {
  const path = random.pick(PATHS);
  let record = preparedComplaint({ signedAt });
  const steps: { event: ComplaintEvent; before: ComplaintRecord; after: ComplaintRecord }[] = [];
  const take = (event: ComplaintEvent) => {
    const decision = decide(record, event);
    if (!decision.accepted) return false;
    steps.push({ event, before: record, after: decision.after });
    record = decision.after;
    return true;
  };
  /** The nightly job's moment for a response due on `dueOn`: 01:00 UK time the day after. */
  const overdueAt = (dueOn: string) => endOfUkDay(dueOn) + 1 + 60 * 60 * 1000;
  let at = submittedAt + (1 + random.below(5)) * DAY;
  for (const type of path) {
    if (type === 'system.responseOverdue' && record.dueOn) at = Math.max(at, overdueAt(record.dueOn));
    if (at > now || random.chance(0.25)) break;
    if (!take(eventOf(random, type, at, record))) break;
    at += (5 + random.below(60)) * DAY;
  }
  // A response the lender still owes after its due day is recorded as missing.
  if (AWAITING_RESPONSE_STATES.includes(record.state) && record.dueOn && overdueAt(record.dueOn) <= now) {
    take({ type: 'system.responseOverdue', at: overdueAt(record.dueOn) });
  }
  return { record, steps };
}
