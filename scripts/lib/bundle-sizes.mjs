// First-load JavaScript and CSS per route, in gzip bytes, read from a production build.
// A route's first load is React Router's entry plus every route module on its branch (root → …
// → route) and their static imports. Routes that load Firebase lazily count their dynamic imports
// too (the form's budget includes lazily loaded Firebase Auth).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const gzipCache = new Map();
function gzipBytes(clientDir, file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(path.join(clientDir, file));
    gzipCache.set(file, { gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString('utf8') });
  }
  return gzipCache.get(file);
}

/**
 * @param {string} clientDir the build's client directory
 * @param {{ lazyRoutes?: (routeId: string) => boolean }} [options] routes whose dynamic imports count
 * @returns {Array<{ routeId: string, path: string, jsGzip: number, cssGzip: number, files: string[], hasFirebase: boolean }>}
 */
export function routeSizes(clientDir, { lazyRoutes = () => false } = {}) {
  const manifest = readRouterManifest(clientDir);
  const graph = readChunkGraph(clientDir);
  const routes = manifest.routes;
  const result = [];
  for (const route of Object.values(routes)) {
    if (route.id === 'root') continue;
    const branch = [];
    for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) branch.unshift(r);
    const start = [manifest.entry.module, ...manifest.entry.imports, ...branch.flatMap(routeModules)];
    const routeCss = branch.flatMap((r) => r.css ?? []);
    const { js, css } = closure(start, graph, { dynamic: lazyRoutes(route.id) });
    const allCss = [...new Set([...css, ...routeCss])];
    const sized = js.map((file) => gzipBytes(clientDir, file));
    result.push({
      routeId: route.id,
      path:
        branch
          .map((r) => r.path ?? '')
          .filter(Boolean)
          .join('/') || '/',
      jsGzip: sized.reduce((sum, s) => sum + s.gzip, 0),
      cssGzip: allCss.reduce((sum, file) => sum + gzipBytes(clientDir, file).gzip, 0),
      files: js,
      hasFirebase: sized.some((s) => FIREBASE_MARKERS.some((marker) => s.text.includes(marker))),
    });
  }
  return result.sort((a, b) => a.routeId.localeCompare(b.routeId));
}
