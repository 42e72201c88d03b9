// Per-route first-load JS and CSS (gzip bytes) from the build output, split into public routes
// and app routes the same way budgets.json and the budget test split them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeSizes } from '../lib/bundle-sizes.mjs';
import { root } from '../lib/stack.mjs';

export function readBudgets() {
  return JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
}

/**
 * @param {string} clientDir
 * @returns {Array<{ routeId: string, path: string, kind: 'public' | 'app', page: boolean, jsGzip: number, cssGzip: number, hasFirebase: boolean }>}
 */
export function measureSizes(clientDir, budgets = readBudgets()) {
  const isApp = (id) => budgets.appRoutes.some((prefix) => id.startsWith(prefix));
  // Content pages are static HTML that load the content pages' script (decision 123).
  return routeSizes(clientDir, { lazyRoutes: isApp, staticRoutes: (id) => !isApp(id) }).map((s) => ({
    routeId: s.routeId,
    path: s.path,
    kind: isApp(s.routeId) ? 'app' : 'public',
    // Resource routes (sitemap.xml, robots.txt) are files, not pages a browser loads scripts for.
    page: !/\.(xml|txt)$/.test(s.path),
    jsGzip: s.jsGzip,
    cssGzip: s.cssGzip,
    hasFirebase: s.hasFirebase,
  }));
}
