import { describe, expect, it, vi } from 'vitest';
import { DESK_ACTIVITY_THROTTLE_MS, watchDeskActivity } from './deskActivity';

/** Two of the desk's tabs: each its own page, sharing one channel, as BroadcastChannel does. */
function tabs() {
  const page = () => new EventTarget() as unknown as Document;
  const channel = (peers: Set<() => void>[], mine: Set<() => void>) => ({
    postMessage: () => peers.filter((peer) => peer !== mine).forEach((peer) => peer.forEach((l) => l())),
    close: vi.fn(),
    addEventListener: (_: string, listener: () => void) => mine.add(listener),
    removeEventListener: (_: string, listener: () => void) => mine.delete(listener),
  });
  const a = new Set<() => void>();
  const b = new Set<() => void>();
  return {
    first: { target: page(), channel: channel([a, b], a) },
    second: { target: page(), channel: channel([a, b], b) },
  };
}

describe('the desk’s activity for its idle sign-out', () => {
  it('reports a keypress or a click, at most once in 30 seconds, and tells the other desk tabs', () => {
    const { first, second } = tabs();
    let now = 0;
    const here = vi.fn();
    const there = vi.fn();
    const stopHere = watchDeskActivity(here, { ...first, now: () => now });
    const stopThere = watchDeskActivity(there, { ...second, now: () => now });
    first.target.dispatchEvent(new Event('keydown'));
    first.target.dispatchEvent(new Event('pointerdown'));
    expect(here).toHaveBeenCalledTimes(1);
    expect(there).toHaveBeenCalledTimes(1);
    now += DESK_ACTIVITY_THROTTLE_MS;
    first.target.dispatchEvent(new Event('pointerdown'));
    expect(here).toHaveBeenCalledTimes(2);
    expect(there).toHaveBeenCalledTimes(2);

    // Once stopped (signed out), nothing more is reported, and its channel is closed.
    stopHere();
    now += DESK_ACTIVITY_THROTTLE_MS;
    first.target.dispatchEvent(new Event('keydown'));
    second.target.dispatchEvent(new Event('keydown'));
    expect(here).toHaveBeenCalledTimes(2);
    expect(there).toHaveBeenCalledTimes(3);
    expect(first.channel.close).toHaveBeenCalled();
    stopThere();
  });

  it('works in a browser without BroadcastChannel, for this tab alone', () => {
    const target = new EventTarget() as unknown as Document;
    const report = vi.fn();
    const stop = watchDeskActivity(report, { target, channel: null, now: () => 0 });
    target.dispatchEvent(new Event('keydown'));
    expect(report).toHaveBeenCalledTimes(1);
    stop();
  });
});
