import type { InspectionEvent } from 'xstate';

/** XState's `inspect` option: `createActor(machine, { inspect: createDevInspector() })`. */
export type DevInspect = (event: InspectionEvent) => void;

/**
 * The inspect callback for a machine actor in development; `undefined` in production builds.
 * Everything behind it is imported dynamically inside the `import.meta.env.DEV` branch, so a
 * production bundle holds none of the panel or the Stately inspector. This module imports no
 * React, so content pages' lazily loaded machines (referral, build version) can use it too.
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
