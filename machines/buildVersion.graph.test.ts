import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { FOCUS_CHECK_INTERVAL_MS, buildVersionMachine, type BuildVersionInput } from './buildVersion';

type Snapshot = SnapshotFrom<typeof buildVersionMachine>;

const META = { id: 'build-a', timestamp: 1, prerendered: ['/'], routeRules: { '/': { prerender: true } } };

// Every event the machine can meet, including malformed actor outputs and events.
const EVENTS = [
  { type: 'xstate.after.manifestDelay.buildVersion.deferred' },
  { type: 'xstate.after.pollInterval.buildVersion.watching' },
  { type: 'xstate.done.actor.fetchManifest', output: META },
  { type: 'xstate.done.actor.fetchManifest', output: { id: 7 } },
  { type: 'xstate.error.actor.fetchManifest', error: new Error('HTTP 500') },
  { type: 'xstate.done.actor.fetchLatest', output: { id: 'build-a', timestamp: 1 } },
  { type: 'xstate.done.actor.fetchLatest', output: { id: 'build-b', timestamp: 2 } },
  { type: 'xstate.done.actor.fetchLatest', output: 'not json' },
  { type: 'xstate.error.actor.fetchLatest', error: new Error('offline') },
  { type: 'window.focused' },
  { type: 'router.navigating', path: '/' },
  { type: 'router.navigating', path: 42 },
  { type: 'chunk.loadFailed', path: '/' },
] as never[];

function explore(input: BuildVersionInput) {
  const options = {
    input,
    // Time moves on between steps so time-guarded transitions (focus, reload) can be taken.
    events: () => {
      vi.setSystemTime(Date.now() + FOCUS_CHECK_INTERVAL_MS);
      return EVENTS;
    },
    serializeState: (state: Snapshot) =>
      `${JSON.stringify(state.value)}${state.context.meta ? '+meta' : ''}${state.context.latestId ?? ''}`,
  };
  return {
    edges: adjacencyMapToArray(getAdjacencyMap(buildVersionMachine, options)),
    paths: getShortestPaths(buildVersionMachine, options),
  };
}

const edgeNames = (edges: ReturnType<typeof explore>['edges']) => [
  ...new Set(
    edges
      .filter(({ state, nextState }) => state.value !== nextState.value)
      .map(
        ({ state, event, nextState }) =>
          `${String(state.value)} --${event.type}--> ${String(nextState.value)}`,
      ),
  ),
];

describe('build-version machine graph', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-06-01T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches every state, with no way back from updateAvailable to polling', () => {
    const { paths } = explore({ buildId: 'build-a' });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual([
      'checking',
      'deferred',
      'loadingManifest',
      'updateAvailable',
      'watching',
    ]);
    const toUpdate = paths.find((path) => path.state.value === 'updateAvailable');
    expect(toUpdate?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.after.manifestDelay.buildVersion.deferred',
      'xstate.done.actor.fetchManifest',
      'xstate.done.actor.fetchLatest',
    ]);
  });

  it('takes exactly the designed transitions on a normal connection', () => {
    const { edges } = explore({ buildId: 'build-a' });
    expect(edgeNames(edges).sort()).toEqual(
      [
        'deferred --xstate.after.manifestDelay.buildVersion.deferred--> loadingManifest',
        'loadingManifest --xstate.done.actor.fetchManifest--> checking',
        'loadingManifest --xstate.error.actor.fetchManifest--> checking',
        'watching --xstate.after.pollInterval.buildVersion.watching--> checking',
        'watching --window.focused--> checking',
        'checking --xstate.done.actor.fetchLatest--> watching',
        'checking --xstate.done.actor.fetchLatest--> updateAvailable',
        'checking --xstate.error.actor.fetchLatest--> watching',
      ].sort(),
    );
  });

  it('goes straight from deferred to watching on a very slow connection', () => {
    const { edges, paths } = explore({ buildId: 'build-a', connection: { effectiveType: 'slow-2g' } });
    expect(edgeNames(edges)).toContain(
      'deferred --xstate.after.manifestDelay.buildVersion.deferred--> watching',
    );
    expect(paths.some((path) => path.state.value === 'loadingManifest')).toBe(false);
  });

  it('self-transitions only where a reload or a rule match is designed, never leaving the state', () => {
    const { edges } = explore({ buildId: 'build-a' });
    const reloads = edges.filter(
      ({ state, nextState }) =>
        JSON.stringify(state.context.reloads) !== JSON.stringify(nextState.context.reloads),
    );
    const kinds = new Set(reloads.map(({ state, event }) => `${String(state.value)}:${event.type}`));
    expect([...kinds].sort()).toEqual([
      'checking:chunk.loadFailed',
      'deferred:chunk.loadFailed',
      'loadingManifest:chunk.loadFailed',
      'updateAvailable:chunk.loadFailed',
      'updateAvailable:router.navigating',
      'watching:chunk.loadFailed',
    ]);
    for (const { state, nextState } of reloads) expect(nextState.value).toBe(state.value);
  });
});
