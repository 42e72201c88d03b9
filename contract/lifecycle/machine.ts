// One complaint's life, from prepared to closed (decision 173). The machine is pure: it holds the
// facts the firm records and decides which event each state accepts. The gateway is the only
// writer: it restores a complaint from its stored record, asks the machine, and stores the result
// with the event (functions/src/handlers/recordComplaintEvent.ts). The desk and the claimant's
// timeline ask `acceptedEvents` which actions a state allows.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { feeOnAwardPence } from '../fees.js';
import { isPastDue, isWithinCancellationPeriod, responseDueOn, ukDay } from './dates.js';
import {
  COMPLAINT_EVENT_TYPES,
  sourceOf,
  type ComplaintEvent,
  type ComplaintEventType,
  type EventSource,
} from './events.js';
import type { ComplaintState } from './states.js';

/** What a complaint starts from: the moment its claim was signed (the cancellation period's start). */
export interface ComplaintInput {
  signedAt: number;
}

/** The facts a complaint carries, each set by the event that records it (null until then). */
export interface ComplaintFacts {
  /** When the claim was signed (epoch ms). */
  signedAt: number;
  /** The UK day the complaint was sent to the lender (YYYY-MM-DD). */
  sentOn: string | null;
  /** The last day for the lender's final response: 8 weeks after `sentOn`. */
  dueOn: string | null;
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

/** The lender's final response, while one is awaited. */
const finalResponse = {
  'handler.recordOffer': { target: '#complaint.offered', actions: 'recordOffer' },
  'handler.recordRejection': { target: '#complaint.rejected' },
} as const;

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
  },
  actions: {
    recordSent: assign(({ event }) => {
      const sentOn = ukDay(event.at);
      return { sentOn, dueOn: responseDueOn(sentOn) };
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
    sentOn: null,
    dueOn: null,
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
        ...finalResponse,
        'system.responseOverdue': { guard: 'isResponseOverdue', target: 'noResponse' },
      },
    },
    acknowledged: {
      ...open,
      on: {
        ...open.on,
        ...finalResponse,
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
      // A late answer is still the lender's final response.
      on: {
        ...open.on,
        ...finalResponse,
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

/** An event of each type with a valid amount, to ask the machine whether a state accepts it. */
function probe(type: ComplaintEventType, at: number): ComplaintEvent {
  if (type === 'handler.recordOffer') return { type, at, offerPence: 100 };
  if (type === 'handler.recordPayment') return { type, at, amountPence: 100 };
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
    (type) => (from === undefined || sourceOf(type) === from) && snapshot.can(probe(type, at)),
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
