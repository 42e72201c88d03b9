// One prerender worker thread (scripts/lib/content-prerender.mjs, decision 223): imports the server
// build and writes each path it is handed the way React Router's prerender does for a page route
// (`handlePrerender` in @react-router/dev): the `.data` file when a route on the path has a loader,
// then the HTML. Two differences cut the thread's CPU time by about 40% (decision 237): the HTML is
// rendered from the loaders' own data rather than from the `.data` file's text handed back in a
// header (a content page's loader looks its page up in the parsed library, which costs less than
// React Router's round trip through encodeURI, header checks and the turbo-stream decoder; the
// page is the same, as the comparison test checks), and files are written synchronously.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { cpuSeconds } from './cpu-time.mjs';

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
// Synchronous writes: the promise-based ones (a file handle, three trips through libuv's thread
// pool and their promises per file) cost more CPU than rendering the page's data (decision 237).
const made = new Set();
function write(file, contents) {
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(file, contents);
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
  if (matches.some((m) => build.assets.routes[m.route.id]?.hasLoader)) {
    // Trailing-slash-aware data requests (the config's future flag).
    const dataPath = normalize(pagePath.endsWith('/') ? `${pagePath}_.data` : `${pagePath}.data`);
    const response = await handler(new Request(`http://localhost${dataPath}`));
    const data = await response.text();
    if (response.status !== 200 && response.status !== 202) {
      throw new Error(
        `Prerender (data): Received a ${response.status} status code while prerendering ${pagePath}.`,
      );
    }
    write(path.join(clientDir, ...dataPath.split('/')), data);
  }
  // React Router's prerender hands the `.data` file's text back (`X-React-Router-Prerender-Data`)
  // so that no loader runs twice; here the loaders run again (decision 237).
  const htmlPath = normalize(`${pagePath}/`);
  const response = await handler(new Request(`http://localhost${htmlPath}`));
  const html = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `Prerender (html): Received a ${response.status} status code while prerendering ${pagePath}:\n${html}`,
    );
  }
  write(path.join(clientDir, ...htmlPath.split('/'), 'index.html'), html);
}

parentPort.on('message', async ({ paths: batch, library }) => {
  // The content the build has parsed, with the first batch, for the server build's loaders
  // (getLibrary in src/content/content.server.ts).
  if (library) globalThis[Symbol.for('redress.contentLibrary')] = library;
  if (batch.length === 0) {
    // The thread's own CPU time, for the build's log (decision 237); null off Linux.
    parentPort.postMessage({ cpu: cpuSeconds('thread-self') });
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
