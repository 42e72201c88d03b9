// The prerender's CPU time, for a machine shared with others (decision 237): a production build of
// generated content (content-gen.mjs, 100 lenders) whose build process's CPU time (user + system,
// every thread, from /proc/<pid>/stat) is read when the prerender's first `Prerender (` log line
// appears and again at its last, as the bench times the phase by wall clock (build.mjs).
//   node scripts/bench/prerender-cpu.mjs 2000 [10000 …]
// Linux only. Builds into .stack/prerender-cpu-<n>/ and removes it afterwards.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds } from '../lib/cpu-time.mjs';
import { root } from '../lib/stack.mjs';
import { buildApp, outputSize } from './build.mjs';
import { writeContent } from './content-gen.mjs';

const LENDERS = 100;

async function measure(articles) {
  const work = path.join('.stack', `prerender-cpu-${articles}`);
  const contentDir = path.join(root, work, 'content');
  writeContent(contentDir, { articles, lenders: LENDERS });
  const load = os.loadavg()[0];
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  let first = null;
  let last = null;
  /** @type {number | null} */
  let threadsCpu = null;
  let whole = { user: 0, system: 0 };
  const build = await buildApp({
    buildDir: path.join(work, 'build'),
    env: { REDRESS_CONTENT_DIR: contentDir },
    onSpawn: (spawned) => {
      child = spawned;
      const onData = (chunk) => {
        const threads = /the threads' CPU time ([\d.]+) s/.exec(chunk.toString());
        if (threads) threadsCpu = Number(threads[1]);
      };
      spawned.stdout?.on('data', onData);
      spawned.stderr?.on('data', onData);
      // The process's CPU time just before it ends: poll, the last reading wins.
      const poll = setInterval(() => {
        try {
          whole = cpuSeconds(spawned.pid) ?? whole;
        } catch {
          // gone
        }
      }, 100);
      spawned.on('exit', () => clearInterval(poll));
    },
    onPrerender: () => {
      const cpu = cpuSeconds(child?.pid);
      if (!cpu) throw new Error('The prerender CPU measurement reads /proc: run it on Linux.');
      const mark = { at: performance.now(), cpu };
      first ??= mark;
      last = mark;
    },
  });
  if (!first || !last) throw new Error('The build logged no "Prerender" line.');
  const { pages } = outputSize(build.clientDir);
  rmSync(path.join(root, work), { recursive: true, force: true });
  const user = last.cpu.user - first.cpu.user;
  const system = last.cpu.system - first.cpu.system;
  return {
    articles,
    pages,
    load: Number(load.toFixed(1)),
    prerenderWall: Number(((last.at - first.at) / 1000).toFixed(1)),
    prerenderCpu: Number((user + system).toFixed(1)),
    prerenderUser: Number(user.toFixed(1)),
    prerenderSystem: Number(system.toFixed(1)),
    cpuMsPerArticle: Number((((user + system) * 1000) / articles).toFixed(2)),
    // The content threads' own CPU time (their share of the above), as the build logs it.
    threadsCpu,
    buildWall: Number(build.seconds.toFixed(1)),
    buildCpu: Number((whole.user + whole.system).toFixed(1)),
  };
}

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('Usage: node scripts/bench/prerender-cpu.mjs <articles> [<articles> …]');
  process.exit(1);
}
for (const articles of counts) console.log(JSON.stringify(await measure(articles)));
