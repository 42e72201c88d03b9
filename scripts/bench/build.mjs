// Production builds for the bench, timed. The prerender phase is timed from the build's log: from
// its first "Prerender" line to its last (the content worker threads' first line, decision 223,
// to React Router's last).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stopOnInterrupt } from '../lib/interrupt.mjs';
import { root } from '../lib/stack.mjs';

/**
 * `onSpawn` is given the build process as it starts, and `onPrerender` is called at each
 * "Prerender" line of its log (prerender-cpu.mjs reads the process's CPU time there).
 * @param {{
 *   buildDir: string,
 *   env?: Record<string, string>,
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void,
 *   onPrerender?: () => void,
 * }} options buildDir relative to the project
 * @returns {Promise<{ seconds: number, prerenderSeconds: number | null, clientDir: string }>}
 */
export function buildApp({ buildDir, env = {}, onSpawn, onPrerender }) {
  const started = performance.now();
  let firstPrerender = null;
  let lastPrerender = null;
  let tail = '';
  const child = spawn(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env, REDRESS_BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A SIGTERM sent to the bench alone does not reach the build: it is stopped with the emulators.
  const releaseBuild = stopOnInterrupt(() => child.kill('SIGTERM'));
  child.on('exit', releaseBuild);
  const onData = (chunk) => {
    const text = chunk.toString();
    if (text.includes('Prerender (')) {
      firstPrerender ??= performance.now();
      lastPrerender = performance.now();
      onPrerender?.();
    }
    tail = (tail + text).slice(-4000);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  onSpawn?.(child);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`react-router build failed (exit ${code}):\n${tail}`));
        return;
      }
      resolve({
        seconds: (performance.now() - started) / 1000,
        prerenderSeconds:
          firstPrerender === null || lastPrerender === null ? null : (lastPrerender - firstPrerender) / 1000,
        clientDir: path.join(root, buildDir, 'client'),
      });
    });
  });
}

/**
 * Sizes of what a build wrote: every file, and the prerendered pages (HTML and data files).
 * @param {string} clientDir
 */
export function outputSize(clientDir) {
  let bytes = 0;
  let pageBytes = 0;
  let pages = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const size = statSync(file).size;
      bytes += size;
      if (entry.name.endsWith('.html') || entry.name.endsWith('.data')) pageBytes += size;
      if (entry.name === 'index.html') pages += 1;
    }
  };
  walk(clientDir);
  return { bytes, pageBytes, pages };
}
