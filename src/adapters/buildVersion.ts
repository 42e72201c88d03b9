import * as v from 'valibot';
import { createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import {
  buildVersionMachine,
  type BuildVersionEvent,
  type ConnectionInfo,
} from '../../machines/buildVersion';
import { ReloadRecordSchema, type ReloadRecord } from '../../machines/buildVersionSchemas';

/** Session-storage key of the reload throttle record (path → time of the last automatic reload). */
export const RELOAD_RECORD_KEY = 'build-reload';

/** A build file answered with something other than 2xx. */
export class BuildFileError extends Error {
  constructor(
    readonly file: string,
    readonly status: number,
  ) {
    super(`${file} answered HTTP ${status}`);
    this.name = 'BuildFileError';
  }
}

async function getJson(url: string, file: string, signal: AbortSignal): Promise<unknown> {
  // no-store: the point of the request is to see past every cache between here and the host.
  const response = await fetch(url, { cache: 'no-store', signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new BuildFileError(file, response.status);
  return (await response.json()) as unknown;
}

export function readReloadRecord(storage: Pick<Storage, 'getItem'>): ReloadRecord {
  try {
    const parsed = v.safeParse(ReloadRecordSchema, JSON.parse(storage.getItem(RELOAD_RECORD_KEY) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    // Unparseable or unreadable (storage disabled): start with no record rather than fail to load.
    return {};
  }
}

export function writeReloadRecord(storage: Pick<Storage, 'setItem'>, record: ReloadRecord): void {
  try {
    storage.setItem(RELOAD_RECORD_KEY, JSON.stringify(record));
  } catch (error) {
    // Without storage the throttle still holds for this page; only the next page cannot see it.
    console.warn('[build-version] Could not save the reload record', error);
  }
}

const ConnectionSchema = v.object({
  saveData: v.optional(v.boolean()),
  effectiveType: v.optional(v.string()),
});

/** navigator.connection where the browser has it (Chromium); null elsewhere. */
export function readConnection(nav: Navigator): ConnectionInfo | null {
  const parsed = v.safeParse(ConnectionSchema, (nav as Navigator & { connection?: unknown }).connection);
  return parsed.success ? parsed.output : null;
}

/** The current location as a target path (path, query and hash). */
export function currentPath(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return `${loc.pathname}${loc.search}${loc.hash}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : '';
}

/**
 * The build-version machine with its browser effects. `setPendingTarget` records where a
 * navigation in progress is going, so a chunk failure during it reloads there. `isReloading()`
 * tells callers that must answer synchronously (the router blocker, the preload-error listener)
 * that a reload has been started.
 */
export function createBuildVersionLogic() {
  let reloading = false;
  let pendingTarget: string | null = null;
  const target = () => pendingTarget ?? currentPath();
  const logic = buildVersionMachine.provide({
    actors: {
      fetchManifest: fromPromise<unknown, { buildId: string }>(({ input, signal }) =>
        getJson(`/builds/meta/${encodeURIComponent(input.buildId)}.json`, 'builds/meta', signal),
      ),
      fetchLatest: fromPromise<unknown, { timestamp: number }>(({ input, signal }) =>
        getJson(`/builds/latest.json?${input.timestamp}`, 'builds/latest.json', signal),
      ),
      focusListener: fromCallback<BuildVersionEvent>(({ sendBack }) => {
        const onFocus = () => sendBack({ type: 'window.focused' });
        const onVisible = () => {
          if (document.visibilityState === 'visible') onFocus();
        };
        window.addEventListener('focus', onFocus);
        document.addEventListener('visibilitychange', onVisible);
        return () => {
          window.removeEventListener('focus', onFocus);
          document.removeEventListener('visibilitychange', onVisible);
        };
      }),
      chunkErrorListener: fromCallback<BuildVersionEvent>(({ sendBack }) => {
        const onPreloadError = (event: Event) => {
          sendBack({ type: 'chunk.loadFailed', path: target() });
          // Swallow the error only when a reload is on its way; otherwise the error page shows it.
          if (reloading) event.preventDefault();
        };
        window.addEventListener('vite:preloadError', onPreloadError);
        return () => window.removeEventListener('vite:preloadError', onPreloadError);
      }),
    },
    actions: {
      reload: (_, { path }) => {
        reloading = true;
        // A full page load of the target: the new build's HTML and chunks, and nothing in
        // storage is touched, so the wizard restores its own snapshot on the other side.
        if (path === currentPath()) window.location.reload();
        else window.location.assign(path);
      },
      saveReloadRecord: (_, record) => writeReloadRecord(window.sessionStorage, record),
      logError: (_, { message, error }) => console.error(`[build-version] ${message}`, errorText(error)),
    },
  });
  return {
    logic,
    isReloading: () => reloading,
    setPendingTarget: (path: string | null) => {
      pendingTarget = path;
    },
  };
}

/** What the app's router wiring needs from a running build-version watcher. */
export interface BuildVersionWatcher {
  /** Reports a navigation about to start; true when a reload to it has been started instead. */
  navigating: (path: string) => boolean;
  /** Where the navigation in progress is going (null when none), for chunk-failure reloads. */
  setPendingTarget: (path: string | null) => void;
  stop: () => void;
}

export interface BuildVersionWatcherOptions {
  /** XState's inspect callback: the caller passes the dev inspector (undefined in production). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** Starts the build-version machine for this page, reading its input from the browser. */
export function startBuildVersionWatcher(
  buildId: string,
  { inspect }: BuildVersionWatcherOptions = {},
): BuildVersionWatcher {
  const { logic, isReloading, setPendingTarget } = createBuildVersionLogic();
  const actor = createActor(logic, {
    ...(inspect ? { inspect } : {}),
    input: {
      buildId,
      connection: readConnection(window.navigator),
      reloads: readReloadRecord(window.sessionStorage),
    },
  });
  actor.start();
  return {
    navigating: (path) => {
      actor.send({ type: 'router.navigating', path });
      return isReloading();
    },
    setPendingTarget,
    stop: () => actor.stop(),
  };
}
