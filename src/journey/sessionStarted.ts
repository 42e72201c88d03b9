import { useSyncExternalStore } from 'react';
import type { SessionActor } from './session';

/**
 * Whether this tab's auth session has started, for the parts of the journey's page that show it
 * (the header's account entry, the sign-in service's failure) without starting it themselves: the
 * journey starts it when the browser is idle or a step needs it, and these show it from then on.
 * Type-only imports: nothing of the session's code comes with this module.
 */
let started: SessionActor | null = null;
const listeners = new Set<() => void>();

/** Called once by the session's module when it starts the session. */
export function announceSession(session: SessionActor): void {
  // After the current render: the session may be started while another component renders.
  queueMicrotask(() => {
    started = session;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The started session, or null until it starts. */
export function useStartedSession(): SessionActor | null {
  return useSyncExternalStore(
    subscribe,
    () => started,
    () => null,
  );
}
