// Per-route first-load JS and CSS (gzip bytes) from the build output, split into public routes
// and app routes the same way budgets.json and the budget test split them. Which files a route
// loads comes from scripts/lib/bundle-sizes.mjs; size-limit measures them (decision 233).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_ROUTE, hasFirebaseCode, routeFiles } from '../lib/bundle-sizes.mjs';
import { gzipSizes } from '../lib/size-limit-checks.mjs';
import { root } from '../lib/stack.mjs';

export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
}

/**
 * @param {string} clientDir
 * @returns {Promise<Array<{ routeId: string, path: string, kind: 'public' | 'app', page: boolean, jsGzip: number, afterLoadJsGzip: number | null, cssGzip: number, hasFirebase: boolean }>>}
 */
export async function measureSizes(clientDir, budgets = readBudgets()) {
  const isApp = (id) => budgets.appRoutes.some((prefix) => id.startsWith(prefix));
  const isJourney = (id) => JOURNEY_ROUTE.test(id);
  // Content pages are static HTML that load the content pages' script (decision 123); the claim
  // journey's routes count what they load when idle or on demand apart (decision 141).
  const routes = routeFiles(clientDir, {
    lazyRoutes: (id) => isApp(id) && !isJourney(id),
    staticRoutes: (id) => !isApp(id),
    afterLoadRoutes: isJourney,
  });
  const sizes = await gzipSizes(
    routes.flatMap((r) => [r.js, r.css, r.afterLoadJs ?? []]),
    clientDir,
  );
  return routes.map((r, i) => ({
    routeId: r.routeId,
    path: r.path,
    kind: isApp(r.routeId) ? 'app' : 'public',
    // Resource routes (sitemap.xml, robots.txt) are files, not pages a browser loads scripts for.
    page: !/\.(xml|txt)$/.test(r.path),
    jsGzip: sizes[3 * i],
    afterLoadJsGzip: r.afterLoadJs ? sizes[3 * i + 2] : null,
    cssGzip: sizes[3 * i + 1],
    hasFirebase: hasFirebaseCode(clientDir, r.js),
  }));
}
