import type { InspectionEvent } from 'xstate';
import { createRingBuffer } from './ringBuffer';

/** The panel keeps this many of the most recent events. */
export const EVENT_LIMIT = 50;

export interface MachineEntry {
  /** The actor's session id: unique while the page lives. */
  sessionId: string;
  /** The machine's id (e.g. `wizard`), or the actor's id when the logic has none. */
  name: string;
  /** The state value as XState reports it (a string or a nested object). */
  value: unknown;
  /** The raw context; the panel summarises and masks it before showing it. */
  context: unknown;
  /** Current status of the actor: 'active', 'done', 'error' or 'stopped'. */
  status: string;
}

export interface EventEntry {
  /** Increases by one per event, so the list has stable keys. */
  seq: number;
  at: number;
  /** The machine that received the event. */
  target: string;
  type: string;
  /** The raw event; masked by the panel before it is shown. */
  event: unknown;
}

export interface InspectionState {
  machines: readonly MachineEntry[];
  events: readonly EventEntry[];
}

export interface InspectionStore {
  record: (event: InspectionEvent) => void;
  getSnapshot: () => InspectionState;
  subscribe: (listener: () => void) => () => void;
}

interface MachineLikeSnapshot {
  value: unknown;
  context: unknown;
  status: string;
}

/** Only state machines have a state value; promise and callback actors are left out of the list. */
function isMachineSnapshot(snapshot: unknown): snapshot is MachineLikeSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'status' in snapshot;
}

function actorName(actorRef: unknown): string {
  const ref = actorRef as { id?: unknown; logic?: { id?: unknown }; sessionId?: unknown };
  const logicId = ref.logic?.id;
  if (typeof logicId === 'string' && logicId !== '') return logicId;
  if (typeof ref.id === 'string') return ref.id;
  return typeof ref.sessionId === 'string' ? ref.sessionId : 'actor';
}

function currentSnapshot(actorRef: { getSnapshot: () => unknown }): unknown {
  try {
    return actorRef.getSnapshot();
  } catch {
    // An actor that has not produced its first snapshot yet is not a machine worth listing.
    return undefined;
  }
}

/**
 * Collects what the running actors report through XState's `inspect` option: each machine's
 * latest state and context, and the last {@link EVENT_LIMIT} events sent to a machine.
 */
export function createInspectionStore(now: () => number = Date.now): InspectionStore {
  const machines = new Map<string, MachineEntry>();
  const events = createRingBuffer<EventEntry>(EVENT_LIMIT);
  const listeners = new Set<() => void>();
  let seq = 0;
  let state: InspectionState = { machines: [], events: [] };

  const publish = () => {
    state = {
      machines: [...machines.values()],
      events: events.toArray(),
    };
    listeners.forEach((listener) => listener());
  };

  return {
    record(inspection) {
      const sessionId = inspection.actorRef.sessionId;
      if (inspection.type === '@xstate.snapshot') {
        if (!isMachineSnapshot(inspection.snapshot)) return;
        const { value, context, status } = inspection.snapshot;
        if (status === 'active') {
          machines.set(sessionId, {
            sessionId,
            name: actorName(inspection.actorRef),
            value,
            context,
            status,
          });
        } else {
          machines.delete(sessionId);
        }
        publish();
        return;
      }
      if (inspection.type === '@xstate.event') {
        if (!isMachineSnapshot(currentSnapshot(inspection.actorRef))) return;
        seq += 1;
        events.push({
          seq,
          at: now(),
          target: actorName(inspection.actorRef),
          type: inspection.event.type,
          event: inspection.event,
        });
        publish();
      }
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
