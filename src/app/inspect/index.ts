import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

export { createDevInspector, type DevInspect } from './createDevInspector';

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
