import type * as BuildVersionAdapter from '../adapters/buildVersion';
import type { BuildVersionWatcher } from '../adapters/buildVersion';
import { loadDevInspector } from './devInspection';

/**
 * The build-version watcher on a content page (decision 050). Every link from a content page is a
 * full page load of the current HTML, so no navigation needs holding back here; the watcher
 * still fetches this build's meta and latest.json, polls, logs failures, and reloads (throttled
 * per path) when one of the page's lazily loaded chunks cannot be loaded. In a development build
 * the machine is handed the dev inspector, so the machine panel lists it. Resolves to the running
 * watcher (undefined when there is no build id or it could not load).
 */
export function startBuildVersion(
  buildId: unknown,
  load: () => Promise<typeof BuildVersionAdapter> = () => import('../adapters/buildVersion'),
): Promise<BuildVersionWatcher | undefined> {
  if (typeof buildId !== 'string' || buildId === '') return Promise.resolve(undefined);
  return Promise.all([load(), loadDevInspector()])
    .then(([{ startBuildVersionWatcher }, inspect]) => startBuildVersionWatcher(buildId, { inspect }))
    .catch((error: unknown) => {
      console.error('[build-version] Could not load the build watcher', String(error));
      return undefined;
    });
}
