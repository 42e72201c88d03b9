// Which files each page and route of a production build loads first, and what it can load later:
// the one thing no bundle-size tool knows. size-limit (@size-limit/file, .size-limit.js) measures
// and judges those files against budgets.json (decision 233).
// A content page (static HTML, decision 123) loads the scripts its HTML names and their static
// imports: the content pages' script. An app route's first load is React Router's entry plus every
// route module on its branch (root → … → route) and their static imports; routes that start the
// session as they open (/login, /auth, your claims) count their dynamic imports too (Firebase). The
// claim journey's routes count, by the content pages' rule, what they load as they open (static
// imports, and the views of their own section) as first load, and what they load when the browser
// is idle or a step needs it (the session and Firebase, the other sections) as after load
// (decision 141).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { SITE_SCRIPT_ENTRY, siteLoaderImports } from './site-script.mjs';
import path from 'node:path';

/** Markers that only Firebase SDK code contains. */
export const FIREBASE_MARKERS = [
  '@firebase/',
  'FirebaseError',
  'firebaseapp.com',
  'identitytoolkit.googleapis.com',
];

/** Reads React Router's browser manifest (window.__reactRouterManifest) from a client build. */
export function readRouterManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build first.`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json);
}

/** Reads Vite's chunk graph (build.manifest) keyed by output file ("/assets/x.js"). */
export function readChunkGraph(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map();
  for (const chunk of Object.values(manifest)) byFile.set(`/${chunk.file}`, chunk);
  const keyToFile = new Map(Object.entries(manifest).map(([key, chunk]) => [key, `/${chunk.file}`]));
  return { byFile, keyToFile };
}

function routeModules(route) {
  return Object.entries(route)
    .filter(([key, value]) => (key === 'module' || key.endsWith('Module')) && typeof value === 'string')
    .map(([, value]) => value)
    .concat(route.imports ?? []);
}

function closure(files, graph, { dynamic }) {
  const seen = new Set();
  const css = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = graph.byFile.get(file);
    if (!chunk) continue;
    for (const c of chunk.css ?? []) css.add(`/${c}`);
    const next = [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])];
    for (const key of next) {
      const target = graph.keyToFile.get(key);
      if (target) stack.push(target);
    }
  }
  return { js: [...seen].filter((f) => f.endsWith('.js')), css: [...css] };
}

/**
 * Whether any of these built files (paths from the client directory, "/assets/x.js") contains
 * Firebase SDK code: no tool checks that, so it is read here, from the files size-limit measures.
 * @param {string} clientDir
 * @param {string[]} files
 */
export function hasFirebaseCode(clientDir, files) {
  return files.some((file) => {
    const text = readFileSync(path.join(clientDir, file), 'utf8');
    return FIREBASE_MARKERS.some((marker) => text.includes(marker));
  });
}

/**
 * The scripts and stylesheets an HTML page names itself (local files only): script and
 * modulepreload tags, and what a content page's loader imports once the page has loaded.
 */
export function pageAssets(html) {
  const named = (pattern) =>
    [...html.matchAll(pattern)].map((m) => m[1]).filter((href) => href.startsWith('/'));
  return {
    js: [
      ...named(/<(?:script\b[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
      ...siteLoaderImports(html),
    ],
    css: named(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+\.css)"/g),
  };
}

function htmlPages(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'assets' || name === '.vite' ? [] : htmlPages(full, base);
    return name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/**
 * The files of every prerendered content page: what its HTML names, following static imports
 * (`js`, `css`), and with the dynamic imports too (`afterLoadJs`: what the page's script loads
 * lazily once the page has loaded). Paths are from the client directory ("/assets/x.js").
 * @param {string} clientDir
 * @returns {Array<{ page: string, js: string[], afterLoadJs: string[], css: string[] }>}
 */
export function pageFiles(clientDir) {
  const graph = readChunkGraph(clientDir);
  return htmlPages(clientDir)
    .filter((file) => path.basename(file) !== '__spa-fallback.html')
    .map((file) => {
      const { js: named, css: namedCss } = pageAssets(readFileSync(path.join(clientDir, file), 'utf8'));
      const { js, css } = closure(named, graph, { dynamic: false });
      const all = closure(named, graph, { dynamic: true });
      const page = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\/$/, '')}`;
      return { page, js, afterLoadJs: all.js, css: [...new Set([...css, ...namedCss])] };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** The content pages' script: what it loads first and what it loads lazily after the page has loaded. */
export function siteScriptFiles(clientDir) {
  const graph = readChunkGraph(clientDir);
  const start = [graph.keyToFile.get(SITE_SCRIPT_ENTRY)];
  if (!start[0]) throw new Error(`No ${SITE_SCRIPT_ENTRY} in the build's manifest.`);
  const first = closure(start, graph, { dynamic: false });
  const all = closure(start, graph, { dynamic: true });
  return { js: first.js, afterLoadJs: all.js, css: first.css };
}

/** The claim journey's routes (`form-<section>-id`): one module, the wizard decides the step. */
export const JOURNEY_ROUTE = /^form-(start|check|address|sign|thankyou)-id$/;

/** The journey's core: the wizard, its page and the start section's steps (decision 228). */
export const JOURNEY_CORE = 'src/journey/core.ts';

/**
 * The modules a journey route loads before its first render besides its static imports. A later
 * section: the journey's core and its own section's views (src/journey/sections.ts). `/form/start`
 * opened afresh: nothing, as its intro renders before the core loads (decision 228); opened on a
 * journey the tab already has, it loads the core first, like a later section, and is measured as
 * one by `jsGzip`.
 * @param {string} routeId
 * @returns {string[]} Vite manifest keys
 */
export function journeyFirstLoadModules(routeId) {
  const section = JOURNEY_ROUTE.exec(routeId)?.[1];
  if (!section || section === 'start') return [];
  return [JOURNEY_CORE, `src/journey/steps/${section}.ts`];
}

/**
 * The files of every route of the build (not the root): `js` and `css` its first load; `afterLoadJs`,
 * for the claim journey's routes and routes prerendered as content pages, everything it can load.
 * @param {string} clientDir the build's client directory
 * @param {{ lazyRoutes?: (routeId: string) => boolean, staticRoutes?: (routeId: string) => boolean, afterLoadRoutes?: (routeId: string) => boolean }} [options]
 *   routes whose dynamic imports count as first load; routes prerendered as static content pages,
 *   which load the content pages' script instead of React Router's; routes whose first load is
 *   their static imports and their own section's views, with everything else they can load in
 *   `afterLoadJs` (the claim journey's)
 * @returns {Array<{ routeId: string, path: string, js: string[], afterLoadJs?: string[], css: string[] }>}
 */
export function routeFiles(
  clientDir,
  { lazyRoutes = () => false, staticRoutes = () => false, afterLoadRoutes = () => false } = {},
) {
  const manifest = readRouterManifest(clientDir);
  const graph = readChunkGraph(clientDir);
  const routes = manifest.routes;
  const site = Object.values(routes).some((route) => staticRoutes(route.id))
    ? siteScriptFiles(clientDir)
    : null;
  const result = [];
  for (const route of Object.values(routes)) {
    if (route.id === 'root') continue;
    const branch = [];
    for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) branch.unshift(r);
    const routePath =
      branch
        .map((r) => r.path ?? '')
        .filter(Boolean)
        .join('/') || '/';
    if (site && staticRoutes(route.id)) {
      result.push({ routeId: route.id, path: routePath, js: site.js, css: site.css });
      continue;
    }
    const start = [manifest.entry.module, ...manifest.entry.imports, ...branch.flatMap(routeModules)];
    const routeCss = branch.flatMap((r) => r.css ?? []);
    if (afterLoadRoutes(route.id)) {
      const own = journeyFirstLoadModules(route.id).map((key) => {
        const file = graph.keyToFile.get(key);
        if (!file) throw new Error(`No chunk for ${key} in the build's manifest (route ${route.id}).`);
        return file;
      });
      const first = closure([...start, ...own], graph, { dynamic: false });
      const all = closure(start, graph, { dynamic: true });
      result.push({
        routeId: route.id,
        path: routePath,
        js: first.js,
        afterLoadJs: all.js,
        css: [...new Set([...first.css, ...routeCss])],
      });
      continue;
    }
    const { js, css } = closure(start, graph, { dynamic: lazyRoutes(route.id) });
    result.push({ routeId: route.id, path: routePath, js, css: [...new Set([...css, ...routeCss])] });
  }
  return result.sort((a, b) => a.routeId.localeCompare(b.routeId));
}
