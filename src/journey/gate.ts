import { useSyncExternalStore } from 'react';
import { sessionStore, WIZARD_SNAPSHOT_KEY, type SafeStorage } from '../adapters/storage';
import type * as Core from './core';
import { isJourneyRunning, onJourneyRunning } from './journeyRunning';

/**
 * What the claim journey's first page needs before the wizard (decision 228). A claimant opening
 * the journey afresh sees its first page, the intro, rendered without the wizard, XState, the
 * claim's field rules or libphonenumber: those come in the journey's core (`core.ts`), loaded
 * when the browser is idle after the first render, on Start, or before the first render of any
 * other step or of a journey this tab already has (a reload, a saved claim, a sign-in).
 */
export type JourneyCore = typeof Core;

/** Part of the journey could not be downloaded (offline, or a deploy replaced it). */
export const SECTION_LOAD_FAILED_MESSAGE =
  'This page could not be loaded. Check your connection and try again.';

let core: JourneyCore | null = null;
let loading: Promise<JourneyCore> | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/**
 * Loads the journey's core once with `load`; a failed load is forgotten so the next call tries
 * again. Only the journey's route module names the core's `import()` (routes/form.tsx): a chunk
 * the other app routes share with the journey never points at it.
 */
export function loadJourneyCore(load: () => Promise<JourneyCore>): Promise<JourneyCore> {
  if (core) return Promise.resolve(core);
  loading ??= load().then(
    (loaded) => {
      core = loaded;
      loading = null;
      changed();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The journey opens at its intro with nothing to restore: no wizard in this tab and no journey
 * saved in it. Only then is the intro shown before the wizard has loaded; any other step, and a
 * journey to carry on, wait for the core as a later section's page waits for its views.
 */
export function opensAtFreshIntro(
  section: string,
  id: string | undefined,
  store: SafeStorage = sessionStore,
): boolean {
  return (
    section === 'start' &&
    (id === undefined || id === 'intro') &&
    !isJourneyRunning() &&
    store.get(WIZARD_SNAPSHOT_KEY) === null
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const stop = onJourneyRunning(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};

const runningCore = () => (isJourneyRunning() ? core : null);

/** The journey's core once it has loaded and this tab's wizard runs; null until then. */
export function useRunningJourney(): JourneyCore | null {
  return useSyncExternalStore(subscribe, runningCore, () => null);
}

/** Runs once the browser has nothing more urgent to do (or after 2 s at the latest). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `run` once the browser has painted the next frame: after an animation frame, in the task
 * that follows it. A hidden tab paints no frames, so it runs after 100 ms at the latest.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(fallback);
    run();
  };
  const fallback = window.setTimeout(once, 100);
  const frame =
    typeof window.requestAnimationFrame === 'function'
      ? window.requestAnimationFrame(() => window.setTimeout(once, 0))
      : null;
  return () => {
    done = true;
    window.clearTimeout(fallback);
    if (frame !== null) window.cancelAnimationFrame(frame);
  };
}

/** For tests: forgets the loaded core. */
export function resetJourneyCore(): void {
  core = null;
  loading = null;
  changed();
}
