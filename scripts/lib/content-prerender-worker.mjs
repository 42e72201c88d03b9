// One prerender worker thread (scripts/lib/content-prerender.mjs, decision 223): imports the server
// build and writes each path it is handed the way React Router's prerender does for a page route
// (`handlePrerender` in @react-router/dev): the `.data` file when a route on the path has a loader,
// then the HTML, rendered with that data.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** Pages in progress at once in one thread: React renders each asynchronously, so they interleave. */
const CONCURRENCY = 4;

// Set by React Router for its own prerender; the server build reads it.
process.env.IS_RR_BUILD_REQUEST = 'yes';

const { serverBuild, clientDir, mode } = workerData;
const build = await import(pathToFileURL(serverBuild).href);
const { createRequestHandler, matchRoutes } = await import('react-router');

/** The build's routes as a tree for matching, as React Router's prerender makes it. */
function routeTree(manifest, parentId = '') {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? '') === parentId)
    .map((route) =>
      route.index
        ? { index: true, id: route.id, path: route.path }
        : { children: routeTree(manifest, route.id), id: route.id, path: route.path },
    );
}
const routes = routeTree(build.routes);

const normalize = (pathname) => `${build.basename}${pathname}`.replace(/\/\/+/g, '/');

// Each directory is made once per thread (a recursive mkdir per file cost more than the write).
// Writes stay asynchronous: on a busy disk a page renders while others are written.
const made = new Map();
async function write(file, contents) {
  const dir = path.dirname(file);
  if (!made.has(dir)) made.set(dir, mkdir(dir, { recursive: true }));
  await made.get(dir);
  await writeFile(file, contents);
}

/**
 * @param {(request: Request) => Promise<Response>} handler
 * @param {string} pagePath
 */
async function prerender(handler, pagePath) {
  const matches = matchRoutes(routes, `/${pagePath}/`.replace(/^\/\/+/, '/'));
  if (!matches) throw new Error(`Unable to prerender path because it does not match any routes: ${pagePath}`);
  const leaf = build.routes[matches.at(-1).route.id]?.module;
  if (leaf && !leaf.default && !leaf.ErrorBoundary) {
    throw new Error(
      `Prerender (content): ${pagePath} is a resource route; list it in React Router's prerender paths.`,
    );
  }
  let data;
  if (matches.some((m) => build.assets.routes[m.route.id]?.hasLoader)) {
    // Trailing-slash-aware data requests (the config's future flag).
    const dataPath = normalize(pagePath.endsWith('/') ? `${pagePath}_.data` : `${pagePath}.data`);
    const response = await handler(new Request(`http://localhost${dataPath}`));
    data = await response.text();
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(
        `Prerender (data): Received a ${response.status} status code while prerendering ${pagePath}.`,
      );
    }
    await write(path.join(clientDir, ...dataPath.split('/')), data);
  }
  const htmlPath = normalize(`${pagePath}/`);
  const response = await handler(
    new Request(
      `http://localhost${htmlPath}`,
      data === undefined ? undefined : { headers: { 'X-React-Router-Prerender-Data': encodeURI(data) } },
    ),
  );
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `Prerender (html): Received a ${response.status} status code while prerendering ${pagePath}:\n${html}`,
    );
  }
  await write(path.join(clientDir, ...htmlPath.split('/'), 'index.html'), html);
}

parentPort.on('message', async ({ paths: batch, library }) => {
  // The content the build has parsed, with the first batch, for the server build's loaders
  // (getLibrary in src/content/content.server.ts).
  if (library) globalThis[Symbol.for('redress.contentLibrary')] = library;
  if (batch.length === 0) {
    parentPort.close();
    return;
  }
  // The server runtime refuses paths its build does not list (`ssr: false`): list this batch's.
  const handler = createRequestHandler({ ...build, prerender: [...build.prerender, ...batch] }, mode);
  let next = 0;
  const runner = async () => {
    while (next < batch.length) await prerender(handler, batch[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, runner));
  parentPort.postMessage('done');
});
parentPort.postMessage('ready');
