// The desk's activity for its idle sign-out (decision 217): a keypress or a click in this tab, or
// word from another of the desk's tabs in this browser. The staff session machine restarts its
// idle clock on each report; this module only listens and tells.

/** The channel the desk's tabs share: activity in one keeps the others signed in. */
export const DESK_ACTIVITY_CHANNEL = 'redress-desk-activity';

/** At most one report (and one message to the other tabs) this often. */
export const DESK_ACTIVITY_THROTTLE_MS = 30_000;

/** What the watcher needs of a BroadcastChannel. */
export interface ActivityChannel {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
}

export interface DeskActivityOptions {
  target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** Null where the browser has no BroadcastChannel: this tab's activity only. */
  channel?: ActivityChannel | null;
  now?: () => number;
}

/** Calls `report` on activity, throttled; returns what stops listening. */
export function watchDeskActivity(report: () => void, options: DeskActivityOptions = {}): () => void {
  const target = options.target ?? document;
  const channel =
    options.channel !== undefined
      ? options.channel
      : typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(DESK_ACTIVITY_CHANNEL)
        : null;
  const now = options.now ?? Date.now;
  let last = -Infinity;
  const local = () => {
    if (now() - last < DESK_ACTIVITY_THROTTLE_MS) return;
    last = now();
    report();
    channel?.postMessage('activity');
  };
  const remote = () => report();
  target.addEventListener('keydown', local, { passive: true });
  target.addEventListener('pointerdown', local, { passive: true });
  channel?.addEventListener('message', remote);
  return () => {
    target.removeEventListener('keydown', local);
    target.removeEventListener('pointerdown', local);
    channel?.removeEventListener('message', remote);
    channel?.close();
  };
}
