import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FOCUS_CHECK_INTERVAL_MS,
  MANIFEST_DELAY_MS,
  POLL_INTERVAL_MS,
  RELOAD_THROTTLE_MS,
  buildVersionMachine,
  selectRouteRule,
  selectUpdateAvailable,
  type BuildVersionInput,
} from './buildVersion';

const META = {
  id: 'build-a',
  timestamp: 1,
  prerendered: ['/', '/vehicle'],
  routeRules: { '/**': { prerender: false }, '/vehicle': { prerender: true } },
};

interface Responses {
  manifest?: () => Promise<unknown>;
  latest?: () => Promise<unknown>;
}

function start(input: Partial<BuildVersionInput> = {}, responses: Responses = {}) {
  const fetchManifest = vi.fn(responses.manifest ?? (() => Promise.resolve(META)));
  const fetchLatest = vi.fn(
    (_timestamp: number) => responses.latest?.() ?? Promise.resolve({ id: 'build-a', timestamp: 1 }),
  );
  const reload = vi.fn<(path: string) => void>();
  const saveReloadRecord = vi.fn<(record: Record<string, number>) => void>();
  const logError = vi.fn<(message: string) => void>();
  const machine = buildVersionMachine.provide({
    actors: {
      fetchManifest: fromPromise(() => fetchManifest()),
      fetchLatest: fromPromise(({ input }: { input: { timestamp: number } }) => fetchLatest(input.timestamp)),
    },
    actions: {
      reload: (_, params) => reload(params.path),
      saveReloadRecord: (_, record) => saveReloadRecord(record),
      logError: (_, params) => logError(params.message),
    },
  });
  const actor = createActor(machine, { input: { buildId: 'build-a', ...input } });
  actor.start();
  return { actor, fetchManifest, fetchLatest, reload, saveReloadRecord, logError };
}

const newBuild = () => Promise.resolve({ id: 'build-b', timestamp: 2 });

describe('build-version machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-01T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the early manifest fetch', () => {
    it('fetches the manifest 1000 ms after load, not a millisecond earlier', async () => {
      const { actor, fetchManifest } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS - 1);
      expect(fetchManifest).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchManifest).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('watching');
      expect(actor.getSnapshot().context.meta).toEqual(META);
    });

    it.each([
      ['Save-Data', { saveData: true }],
      ['2g', { effectiveType: '2g' }],
      ['slow-2g', { effectiveType: 'slow-2g' }],
    ])('skips the early fetch on a very slow connection (%s) but still polls', async (_, connection) => {
      const { actor, fetchManifest, fetchLatest } = start({ connection });
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(fetchManifest).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe('watching');
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
    });

    it('fetches early on a 3g or 4g connection, or when the browser says nothing', async () => {
      for (const connection of [{ effectiveType: '3g' }, { effectiveType: '4g' }, null, undefined]) {
        const { fetchManifest, actor } = start({ connection });
        await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
        expect(fetchManifest).toHaveBeenCalledTimes(1);
        actor.stop();
      }
    });
  });

  describe('polling builds/latest.json', () => {
    it('checks once with the early fetch, then every 15 minutes to the millisecond', async () => {
      const { fetchLatest } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
      expect(fetchLatest).toHaveBeenLastCalledWith(Date.now());
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchLatest).toHaveBeenCalledTimes(3);
    });

    it('checks on focus at most once a minute after the last check', async () => {
      const { actor, fetchLatest } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(FOCUS_CHECK_INTERVAL_MS - 1);
      actor.send({ type: 'window.focused' });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'window.focused' });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(FOCUS_CHECK_INTERVAL_MS - 1);
      actor.send({ type: 'window.focused' });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'window.focused' });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchLatest).toHaveBeenCalledTimes(3);
    });

    it('marks an update available when latest.json names another build, and stops polling', async () => {
      const { actor, fetchLatest } = start({}, { latest: newBuild });
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(selectUpdateAvailable(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.latestId).toBe('build-b');
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
    });

    it('stays on the current build when latest.json names it', async () => {
      const { actor } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS + POLL_INTERVAL_MS);
      expect(actor.getSnapshot().value).toBe('watching');
    });
  });

  describe('reloading on the next navigation', () => {
    async function withUpdate(input: Partial<BuildVersionInput> = {}) {
      const started = start(input, { latest: newBuild });
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(selectUpdateAvailable(started.actor.getSnapshot())).toBe(true);
      return started;
    }

    it('does not reload on navigation while no new build is known', async () => {
      const { actor, reload } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads to the target path and remembers when, in session storage', async () => {
      const { actor, reload, saveReloadRecord } = await withUpdate();
      actor.send({ type: 'router.navigating', path: '/vehicle?from=home#top' });
      expect(reload).toHaveBeenCalledExactlyOnceWith('/vehicle?from=home#top');
      expect(saveReloadRecord).toHaveBeenCalledExactlyOnceWith({ '/vehicle': Date.now() });
    });

    it('reloads one path at most once per 10 000 ms', async () => {
      const { actor, reload } = await withUpdate();
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      await vi.advanceTimersByTimeAsync(RELOAD_THROTTLE_MS - 1);
      actor.send({ type: 'router.navigating', path: '/vehicle?again=1' });
      expect(reload).toHaveBeenCalledTimes(1);
      actor.send({ type: 'router.navigating', path: '/blog' });
      expect(reload).toHaveBeenLastCalledWith('/blog');
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(reload).toHaveBeenCalledTimes(3);
    });

    it('honours a record carried over from the page before the last reload', async () => {
      const { actor, reload } = await withUpdate({ reloads: { '/vehicle': Date.now() } });
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RELOAD_THROTTLE_MS - MANIFEST_DELAY_MS - 1);
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(reload).toHaveBeenCalledExactlyOnceWith('/vehicle');
    });

    it('keeps to the record read at start when the window has not passed', async () => {
      const now = Date.now();
      const { actor, reload } = start({ reloads: { '/vehicle': now + FOCUS_CHECK_INTERVAL_MS - 5000 } });
      await vi.advanceTimersByTimeAsync(FOCUS_CHECK_INTERVAL_MS);
      actor.send({ type: 'chunk.loadFailed', path: '/vehicle' });
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RELOAD_THROTTLE_MS - 5000);
      actor.send({ type: 'chunk.loadFailed', path: '/vehicle' });
      expect(reload).toHaveBeenCalledExactlyOnceWith('/vehicle');
    });

    it('forgets records older than the window when it writes a new one', async () => {
      const old = Date.now() - RELOAD_THROTTLE_MS;
      const { actor, saveReloadRecord } = await withUpdate({ reloads: { '/old': old } });
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(saveReloadRecord).toHaveBeenCalledWith({ '/vehicle': Date.now() });
    });
  });

  describe('chunk-load failures', () => {
    it('reload the page at once, even before any new build is known, throttled per path', async () => {
      const { actor, reload, logError } = start();
      actor.send({ type: 'chunk.loadFailed', path: '/form/start' });
      expect(reload).toHaveBeenCalledExactlyOnceWith('/form/start');
      await vi.advanceTimersByTimeAsync(RELOAD_THROTTLE_MS - 1);
      actor.send({ type: 'chunk.loadFailed', path: '/form/start' });
      expect(reload).toHaveBeenCalledTimes(1);
      expect(logError).toHaveBeenCalledWith('Chunk load failed again; not reloading');
      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'chunk.loadFailed', path: '/form/start' });
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });

  describe('failures are only logged', () => {
    it('logs a failed manifest fetch and carries on polling', async () => {
      const { actor, logError, fetchLatest } = start(
        {},
        { manifest: () => Promise.reject(new Error('HTTP 500')) },
      );
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      expect(logError).toHaveBeenCalledWith('Build manifest fetch failed');
      expect(actor.getSnapshot().value).toBe('watching');
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(fetchLatest).toHaveBeenCalledTimes(2);
    });

    it.each([null, 'not json', { id: 'build-a' }, { prerendered: 'x' }, [1, 2]])(
      'logs a malformed manifest (%j) and carries on',
      async (body) => {
        const { actor, logError } = start({}, { manifest: () => Promise.resolve(body) });
        await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
        expect(logError).toHaveBeenCalledWith('Build manifest is malformed');
        expect(actor.getSnapshot().context.meta).toBeNull();
        expect(actor.getSnapshot().value).toBe('watching');
      },
    );

    it('logs a failed latest check and keeps watching', async () => {
      const { actor, logError } = start({}, { latest: () => Promise.reject(new Error('offline')) });
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS + POLL_INTERVAL_MS);
      expect(logError).toHaveBeenCalledWith('Latest build check failed');
      expect(actor.getSnapshot().value).toBe('watching');
    });

    it.each([null, '<html>', { id: 42 }, { id: '' }, { timestamp: 3 }, { id: 'build-b' }])(
      'logs a malformed latest.json (%j) without reporting an update',
      async (body) => {
        const { actor, logError } = start({}, { latest: () => Promise.resolve(body) });
        await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS + POLL_INTERVAL_MS);
        expect(logError).toHaveBeenCalledWith('Latest build response is malformed');
        expect(actor.getSnapshot().value).toBe('watching');
      },
    );

    it('logs a route-rule match failure and lets the navigation go on', async () => {
      const { actor, logError } = start();
      await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
      actor.send({ type: 'router.navigating', path: '/vehicle' });
      expect(selectRouteRule(actor.getSnapshot())).toEqual({ prerender: true });
      actor.send({ type: 'router.navigating', path: '/blog/%E0%A4%A' });
      expect(logError).toHaveBeenCalledWith('Route rule match failed');
      expect(actor.getSnapshot().status).toBe('active');
    });

    it('ignores malformed events and a malformed reload record', async () => {
      const { actor, reload } = start({ reloads: 'garbage', connection: 'fast' as never });
      await vi.advanceTimersByTimeAsync(FOCUS_CHECK_INTERVAL_MS);
      const malformed = [
        { type: 'chunk.loadFailed' },
        { type: 'chunk.loadFailed', path: 42 },
        { type: 'chunk.loadFailed', path: 'https://elsewhere.example/' },
        { type: 'router.navigating', path: null },
        { type: 'no.such.event' },
      ];
      for (const event of malformed) actor.send(event as never);
      expect(reload).not.toHaveBeenCalled();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().context.reloads).toEqual({});
    });
  });
});
