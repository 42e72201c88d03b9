import type { InspectionEvent } from 'xstate';
import { wantsStatelyInspector } from './settings';
import { createInspectionStore } from './store';

/** One store for the whole page: the panel shows every machine handed a dev inspector. */
export const inspectionStore = createInspectionStore();

type Forward = (event: InspectionEvent) => void;

function readSetting(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage may be blocked (private mode, strict settings); the URL switch still works.
    return null;
  }
}

/**
 * Loads the hosted Stately inspector when asked for. It opens a new window on stately.ai, so it
 * needs the internet; the in-app panel does not.
 */
function connectStately(): Forward | undefined {
  if (typeof window === 'undefined' || !wantsStatelyInspector(window.location.search, readSetting)) {
    return undefined;
  }
  // Events that arrive before the inspector has loaded are queued so it sees the whole history.
  const queue: InspectionEvent[] = [];
  let forward: Forward | undefined;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    queue.splice(0).forEach(forward);
  });
  return (event) => (forward ? forward(event) : queue.push(event));
}

// One Stately connection per page, however many machines are inspected.
let stately: Forward | undefined | null = null;

/** The `inspect` callback: feeds the in-app panel and, when asked for, the Stately inspector. */
export function startDevInspection(): Forward {
  if (stately === null) stately = connectStately();
  return (event) => {
    inspectionStore.record(event);
    stately?.(event);
  };
}
