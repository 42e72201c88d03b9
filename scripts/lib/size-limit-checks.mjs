// The bundle budgets as size-limit checks (decision 233). scripts/lib/bundle-sizes.mjs says which
// files each content page and route of a build loads (no tool knows that); this module turns each
// page's and route's files into one size-limit check per figure with its limit from budgets.json,
// and size-limit with @size-limit/file (gzip level 9 of each file, summed; no bundling, no browser)
// measures and judges them: `npm run size` through .size-limit.js, the budget test in `npm test`
// through the same command, and the bench through size-limit's API.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_ROUTE, pageFiles, routeFiles } from './bundle-sizes.mjs';

/**
 * @typedef {{ jsGzip: number, cssGzip: number }} Budget
 * @typedef {{
 *   public: Budget & { afterLoadJsGzip: number },
 *   app: Budget & { byRoute?: Record<string, number> },
 *   journey: Budget & { startJsGzip: number, afterLoadJsGzip: number },
 *   appRoutes: string[],
 * }} Budgets
 * @typedef {'js' | 'afterLoadJs' | 'css'} Figure
 * @typedef {{
 *   name: string,
 *   kind: 'page' | 'journey' | 'app',
 *   subject: string,
 *   figure: Figure,
 *   files: string[],
 *   limit: number,
 *   firebaseFree: boolean,
 * }} BudgetCheck
 */

const FIGURE_LABEL = { js: 'first-load JS', afterLoadJs: 'JS with what it loads later', css: 'CSS' };

/** @param {string} file */
export function readBudgets(file) {
  return /** @type {Budgets} */ (JSON.parse(readFileSync(file, 'utf8')));
}

/** Route ids that budgets.json counts as app routes (everything else is a content page). */
export function isAppRoute(budgets, routeId) {
  return budgets.appRoutes.some((prefix) => routeId.startsWith(prefix));
}

/** The claim journey's routes (decision 141). */
export function isJourneyRoute(routeId) {
  return JOURNEY_ROUTE.test(routeId);
}

/**
 * Every bundle budget of a build as a check: each prerendered content page (first-load JS, with what
 * it loads later, CSS; no Firebase code), each journey route (first-load JS with its own budget for
 * /form/start, with what it loads later, CSS; no Firebase code in its first load) and each other app
 * route (first-load JS, lazily loaded Firebase included, with its own budget where budgets.json has
 * one; CSS). A page or route with no stylesheet has no CSS check. Files are from the client
 * directory ("/assets/x.js").
 * @param {{ pages: ReturnType<typeof pageFiles>, routes: ReturnType<typeof routeFiles> }} files
 * @param {Budgets} budgets
 * @returns {BudgetCheck[]}
 */
export function budgetChecks({ pages, routes }, budgets) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const add = (kind, subject, figure, files, limit, firebaseFree) => {
    if (figure === 'css' && files.length === 0) return;
    const name = `${subject}: ${FIGURE_LABEL[figure]}`;
    checks.push({ name, kind, subject, figure, files, limit, firebaseFree });
  };
  for (const page of pages) {
    const subject = `content page ${page.page}`;
    add('page', subject, 'js', page.js, budgets.public.jsGzip, true);
    add('page', subject, 'afterLoadJs', page.afterLoadJs, budgets.public.afterLoadJsGzip, false);
    add('page', subject, 'css', page.css, budgets.public.cssGzip, false);
  }
  for (const route of routes) {
    if (!isAppRoute(budgets, route.routeId)) continue;
    if (isJourneyRoute(route.routeId)) {
      const subject = `journey route ${route.routeId}`;
      const first = route.routeId === 'form-start-id' ? budgets.journey.startJsGzip : budgets.journey.jsGzip;
      add('journey', subject, 'js', route.js, first, true);
      add('journey', subject, 'afterLoadJs', route.afterLoadJs ?? [], budgets.journey.afterLoadJsGzip, false);
      add('journey', subject, 'css', route.css, budgets.journey.cssGzip, false);
    } else {
      const subject = `app route ${route.routeId}`;
      const js = budgets.app.byRoute?.[route.routeId] ?? budgets.app.jsGzip;
      add('app', subject, 'js', route.js, js, false);
      add('app', subject, 'css', route.css, budgets.app.cssGzip, false);
    }
  }
  return checks;
}

/**
 * Reads a build and returns its budget checks. A missing build is told in one sentence.
 * @param {string} clientDir
 * @param {Budgets} budgets
 */
export function buildBudgetChecks(clientDir, budgets) {
  if (!existsSync(path.join(clientDir, '.vite', 'manifest.json'))) {
    const error = new Error(
      `No production build at ${clientDir}: run \`npm run build\` first, or set BUILD_CLIENT_DIR to a build's client folder.`,
    );
    // Said in one sentence: size-limit prints an error's stack, which adds nothing here.
    error.stack = error.message;
    throw error;
  }
  const isJourney = isJourneyRoute;
  const routes = routeFiles(clientDir, {
    lazyRoutes: (id) => isAppRoute(budgets, id) && !isJourney(id),
    afterLoadRoutes: isJourney,
  });
  return budgetChecks({ pages: pageFiles(clientDir), routes }, budgets);
}

/** A file path as a glob pattern that matches only itself (size-limit's `path` is a glob). */
export function globLiteral(file) {
  return file.replace(/[\\()[\]{}*?!+@|]/g, '\\$&');
}

/**
 * size-limit's configuration for these checks: one entry per check, its files (relative to `cwd`,
 * the configuration's folder) gzipped by @size-limit/file and its limit in bytes.
 * @param {BudgetCheck[]} checks
 * @param {{ clientDir: string, cwd: string }} where
 * @returns {Array<{ name: string, path: string[], limit: string, gzip: true }>}
 */
export function sizeLimitConfig(checks, { clientDir, cwd }) {
  return checks.map((check) => ({
    name: check.name,
    path: check.files.map((file) => globLiteral(path.relative(cwd, path.join(clientDir, file)))),
    limit: `${check.limit} B`,
    gzip: true,
  }));
}

/**
 * Gzip bytes of each set of files, measured by size-limit's API with @size-limit/file (the bench's
 * figures, the same measure as the checks).
 * @param {string[][]} fileSets files from the client directory ("/assets/x.js")
 * @param {string} clientDir
 * @returns {Promise<number[]>}
 */
export async function gzipSizes(fileSets, clientDir) {
  const [{ default: sizeLimit }, { default: filePlugin }] = await Promise.all([
    import('size-limit'),
    import('@size-limit/file'),
  ]);
  const checks = fileSets.map((files) => ({
    files: files.map((file) => path.join(clientDir, file)),
    gzip: true,
  }));
  const results = await sizeLimit([filePlugin], { checks });
  return results.map((r) => r.size ?? 0);
}
