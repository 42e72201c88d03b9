import * as v from 'valibot';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { matchRouteRule, pathOf } from './buildVersionRules';
import {
  BuildMetaSchema,
  LatestBuildSchema,
  ReloadRecordSchema,
  TargetPathSchema,
  type BuildMeta,
  type ReloadRecord,
  type RouteRule,
} from './buildVersionSchemas';

/** The manifest is fetched this long after load, so it never competes with the first paint. */
export const MANIFEST_DELAY_MS = 1000;
/** How often `builds/latest.json` is polled (the spec leaves it open). */
export const POLL_INTERVAL_MS = 15 * 60 * 1000;
/** Regaining focus checks for a new build at most this often. */
export const FOCUS_CHECK_INTERVAL_MS = 60 * 1000;
/** An automatic reload of one path happens at most once in this window (spec section 9). */
export const RELOAD_THROTTLE_MS = 10 * 1000;

/** What the browser says about the connection (navigator.connection), when it says anything. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Input of the build-version machine. */
export interface BuildVersionInput {
  /** The id of the build this page runs (written into the bundle at build time). */
  buildId: string;
  /** Connection hints; Save-Data or 2g/slow-2g skip the early manifest fetch. */
  connection?: ConnectionInfo | null;
  /** The reload throttle record read from session storage; validated here, dropped if malformed. */
  reloads?: unknown;
}

/**
 * Events: `window.focused` (the tab regained focus), `router.navigating` (a navigation to `path`
 * is starting), `chunk.loadFailed` (Vite's `vite:preloadError` while on or going to `path`).
 */
export type BuildVersionEvent =
  | { type: 'window.focused' }
  | { type: 'router.navigating'; path: string }
  | { type: 'chunk.loadFailed'; path: string };

export interface BuildVersionContext {
  buildId: string;
  verySlow: boolean;
  reloads: ReloadRecord;
  lastCheckedAt: number;
  latestId: string | null;
  meta: BuildMeta | null;
  routeRule: RouteRule | null;
}

const VERY_SLOW_TYPES = new Set(['2g', 'slow-2g']);

function isVerySlow(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection || typeof connection !== 'object') return false;
  return connection.saveData === true || VERY_SLOW_TYPES.has(String(connection.effectiveType));
}

function targetOf(event: BuildVersionEvent): string | null {
  if (!('path' in event)) return null;
  const parsed = v.safeParse(TargetPathSchema, event.path);
  return parsed.success ? parsed.output : null;
}

/** Guards in onDone receive the actor's done event, whose `output` is not trusted. */
function outputOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'output' in event ? event.output : undefined;
}

function latestIdOf(output: unknown): string | null {
  const parsed = v.safeParse(LatestBuildSchema, output);
  return parsed.success ? parsed.output.id : null;
}

const reloadActions = [
  'rememberReload',
  { type: 'saveReloadRecord', params: ({ context }: { context: BuildVersionContext }) => context.reloads },
  {
    type: 'reload',
    params: ({ event }: { event: BuildVersionEvent }) => ({ path: targetOf(event) ?? '/' }),
  },
] as const;

const base = setup({
  types: {
    context: {} as BuildVersionContext,
    events: {} as BuildVersionEvent,
    input: {} as BuildVersionInput,
  },
  actors: {
    fetchManifest: fromPromise<unknown, { buildId: string }>(() =>
      Promise.reject(new Error('fetchManifest is supplied by the adapter')),
    ),
    fetchLatest: fromPromise<unknown, { timestamp: number }>(() =>
      Promise.reject(new Error('fetchLatest is supplied by the adapter')),
    ),
    focusListener: fromCallback<BuildVersionEvent>(() => undefined),
    chunkErrorListener: fromCallback<BuildVersionEvent>(() => undefined),
  },
  actions: {
    // Effects: empty here, supplied with .provide() by src/adapters/buildVersion.ts.
    reload: (_, _params: { path: string }) => undefined,
    saveReloadRecord: (_, _reloads: ReloadRecord) => undefined,
    logError: (_, _params: { message: string; error?: unknown }) => undefined,
    rememberReload: assign({
      reloads: ({ context, event }) => {
        const now = Date.now();
        const kept = Object.entries(context.reloads).filter(([, at]) => now - at < RELOAD_THROTTLE_MS);
        return { ...Object.fromEntries(kept), [pathOf(targetOf(event) ?? '/')]: now };
      },
    }),
    noteCheck: assign({ lastCheckedAt: () => Date.now() }),
  },
  guards: {
    isConnectionVerySlow: ({ context }) => context.verySlow,
    mayCheckOnFocus: ({ context }) => Date.now() - context.lastCheckedAt >= FOCUS_CHECK_INTERVAL_MS,
    mayReload: ({ context, event }) => {
      const target = targetOf(event);
      if (target === null) return false;
      const last = context.reloads[pathOf(target)];
      return last === undefined || Date.now() - last >= RELOAD_THROTTLE_MS;
    },
    isNewBuild: ({ context, event }) => {
      const id = latestIdOf(outputOf(event));
      return id !== null && id !== context.buildId;
    },
    isSameBuild: ({ context, event }) => latestIdOf(outputOf(event)) === context.buildId,
    isValidMeta: ({ event }) => v.is(BuildMetaSchema, outputOf(event)),
  },
  delays: {
    manifestDelay: MANIFEST_DELAY_MS,
    pollInterval: POLL_INTERVAL_MS,
  },
});

export const buildVersionMachine = base
  .extend({
    actions: {
      // A matcher failure is only logged (spec section 8): navigation goes on without a rule.
      matchRouteRule: base.enqueueActions(({ context, event, enqueue }) => {
        const target = targetOf(event);
        if (!context.meta || target === null) return;
        try {
          const rule = matchRouteRule(context.meta.routeRules, target);
          enqueue.assign({ routeRule: rule });
        } catch (error) {
          enqueue({ type: 'logError', params: { message: 'Route rule match failed', error } });
        }
      }),
    },
  })
  .createMachine({
    id: 'buildVersion',
    context: ({ input }) => {
      const reloads = v.safeParse(ReloadRecordSchema, input.reloads);
      return {
        buildId: input.buildId,
        verySlow: isVerySlow(input.connection),
        reloads: reloads.success ? reloads.output : {},
        lastCheckedAt: Date.now(),
        latestId: null,
        meta: null,
        routeRule: null,
      };
    },
    invoke: [
      { id: 'focusListener', src: 'focusListener' },
      { id: 'chunkErrorListener', src: 'chunkErrorListener' },
    ],
    on: {
      'router.navigating': { actions: 'matchRouteRule' },
      'chunk.loadFailed': [
        { guard: 'mayReload', actions: reloadActions },
        { actions: { type: 'logError', params: { message: 'Chunk load failed again; not reloading' } } },
      ],
    },
    initial: 'deferred',
    states: {
      deferred: {
        after: {
          manifestDelay: [
            { guard: 'isConnectionVerySlow', target: 'watching' },
            { target: 'loadingManifest' },
          ],
        },
      },
      loadingManifest: {
        invoke: {
          id: 'fetchManifest',
          src: 'fetchManifest',
          input: ({ context }) => ({ buildId: context.buildId }),
          onDone: [
            {
              guard: 'isValidMeta',
              target: 'checking',
              actions: assign({ meta: ({ event }) => v.parse(BuildMetaSchema, event.output) }),
            },
            {
              target: 'checking',
              actions: { type: 'logError', params: { message: 'Build manifest is malformed' } },
            },
          ],
          onError: {
            target: 'checking',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ message: 'Build manifest fetch failed', error: event.error }),
            },
          },
        },
      },
      watching: {
        after: { pollInterval: 'checking' },
        on: {
          'window.focused': { guard: 'mayCheckOnFocus', target: 'checking' },
        },
      },
      checking: {
        entry: 'noteCheck',
        invoke: {
          id: 'fetchLatest',
          src: 'fetchLatest',
          input: () => ({ timestamp: Date.now() }),
          onDone: [
            {
              guard: 'isNewBuild',
              target: 'updateAvailable',
              actions: assign({ latestId: ({ event }) => latestIdOf(event.output) }),
            },
            { guard: 'isSameBuild', target: 'watching' },
            {
              target: 'watching',
              actions: { type: 'logError', params: { message: 'Latest build response is malformed' } },
            },
          ],
          onError: {
            target: 'watching',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ message: 'Latest build check failed', error: event.error }),
            },
          },
        },
      },
      updateAvailable: {
        on: {
          'router.navigating': [
            { guard: 'mayReload', actions: ['matchRouteRule', ...reloadActions] },
            { actions: 'matchRouteRule' },
          ],
        },
      },
    },
  });

export const selectUpdateAvailable = (snapshot: { matches: (state: 'updateAvailable') => boolean }) =>
  snapshot.matches('updateAvailable');
export const selectRouteRule = (snapshot: { context: BuildVersionContext }) => snapshot.context.routeRule;
