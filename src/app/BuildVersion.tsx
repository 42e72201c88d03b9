import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigation, type Location } from 'react-router';
import type { BuildVersionWatcher } from '../adapters/buildVersion';
import { isAppPath } from '../config/appPaths';
import { createDevInspector } from './inspect/createDevInspector';

const toPath = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * The app's one navigation blocker (React Router allows one). It watches for new builds and
 * reloads on the next navigation (docs/decisions/050), and it leaves the app with a full page load
 * for any address outside the app's routes: content pages are static HTML that the app never
 * renders (decision 123). Mounted once in the root App. In the dev server the build id is `dev` and
 * the server answers that build's files (decision 129), so the machine runs and can be inspected.
 */
export function BuildVersion() {
  // Set by scripts/vite-build-manifest.mjs: the build's id, or `dev` in the dev server.
  const buildId: unknown = import.meta.env.VITE_BUILD_ID;
  const watch = typeof buildId === 'string' && buildId !== '';
  return <BuildVersionWiring buildId={watch ? buildId : null} />;
}

function BuildVersionWiring({ buildId }: { buildId: string | null }) {
  const watcher = useRef<BuildVersionWatcher | null>(null);

  // The machine and XState load after first paint, in their own chunk: nothing can be known
  // about a new build before the deferred manifest fetch anyway.
  useEffect(() => {
    if (buildId === null) return;
    let stopped = false;
    import('../adapters/buildVersion')
      .then(({ startBuildVersionWatcher }) => {
        if (!stopped) watcher.current = startBuildVersionWatcher(buildId, { inspect: createDevInspector() });
      })
      .catch((error: unknown) => {
        console.error('[build-version] Could not load the build watcher', String(error));
      });
    return () => {
      stopped = true;
      watcher.current?.stop();
      watcher.current = null;
    };
  }, [buildId]);

  const navigation = useNavigation();
  useEffect(() => {
    watcher.current?.setPendingTarget(navigation.location ? toPath(navigation.location) : null);
  }, [navigation.location]);

  // The blocker is asked before the router loads or renders anything for the next location, so
  // a reload started here replaces the navigation. A Back/Forward (POP) has already changed the
  // URL and blocking it would move it back: it goes through, and the reload loads that URL.
  useBlocker(
    useCallback(({ nextLocation, historyAction }: { nextLocation: Location; historyAction: string }) => {
      if (!isAppPath(nextLocation.pathname) && historyAction !== 'POP') {
        window.location.assign(toPath(nextLocation));
        return true;
      }
      const reloading = watcher.current?.navigating(toPath(nextLocation)) ?? false;
      return reloading && historyAction !== 'POP';
    }, []),
  );
  return null;
}
