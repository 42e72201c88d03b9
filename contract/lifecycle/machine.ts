// One complaint's life, from prepared to closed (decision 173). The machine is pure: it holds the
// facts the firm records and decides which event each state accepts. The gateway is the only
// writer: it restores a complaint from its stored record, asks the machine, and stores the result
// with the event (functions/src/handlers/recordComplaintEvent.ts). The desk and the claimant's
// timeline ask `acceptedEvents` which actions a state allows.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { feeOnAwardPence } from '../fees.js';
import { determinationDueOn } from '../scheme/deadlines.js';
import { isPastDue, isWithinCancellationPeriod, responseDueOn, ukDay } from './dates.js';
import {
  COMPLAINT_EVENT_TYPES,
  sourceOf,
  type ComplaintEvent,
  type ComplaintEventType,
  type EventSource,
  type NoRedressReason,
  type SchemeRemedy,
} from './events.js';
import type { ComplaintRoute, ComplaintState } from './states.js';

/**
 * What a complaint starts from: the moment its claim was signed (the cancellation period's start),
 * and the route it runs on (decision 259; the general route when not given, as before routes).
 */
export interface ComplaintInput {
  signedAt: number;
  route?: ComplaintRoute;
}

/** The lender's determination under the scheme, as recorded (decision 259). */
export interface Determination {
  outcome: 'redress' | 'noRedress' | 'outOfScope';
  /** The remedy used, when redress is due. */
  remedy: SchemeRemedy | null;
  /** The total sum offered in full and final settlement, compensatory interest included (pence). */
  amountPence: number | null;
  /** The compensatory interest within that sum (pence). */
  interestPence: number | null;
  /** Why no redress is due, when none is. */
  reason: NoRedressReason | null;
  /** The UK day it was recorded. */
  recordedOn: string;
}

/** The facts a complaint carries, each set by the event that records it (null until then). */
export interface ComplaintFacts {
  /** When the claim was signed (epoch ms). */
  signedAt: number;
  /** The route the complaint runs on: the general complaints route or a redress scheme's. */
  route: ComplaintRoute;
  /** The UK day the complaint was sent to the lender (YYYY-MM-DD). */
  sentOn: string | null;
  /**
   * The last day for the lender's answer: on the general route its final response, 8 weeks after
   * `sentOn`; on a scheme route its determination, by the scheme's deadline (scheme/deadlines.ts).
   */
  dueOn: string | null;
  /** The lender's latest determination under the scheme. */
  determination: Determination | null;
  /** The latest offer, in pence. */
  offerPence: number | null;
  /** What the lender paid, in pence. */
  paidPence: number | null;
  /** The firm's fee on the payment, VAT included, from the fee schedule, in pence. */
  feePence: number | null;
}

/** A complaint as stored: its state and its facts. */
export interface ComplaintRecord extends ComplaintFacts {
  state: ComplaintState;
}

/** Open states accept a withdrawal, and a cancellation within 14 days of signing. */
const open = {
  tags: ['open'],
  on: {
    'handler.withdraw': { target: '#complaint.withdrawn' },
    'claimant.cancel': { guard: 'isWithinCancellationPeriod', target: '#complaint.cancelled' },
  },
} as const;

/** The lender's final response, while one is awaited on the general route. */
const finalResponse = {
  'handler.recordOffer': { guard: 'isGeneralRoute', target: '#complaint.offered', actions: 'recordOffer' },
  'handler.recordRejection': { guard: 'isGeneralRoute', target: '#complaint.rejected' },
} as const;

const determinationIs = (outcome: Determination['outcome']) =>
  ({ type: 'isDetermination', params: { outcome } }) as const;

/** The lender's determination, while one is awaited on a scheme route (or revised after a dispute). */
const determination = {
  'handler.recordDetermination': [
    { guard: determinationIs('redress'), target: '#complaint.determined', actions: 'recordDetermination' },
    { guard: determinationIs('noRedress'), target: '#complaint.noRedress', actions: 'recordDetermination' },
    { guard: determinationIs('outOfScope'), target: '#complaint.outOfScope', actions: 'recordDetermination' },
  ],
} as const;

/** While the lender's answer is awaited: its final response or its determination, by the route. */
const answer = { ...finalResponse, ...determination } as const;

export const complaintMachine = setup({
  types: {
    context: {} as ComplaintFacts,
    events: {} as ComplaintEvent,
    input: {} as ComplaintInput,
    tags: {} as 'open',
  },
  guards: {
    isWithinCancellationPeriod: ({ context, event }) =>
      isWithinCancellationPeriod(context.signedAt, event.at),
    isResponseOverdue: ({ context, event }) => isPastDue(context.dueOn, event.at),
    isGeneralRoute: ({ context }) => context.route === 'general',
    isDetermination: ({ context, event }, params: { outcome: Determination['outcome'] }) =>
      context.route !== 'general' &&
      event.type === 'handler.recordDetermination' &&
      event.outcome === params.outcome,
  },
  actions: {
    recordSent: assign(({ context, event }) => {
      const sentOn = ukDay(event.at);
      const dueOn =
        context.route === 'general' ? responseDueOn(sentOn) : determinationDueOn(context.route, sentOn);
      return { sentOn, dueOn };
    }),
    recordDetermination: assign(({ event }) => {
      if (event.type !== 'handler.recordDetermination') return {};
      const recordedOn = ukDay(event.at);
      const none = { remedy: null, amountPence: null, interestPence: null, reason: null, recordedOn };
      if (event.outcome === 'redress') {
        const { remedy, amountPence, interestPence } = event;
        return {
          determination: { ...none, outcome: 'redress', remedy, amountPence, interestPence },
          // The sum the claimant accepts or disputes, as an offer is on the general route.
          offerPence: amountPence,
        };
      }
      if (event.outcome === 'noRedress')
        return { determination: { ...none, outcome: 'noRedress', reason: event.reason }, offerPence: null };
      return { determination: { ...none, outcome: 'outOfScope' }, offerPence: null };
    }),
    recordOffer: assign(({ event }) =>
      event.type === 'handler.recordOffer' ? { offerPence: event.offerPence } : {},
    ),
    recordPayment: assign(({ event }) =>
      event.type === 'handler.recordPayment'
        ? { paidPence: event.amountPence, feePence: feeOnAwardPence(event.amountPence) }
        : {},
    ),
  },
}).createMachine({
  id: 'complaint',
  context: ({ input }) => ({
    signedAt: input.signedAt,
    route: input.route ?? 'general',
    sentOn: null,
    dueOn: null,
    determination: null,
    offerPence: null,
    paidPence: null,
    feePence: null,
  }),
  initial: 'prepared',
  states: {
    prepared: {
      ...open,
      on: { ...open.on, 'handler.send': { target: 'sent', actions: 'recordSent' } },
    },
    sent: {
      ...open,
      on: {
        ...open.on,
        'handler.acknowledge': { target: 'acknowledged' },
        ...answer,
        'system.responseOverdue': { guard: 'isResponseOverdue', target: 'noResponse' },
      },
    },
    acknowledged: {
      ...open,
      on: {
        ...open.on,
        ...answer,
        'system.responseOverdue': { guard: 'isResponseOverdue', target: 'noResponse' },
      },
    },
    offered: {
      ...open,
      on: {
        ...open.on,
        'claimant.acceptOffer': { target: 'accepted' },
        'claimant.declineOffer': { target: 'declined' },
      },
    },
    rejected: {
      ...open,
      on: {
        ...open.on,
        'handler.referToOmbudsman': { target: 'referred' },
        'handler.close': { target: 'closed' },
      },
    },
    noResponse: {
      ...open,
      // A late answer is still the lender's final response, or its determination.
      on: {
        ...open.on,
        ...answer,
        'handler.referToOmbudsman': { target: 'referred' },
        'handler.close': { target: 'closed' },
      },
    },
    // Under the scheme (decision 259): redress determined; the claimant accepts or disputes it.
    determined: {
      ...open,
      on: {
        ...open.on,
        'claimant.acceptDetermination': { target: 'accepted' },
        'claimant.disputeDetermination': { target: 'disputed' },
      },
    },
    // No redress determined: the claimant may dispute it; otherwise the firm closes the complaint.
    noRedress: {
      ...open,
      on: {
        ...open.on,
        'claimant.disputeDetermination': { target: 'disputed' },
        'handler.close': { target: 'closed' },
      },
    },
    // Not a scheme case: the lender answers on the general route (an offer), or the ombudsman hears it.
    outOfScope: {
      ...open,
      on: {
        ...open.on,
        'handler.recordOffer': { target: 'offered', actions: 'recordOffer' },
        'handler.referToOmbudsman': { target: 'referred' },
        'handler.close': { target: 'closed' },
      },
    },
    // A disputed determination goes to the Financial Ombudsman, unless the lender revises it first.
    disputed: {
      ...open,
      on: {
        ...open.on,
        ...determination,
        'handler.referToOmbudsman': { target: 'referred' },
        'handler.close': { target: 'closed' },
      },
    },
    accepted: {
      ...open,
      on: { ...open.on, 'handler.recordPayment': { target: 'paid', actions: 'recordPayment' } },
    },
    declined: {
      ...open,
      on: {
        ...open.on,
        // The lender may improve its offer.
        'handler.recordOffer': { target: 'offered', actions: 'recordOffer' },
        'handler.referToOmbudsman': { target: 'referred' },
        'handler.close': { target: 'closed' },
      },
    },
    referred: {
      ...open,
      on: {
        ...open.on,
        // The ombudsman's award, or a settlement while it looks at the complaint, is an offer the
        // claimant accepts or declines.
        'handler.recordOffer': { target: 'offered', actions: 'recordOffer' },
        'handler.close': { target: 'closed' },
      },
    },
    paid: {
      on: { 'handler.close': { target: 'closed' } },
    },
    closed: { type: 'final' },
    withdrawn: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ComplaintSnapshot = SnapshotFrom<typeof complaintMachine>;

/** A complaint as the machine holds it, from its stored record. */
export function snapshotOf(record: ComplaintRecord): ComplaintSnapshot {
  const { state, ...facts } = record;
  return complaintMachine.resolveState({ value: state, context: facts });
}

/** The stored record of a complaint the machine holds. */
export function recordOf(snapshot: ComplaintSnapshot): ComplaintRecord {
  return { state: snapshot.value, ...snapshot.context };
}

/** A new complaint: prepared, nothing recorded yet. */
export function preparedComplaint(input: ComplaintInput): ComplaintRecord {
  return recordOf(initialTransition(complaintMachine, input)[0]);
}

/**
 * An event of a type with a sample amount (`pence`) and, for a determination, a sample of the
 * outcome: to ask the machine whether a state accepts it (every state that takes a determination
 * takes each outcome), and to walk the machine in tests, stories and the seed.
 */
export function eventOfType(
  type: ComplaintEventType,
  at: number,
  pence = 100,
  outcome: Determination['outcome'] = 'outOfScope',
): ComplaintEvent {
  if (type === 'handler.recordOffer') return { type, at, offerPence: pence };
  if (type === 'handler.recordPayment') return { type, at, amountPence: pence };
  if (type === 'handler.recordDetermination') {
    if (outcome === 'redress')
      return {
        type,
        at,
        outcome,
        remedy: 'hybrid',
        amountPence: pence,
        interestPence: Math.floor(pence / 10),
      };
    if (outcome === 'noRedress') return { type, at, outcome, reason: 'no-unfair-relationship' };
    return { type, at, outcome };
  }
  return { type, at };
}

/**
 * The events a complaint in this state accepts at a moment (the cancellation period and the
 * response's due date depend on it), optionally only those from one source: the actions the desk
 * or the claimant's page offers.
 */
export function acceptedEvents(
  complaint: ComplaintRecord | ComplaintSnapshot,
  at: number,
  from?: EventSource,
): ComplaintEventType[] {
  const snapshot = 'value' in complaint ? complaint : snapshotOf(complaint);
  return COMPLAINT_EVENT_TYPES.filter(
    (type) => (from === undefined || sourceOf(type) === from) && snapshot.can(eventOfType(type, at)),
  );
}

/** The outcome of one event: the complaint after it, or the refusal naming the state it is in. */
export type Decision =
  | { accepted: true; before: ComplaintRecord; after: ComplaintRecord }
  | { accepted: false; before: ComplaintRecord; accepts: ComplaintEventType[] };

/** What one event does to a stored complaint; an event its state does not accept changes nothing. */
export function decide(record: ComplaintRecord, event: ComplaintEvent): Decision {
  const snapshot = snapshotOf(record);
  if (!snapshot.can(event)) {
    return { accepted: false, before: record, accepts: acceptedEvents(snapshot, event.at) };
  }
  return {
    accepted: true,
    before: record,
    after: recordOf(transition(complaintMachine, snapshot, event)[0]),
  };
}

/** A stored event log that the machine does not accept in order: it was not written by the gateway. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

/**
 * The complaint its events make, in the order they were recorded, from prepared. Every event
 * must have been accepted where it stands; one that was not means the log was not the gateway's.
 */
export function replay(input: ComplaintInput, events: readonly ComplaintEvent[]): ComplaintRecord {
  let record = preparedComplaint(input);
  events.forEach((event, index) => {
    const decision = decide(record, event);
    if (!decision.accepted) {
      throw new ReplayError(`Event ${index + 1} (${event.type}) is not accepted in state ${record.state}`);
    }
    record = decision.after;
  });
  return record;
}

/** The last day for the lender's final response, once the complaint has been sent. */
export const dueDateOf = (complaint: ComplaintFacts): string | null => complaint.dueOn;

/** Whether the complaint is still open: a withdrawal is possible, and nothing has ended it. */
export const isOpen = (complaint: ComplaintRecord): boolean => snapshotOf(complaint).hasTag('open');
