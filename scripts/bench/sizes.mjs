// Per-route first-load JS and CSS (gzip bytes) from the build output, split into public routes
// and app routes the same way budgets.json and the budget test split them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_ROUTE, routeSizes } from '../lib/bundle-sizes.mjs';
import { root } from '../lib/stack.mjs';

export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
}

/**
 * @param {string} clientDir
 * @returns {Array<{ routeId: string, path: string, kind: 'public' | 'app', page: boolean, jsGzip: number, afterLoadJsGzip: number | null, cssGzip: number, hasFirebase: boolean }>}
 */
export function measureSizes(clientDir, budgets = readBudgets()) {
  const isApp = (id) => budgets.appRoutes.some((prefix) => id.startsWith(prefix));
  const isJourney = (id) => JOURNEY_ROUTE.test(id);
  // Content pages are static HTML that load the content pages' script (decision 123); the claim
  // journey's routes count what they load when idle or on demand apart (decision 141).
  return routeSizes(clientDir, {
    lazyRoutes: (id) => isApp(id) && !isJourney(id),
    staticRoutes: (id) => !isApp(id),
    afterLoadRoutes: isJourney,
  }).map((s) => ({
    routeId: s.routeId,
    path: s.path,
    kind: isApp(s.routeId) ? 'app' : 'public',
    // Resource routes (sitemap.xml, robots.txt) are files, not pages a browser loads scripts for.
    page: !/\.(xml|txt)$/.test(s.path),
    jsGzip: s.jsGzip,
    afterLoadJsGzip: s.afterLoadJsGzip ?? null,
    cssGzip: s.cssGzip,
    hasFirebase: s.hasFirebase,
  }));
}
