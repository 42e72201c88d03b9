// A seeded complaint's way so far (scripts/lib/seed.ts): one of the lifecycle's paths for its
// route, walked through the lifecycle machine as the gateway records it, stopped at a random point
// or at now.
import { endOfUkDay } from '../../contract/lifecycle/dates';
import {
  NO_REDRESS_REASONS,
  SCHEME_REMEDIES,
  type ComplaintEvent,
  type ComplaintEventType,
} from '../../contract/lifecycle/events';
import {
  decide,
  eventOfType,
  preparedComplaint,
  type ComplaintRecord,
  type Determination,
} from '../../contract/lifecycle/machine';
import { AWAITING_RESPONSE_STATES, type ComplaintRoute } from '../../contract/lifecycle/states';
import type { Random } from './seedRandom';

export const DAY = 24 * 60 * 60 * 1000;

/** One step of a path: an event's type, or the lender's determination with its outcome. */
export type PathStep = ComplaintEventType | { determination: Determination['outcome'] };

const redress = { determination: 'redress' } as const;
const noRedress = { determination: 'noRedress' } as const;
const outOfScope = { determination: 'outOfScope' } as const;

/**
 * Paths a complaint on the general route may take, as the lifecycle's events
 * (contract/lifecycle/events.ts): offer accepted and paid; offer declined and referred to the
 * Financial Ombudsman Service; rejected; no response by the due day; withdrawn; cancelled. A seeded
 * complaint has gone some way along one.
 */
export const GENERAL_PATHS: readonly (readonly PathStep[])[] = [
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

/**
 * Paths a complaint on a scheme route may take (decision 259): redress determined, accepted and
 * paid; redress disputed and taken to the ombudsman, who awards; no redress, closed; no redress
 * disputed and the determination revised; not a scheme case, answered with an offer; no
 * determination by the deadline; withdrawn; cancelled.
 */
export const SCHEME_PATHS: readonly (readonly PathStep[])[] = [
  [
    'handler.send',
    'handler.acknowledge',
    redress,
    'claimant.acceptDetermination',
    'handler.recordPayment',
    'handler.close',
  ],
  [
    'handler.send',
    redress,
    'claimant.disputeDetermination',
    'handler.referToOmbudsman',
    'handler.recordOffer',
    'claimant.acceptOffer',
    'handler.recordPayment',
  ],
  ['handler.send', 'handler.acknowledge', noRedress, 'handler.close'],
  ['handler.send', noRedress, 'claimant.disputeDetermination', redress, 'claimant.acceptDetermination'],
  ['handler.send', outOfScope, 'handler.recordOffer', 'claimant.acceptOffer', 'handler.recordPayment'],
  ['handler.send', 'system.responseOverdue', 'handler.referToOmbudsman'],
  ['handler.send', 'handler.withdraw'],
  ['claimant.cancel'],
];

/** A sum the lender offers or determines, £300 to £5,000. */
const sumPence = (random: Random) => (300 + random.below(4_700)) * 100;

/** An event for this step at a moment, with an amount, a remedy or a reason where it carries one. */
export function eventOf(random: Random, step: PathStep, at: number, record: ComplaintRecord): ComplaintEvent {
  if (typeof step !== 'string') {
    const event = eventOfType('handler.recordDetermination', at, sumPence(random), step.determination);
    if (event.type !== 'handler.recordDetermination') return event;
    if (event.outcome === 'redress') {
      // Compensatory interest is part of the sum: a tenth to a third of it.
      const interestPence = Math.floor((event.amountPence * (10 + random.below(24))) / 100);
      return { ...event, remedy: random.pick(SCHEME_REMEDIES), interestPence };
    }
    if (event.outcome === 'noRedress') return { ...event, reason: random.pick(NO_REDRESS_REASONS) };
    return event;
  }
  const type = step;
  if (type === 'handler.recordOffer') return eventOfType(type, at, sumPence(random));
  if (type === 'handler.recordPayment') {
    return eventOfType(type, at, (record.offerPence ?? 100_000) + random.below(50) * 100);
  }
  return eventOfType(type, at);
}

/**
 * A complaint's way so far, through the lifecycle machine as the gateway records it: one path's
 * events, each a few days or weeks after the one before, stopped at a random point or at `now`
 * (or, for `whole`, walked to its end).
 * The lender's silence is recorded when the due day has passed, as the nightly job does.
 */
export function complaintHistory(
  random: Random,
  { signedAt, submittedAt, route }: { signedAt: number; submittedAt: number; route: ComplaintRoute },
  now: number,
  /** A way to walk whole (as far as `now` allows), in place of a random path stopped at random. */
  whole?: readonly PathStep[],
) {
  const path = whole ?? random.pick(route === 'general' ? GENERAL_PATHS : SCHEME_PATHS);
  let record = preparedComplaint({ signedAt, route });
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
  for (const step of path) {
    if (step === 'system.responseOverdue' && record.dueOn) at = Math.max(at, overdueAt(record.dueOn));
    if (at > now || (!whole && random.chance(0.25))) break;
    if (!take(eventOf(random, step, at, record))) break;
    at += (5 + random.below(60)) * DAY;
  }
  // A response the lender still owes after its due day is recorded as missing.
  if (AWAITING_RESPONSE_STATES.includes(record.state) && record.dueOn && overdueAt(record.dueOn) <= now) {
    take({ type: 'system.responseOverdue', at: overdueAt(record.dueOn) });
  }
  return { record, steps };
}
