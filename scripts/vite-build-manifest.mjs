// Writes builds/latest.json and builds/meta/{id}.json into the client build, so a running app
// can tell that a new build has been deployed (docs/decisions/050).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A build id distinct per build: the build time (base 36) and 48 random bits.
 * @param {number} [now]
 * @returns {string}
 */
export function newBuildId(now = Date.now()) {
  return `${now.toString(36)}-${randomBytes(6).toString('hex')}`;
}

const NOT_PAGES = new Set(['__spa-fallback.html', '404.html']);

/**
 * The paths whose HTML the build wrote (the prerendered pages), sorted.
 * @param {string} clientDir
 * @returns {Promise<string[]>}
 */
export async function prerenderedPaths(clientDir) {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !NOT_PAGES.has(file) && !file.startsWith('assets/'))
    .map(
      (file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/',
    );
  return [...new Set(paths)].sort();
}

/**
 * Route rules: every prerendered path is static HTML; anything else is served by the SPA.
 * @param {string[]} prerendered
 * @returns {Record<string, { prerender: boolean }>}
 */
export function routeRules(prerendered) {
  return {
    '/**': { prerender: false },
    ...Object.fromEntries(prerendered.map((p) => [p, { prerender: true }])),
  };
}

/**
 * @param {string} clientDir
 * @param {string} id
 * @param {number} timestamp
 */
export async function writeBuildManifest(clientDir, id, timestamp) {
  const prerendered = await prerenderedPaths(clientDir);
  const buildsDir = path.join(clientDir, 'builds');
  await mkdir(path.join(buildsDir, 'meta'), { recursive: true });
  const meta = { id, timestamp, prerendered, routeRules: routeRules(prerendered) };
  await writeFile(path.join(buildsDir, 'meta', `${id}.json`), `${JSON.stringify(meta)}\n`);
  // Written last: a reader that sees the new id can always fetch its meta.
  await writeFile(path.join(buildsDir, 'latest.json'), `${JSON.stringify({ id, timestamp })}\n`);
}

/** The build id the dev server puts into the app: it never changes, so the dev server never reloads. */
export const DEV_BUILD_ID = 'dev';

/**
 * The dev server's build files: `builds/latest.json` and `builds/meta/dev.json` for the one `dev`
 * build, so the build-version machine runs (and can be inspected) in development as it does in a
 * deployed build. Every path is served by the app there, so the meta lists no prerendered page.
 * Answers null for any other path.
 * @param {string} pathname
 * @param {number} timestamp
 * @returns {object | null}
 */
export function devBuildFile(pathname, timestamp) {
  if (pathname === '/builds/latest.json') return { id: DEV_BUILD_ID, timestamp };
  if (pathname === `/builds/meta/${DEV_BUILD_ID}.json`) {
    return { id: DEV_BUILD_ID, timestamp, prerendered: [], routeRules: routeRules([]) };
  }
  return null;
}

/**
 * Puts the build id into the bundle (import.meta.env.VITE_BUILD_ID) and, once React Router has
 * built and prerendered everything, writes the manifest into the client output directory.
 * `buildApp` with order 'post' runs after React Router's own buildApp, which prerenders.
 * @returns {import('vite').Plugin}
 */
export function buildManifest() {
  const timestamp = Date.now();
  // REDRESS_BUILD_ID fixes the id, so that two builds of the same source can be compared file by
  // file (tests/site/prerender.int.test.ts); otherwise every build has its own.
  const id = process.env.REDRESS_BUILD_ID || newBuildId(timestamp);
  return {
    name: 'redress:build-manifest',
    config(_, { command }) {
      const value = command === 'build' ? id : DEV_BUILD_ID;
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(value) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = devBuildFile(new URL(req.url ?? '/', 'http://dev').pathname, timestamp);
        if (!file) return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(`${JSON.stringify(file)}\n`);
      });
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) throw new Error('The build has no client environment to write builds/ into.');
        const outDir = path.resolve(builder.config.root, client.config.build.outDir);
        await writeBuildManifest(outDir, id, timestamp);
        builder.config.logger.info(`Build ${id}: wrote builds/latest.json and builds/meta/${id}.json`);
      },
    },
  };
}
