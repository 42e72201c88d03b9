// Prerenders the bulk of the content pages in worker threads (decision 223). React Router's own
// prerender renders one path at a time in the build's one process, so on a machine with more than
// one core it uses one of them. Once the server build is written, this plugin starts one worker per
// core and React Router prerenders its share of the paths in the build's thread meanwhile
// (decision 237). Each worker imports a copy of the server build and asks it for each page as
// React Router's prerender does (the `.data` file, then the HTML), so the files written are the
// same. The worker threads are handed batches of paths as they finish the last one.
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Environment setting: how many worker threads; 0 leaves every page to React Router's prerender. */
export const PRERENDER_WORKERS_ENV = 'REDRESS_PRERENDER_WORKERS';

/** Paths handed to a worker at a time. */
const BATCH = 100;

/**
 * The number of worker threads the content pages are prerendered in: the setting, or one per core.
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function prerenderWorkers(env = process.env) {
  const raw = env[PRERENDER_WORKERS_ENV];
  if (raw === undefined || raw.trim() === '') return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(
      `${PRERENDER_WORKERS_ENV} must be a whole number of worker threads (0 or more), not "${raw}".`,
    );
  }
  return count;
}

/**
 * Prerenders paths of the server build in worker threads, writing into the client build directory.
 * The threads start (and import the server build) while `paths()` is computed.
 * @param {{ serverBuild: string, clientDir: string, mode: string, paths: () => string[], library?: () => unknown, workers: number }} options
 *   library: the parsed content, handed to each thread with its first batch
 * @returns {Promise<{ pages: number, cpuSeconds: number | null }>} the number of pages written and
 *   the threads' CPU time (user + system; null where the threads cannot read it)
 */
export async function prerenderInWorkers({
  serverBuild,
  clientDir,
  mode,
  paths: listPaths,
  library,
  workers,
}) {
  let paths = [];
  let content;
  let next = 0;
  const threads = [];
  /** @type {({ user: number, system: number } | null)[]} */
  const cpu = [];
  const run = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./content-prerender-worker.mjs', import.meta.url), {
        workerData: { serverBuild, clientDir, mode },
      });
      threads.push(worker);
      // The worker asks for a batch when it starts and after each one; an empty batch ends it.
      let first = true;
      worker.on('message', (message) => {
        // Its last message: the CPU time it used.
        if (typeof message === 'object' && message !== null && 'cpu' in message) {
          cpu.push(message.cpu);
          return;
        }
        worker.postMessage({ paths: paths.slice(next, next + BATCH), library: first ? content : undefined });
        next += BATCH;
        first = false;
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        code === 0
          ? resolve(undefined)
          : reject(new Error(`A prerender worker stopped with exit code ${code}.`)),
      );
    });
  const running = Array.from({ length: Math.max(1, workers) }, run);
  try {
    // The threads' first requests for a batch are answered once this has returned.
    paths = listPaths();
    content = library?.();
    await Promise.all(running);
  } catch (error) {
    await Promise.allSettled(threads.map((worker) => worker.terminate()));
    await Promise.allSettled(running);
    throw error;
  }
  const cpuSeconds = cpu.every((time) => time !== null)
    ? cpu.reduce((sum, time) => sum + time.user + time.system, 0)
    : null;
  return { pages: paths.length, cpuSeconds };
}

/**
 * Vite plugin: once the server build is written, starts prerendering `paths()` in worker threads,
 * and lets React Router's own prerender (which renders the paths its config lists) run in the
 * build's thread meanwhile; the SSR build's `closeBundle` waits for the threads, so every page is
 * written before React Router's `buildEnd` post-processing (decision 237). React Router removes
 * the server build after its prerender: the threads render from a copy beside it.
 * @param {{ paths: () => string[], library?: () => unknown, workers?: number }} options
 * @returns {import('vite').Plugin}
 */
export function contentPrerender({ paths, library, workers = prerenderWorkers() }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** @type {Promise<() => void> | undefined} the threads' work; resolves to the logging of its result */
  let running;
  return {
    name: 'redress:content-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(output, bundle) {
        if (workers === 0 || this.environment?.name !== 'ssr') return;
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (!entry || !output.dir) throw new Error('The server build has no entry file to prerender from.');
        const clientDir = path.resolve(config.root, config.environments.client.build.outDir);
        const serverDir = path.resolve(config.root, output.dir);
        // Beside the server build, so that its packages resolve from the project's node_modules.
        const copy = `${serverDir}-content-prerender`;
        rmSync(copy, { recursive: true, force: true });
        cpSync(serverDir, copy, { recursive: true });
        const started = performance.now();
        config.logger.info(`Prerender (content): rendering in ${workers} worker threads`);
        running = prerenderInWorkers({
          serverBuild: path.join(copy, entry.fileName),
          clientDir,
          mode: config.mode,
          paths,
          library,
          workers,
        })
          .then(({ pages, cpuSeconds }) => {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            // The threads' CPU time says what the pages cost on a machine others are using too.
            const cpu =
              cpuSeconds === null || pages === 0
                ? ''
                : `; the threads' CPU time ${cpuSeconds.toFixed(1)} s, ${((cpuSeconds * 1000) / pages).toFixed(1)} ms a page`;
            // Logged in closeBundle, after React Router's prerender has logged its pages.
            return () =>
              config.logger.info(
                `Prerender (content): ${pages} pages -> ${path.relative(config.root, clientDir)} in ${seconds} s${cpu}`,
              );
          })
          .finally(() => rmSync(copy, { recursive: true, force: true }));
        // A thread's failure fails the build where it is awaited, in closeBundle.
        running.catch(() => {});
      },
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (this.environment?.name !== 'ssr' || !running) return;
        const threads = running;
        running = undefined;
        (await threads)();
      },
    },
  };
}
