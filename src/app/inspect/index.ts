import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { InspectionEvent } from 'xstate';

/** XState's `inspect` option: `createActor(machine, { inspect: createDevInspector() })`. */
export type DevInspect = (event: InspectionEvent) => void;

/**
 * The inspect callback for a machine actor in development; `undefined` in production builds.
 * Everything behind it is imported dynamically inside the `import.meta.env.DEV` branch, so a
 * production bundle holds none of the panel or the Stately inspector.
 */
export function createDevInspector(): DevInspect | undefined {
  if (!import.meta.env.DEV) return undefined;
  // The actor starts before the module has loaded; its first events wait here.
  const queue: InspectionEvent[] = [];
  let target: DevInspect | undefined;
  void import('./devInspector').then(({ startDevInspection }) => {
    target = startDevInspection();
    queue.splice(0).forEach(target);
  });
  return (event) => {
    if (target) target(event);
    else queue.push(event);
  };
}

const LazyPanel = import.meta.env.DEV ? lazy(() => import('./InspectPanel')) : undefined;

const noSubscription = () => () => {};

/**
 * The in-app machine panel. Renders nothing in production, and nothing before the app has
 * mounted, so prerendered HTML and hydration never differ because of it.
 */
export const DevInspectPanel: ComponentType = function DevInspectPanel() {
  // false while prerendering and hydrating, true once the page runs in the browser.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!LazyPanel || !mounted) return null;
  return createElement(Suspense, { fallback: null }, createElement(LazyPanel));
};
