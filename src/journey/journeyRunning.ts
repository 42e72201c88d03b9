/**
 * Whether this tab's wizard runs (decision 228): said by its owner (actor.ts), read by the
 * journey's first page (gate.ts). A module of its own, so the sign-in pages, which start the
 * wizard, do not reach the journey's page through it.
 */
let running = false;
const listeners = new Set<() => void>();

/** Said by the wizard's owner (actor.ts) when this tab's wizard starts or stops. */
export function setJourneyRunning(value: boolean): void {
  if (running === value) return;
  running = value;
  for (const listener of listeners) listener();
}

export const isJourneyRunning = (): boolean => running;

export function onJourneyRunning(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
