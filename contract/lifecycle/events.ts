// What can happen to a complaint, and who may make it happen (decision 173). An event's type
// names its source: `claimant.*` the claimant decides, `handler.*` the firm's case handlers (or a
// supervisor) record, `system.*` the service's own clock. Plain data and valibot, no XState.
import * as v from 'valibot';
import { AMOUNT_PENCE_MAX } from '../agreements.js';
import { COMPLAINT_EVENT_LABELS } from '../statusWords.js';

/** Who an event comes from. */
export type EventSource = 'claimant' | 'handler' | 'system';

/** Who recorded an event: the claimant, a case handler, a supervisor or the service itself. */
export type { ActorRole } from './actor.js';

/** The smallest award a fee band covers: £1. */
export const AWARD_PENCE_MIN = 100;

const awardPence = (what: string) =>
  v.pipe(
    v.number(`${what} must be an amount in pence`),
    v.integer(`${what} must be a whole number of pence`),
    v.minValue(AWARD_PENCE_MIN, `${what} must be at least £1 (100 pence)`),
    v.maxValue(AMOUNT_PENCE_MAX, `${what} must be at most £1,000,000`),
  );

const event = <T extends string>(type: T) => v.object({ type: v.literal(type) });

/**
 * The remedies a lender's scheme determination may use (decision 259): the commission repaid, the
 * APR adjusted, or the hybrid of the two (contract/scheme/rules.ts has their figures).
 */
export const SCHEME_REMEDIES = ['commission', 'apr', 'hybrid'] as const;
export type SchemeRemedy = (typeof SCHEME_REMEDIES)[number];

/** Why a lender determined that no redress is due, as the scheme's letters give the reasons. */
export const NO_REDRESS_REASONS = [
  'no-relevant-arrangement',
  'no-unfair-relationship',
  'no-loss',
  'below-de-minimis',
  'set-off-against-arrears',
] as const;
export type NoRedressReason = (typeof NO_REDRESS_REASONS)[number];

/** What each remedy is called, for the desk and the claimant alike. */
export const SCHEME_REMEDY_WORDS: Record<SchemeRemedy, string> = {
  commission: 'the commission repaid, with interest',
  apr: 'the interest adjusted to a lower rate (the APR adjustment), with interest',
  hybrid: 'a mix of the commission repaid and the APR adjustment (the hybrid remedy), with interest',
};

/** Each reason for no redress in plain words. */
export const NO_REDRESS_REASON_WORDS: Record<NoRedressReason, string> = {
  'no-relevant-arrangement':
    'the lender found no commission arrangement that the scheme treats as unfair (none, or an exception applies)',
  'no-unfair-relationship': 'the lender decided the relationship was not unfair',
  'no-loss': 'the lender decided the unfairness caused no loss',
  'below-de-minimis': 'the redress worked out was below the scheme’s minimum',
  'set-off-against-arrears': 'the redress was set off against arrears owed to the lender',
};

/**
 * A lender's determination under the scheme, as a handler records it from the lender's letter or
 * file: redress due (the remedy, the total sum offered in full and final settlement and the
 * compensatory interest within it), no redress (with the reason), or the agreement not a scheme case.
 */
const determination = v.variant(
  'outcome',
  [
    v.pipe(
      v.object({
        type: v.literal('handler.recordDetermination'),
        outcome: v.literal('redress'),
        remedy: v.picklist(SCHEME_REMEDIES, 'remedy must be one of commission, apr or hybrid'),
        amountPence: awardPence('amountPence'),
        interestPence: v.pipe(
          v.number('interestPence must be an amount in pence'),
          v.integer('interestPence must be a whole number of pence'),
          v.minValue(0, 'interestPence must not be negative'),
        ),
      }),
      v.check(
        (d) => d.interestPence <= d.amountPence,
        'interestPence is part of amountPence, so it cannot be more than it',
      ),
    ),
    v.object({
      type: v.literal('handler.recordDetermination'),
      outcome: v.literal('noRedress'),
      reason: v.picklist(NO_REDRESS_REASONS, 'reason must be one of the reasons for no redress'),
    }),
    v.object({ type: v.literal('handler.recordDetermination'), outcome: v.literal('outOfScope') }),
  ],
  'outcome must be redress, noRedress or outOfScope',
);

/** The events a caller may ask the gateway to record, with what each carries. */
export const RequestedEventSchema = v.variant(
  'type',
  [
    // The firm's case handlers record what the lender and the ombudsman did.
    event('handler.send'),
    event('handler.acknowledge'),
    v.object({ type: v.literal('handler.recordOffer'), offerPence: awardPence('offerPence') }),
    event('handler.recordRejection'),
    event('handler.referToOmbudsman'),
    v.object({ type: v.literal('handler.recordPayment'), amountPence: awardPence('amountPence') }),
    event('handler.close'),
    event('handler.withdraw'),
    // Under the redress scheme (decision 259): the lender's determination.
    determination,
    // The claimant decides on an offer, and may cancel within 14 days of signing.
    event('claimant.acceptOffer'),
    event('claimant.declineOffer'),
    // Under the scheme, the claimant accepts the lender's determination or disputes it.
    event('claimant.acceptDetermination'),
    event('claimant.disputeDetermination'),
    event('claimant.cancel'),
  ],
  'event.type must be one of the lifecycle’s events (docs/gateway.md, recordComplaintEvent)',
);
export type RequestedEvent = v.InferOutput<typeof RequestedEventSchema>;

/**
 * Why recordComplaintEvent refuses `handler.send` (decision 249): a complaint is sent only with its
 * letter, which deskSendComplaint makes in the same call. The gateway's refusal and its mocks say it.
 */
export const SEND_WITH_LETTER_MESSAGE =
  'A complaint is sent with its letter: use “Send complaint” at the desk (deskSendComplaint), not recordComplaintEvent.';

/** The service's own events: no caller may send them. */
export type SystemEvent = { type: 'system.responseOverdue' };

/**
 * An event as the complaint machine takes it: what was asked, with the moment the gateway
 * recorded it (epoch milliseconds, the gateway's clock, never the caller's).
 */
export type ComplaintEvent = (RequestedEvent | SystemEvent) & { at: number };
export type ComplaintEventType = ComplaintEvent['type'];

/** Who may send an event of this type: its prefix. */
export function sourceOf(type: ComplaintEventType): EventSource {
  return type.slice(0, type.indexOf('.')) as EventSource;
}

/**
 * What each event records, as the desk says it. The claimant's words for it are
 * COMPLAINT_EVENT_WORDS: both are defined in contract/statusWords.ts (decision 270), and this name is
 * kept for the desk's importers.
 */
export { COMPLAINT_EVENT_LABELS };

/** Every event type: the claimant's, the handlers' and the system's. */
export const COMPLAINT_EVENT_TYPES = Object.keys(COMPLAINT_EVENT_LABELS) as ComplaintEventType[];

/** What an event may carry besides its type and moment: amounts in pence, and a determination's words. */
export type EventData = Record<string, number | string>;

/** What an event carries besides its type and moment (an amount, a determination), as it is stored. */
export function eventData(event: RequestedEvent | SystemEvent | ComplaintEvent): EventData {
  const { type: _type, at: _at, ...data } = event as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, number | string] =>
        typeof entry[1] === 'number' || typeof entry[1] === 'string',
    ),
  );
}
