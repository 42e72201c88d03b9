// `npm run bench`: builds for production against emulators on a bench port offset, serves the
// build, and measures Lighthouse, bundle sizes, step-to-step time and content scale in one run.
// Writes reports/bench-<date>.json and regenerates docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { chromiumVersion, findChromium } from '../lib/chromium.mjs';
import { handleInterrupts, stopOnInterrupt } from '../lib/interrupt.mjs';
import { Stack, StackError, appEnv, root } from '../lib/stack.mjs';
import { BenchArgsError, USAGE, parseBenchArgs } from './args.mjs';
import { writeBaseline } from './baseline.mjs';
import { buildApp } from './build.mjs';
import { measureColdStart } from './coldstart.mjs';
import { measureBulk } from './bulk.mjs';
import { measureDesk } from './desk.mjs';
import { measurePages } from './lighthouse.mjs';
import { renderMarkdown, spliceBulk, spliceDesk } from './markdown.mjs';
import { measureScale } from './scale.mjs';
import { serveCompressed } from './server.mjs';
import { measureSizes, readBudgets } from './sizes.mjs';
import { measureSteps } from './steps.mjs';
import { evaluate } from './targets.mjs';

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BenchArgsError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
// Ctrl-C (or a SIGTERM) stops every emulator, server, browser and build the bench started, then
// exits 130 (143).
handleInterrupts();
const only = options.parts;
const wanted = (part) => only.length === 0 || only.includes(part);
const { runs, claims, rows } = options;
/** At least this many Lighthouse runs of /form/start (see measureApp). */
const FORM_RUNS = 5;
const log = (line) => console.log(line);

const offset = process.env.REDRESS_PORT_OFFSET;
const workDir = path.join('.stack', `bench-${offset}`);
const started = new Date();

function machine() {
  const { path: binary, source } = findChromium();
  const version = chromiumVersion(binary);
  return {
    cpus: os.cpus().length,
    loadBefore: os.loadavg()[0].toFixed(1),
    node: process.version,
    chromium: `${version || 'Chromium'} (${source})`,
  };
}

function firstPrerendered(clientDir, pattern) {
  const meta = path.join(clientDir, 'builds', 'meta');
  const file = readdirSync(meta).find((name) => name.endsWith('.json'));
  if (!file) return null;
  const { prerendered } = JSON.parse(readFileSync(path.join(meta, file), 'utf8'));
  return prerendered.find((p) => pattern.test(p)) ?? null;
}

async function measureApp(report) {
  const stack = new Stack({ profile: 'test', log });
  const releaseStack = stopOnInterrupt(stack);
  const servers = [];
  const closeServers = () => {
    for (const server of servers) server.close();
  };
  const releaseServers = stopOnInterrupt(closeServers);
  try {
    log('▶ emulators');
    await stack.startEmulators();
    const { ports } = stack;
    log('▶ production build');
    const build = await buildApp({ buildDir: path.join(workDir, 'build'), env: appEnv(ports) });
    report.build = { seconds: build.seconds, prerenderSeconds: build.prerenderSeconds };
    report.sizes = await measureSizes(build.clientDir, report.budgets);
    // Until the journey's routes exist, /form/start is the not-found page: measuring it would
    // report the 404 page's figures as the form's.
    const formWired = report.sizes.some((s) => s.kind === 'app' && s.path.startsWith('form/start'));

    const appUrl = `http://127.0.0.1:${ports.app}`;
    servers.push(await serveCompressed({ dir: build.clientDir, port: ports.app, innerPort: ports.app + 1 }));
    if (wanted('lighthouse')) {
      const baselineDir = path.join(root, workDir, 'baseline');
      writeBaseline(build.clientDir, baselineDir);
      const baselinePort = ports.app + 2;
      servers.push(await serveCompressed({ dir: baselineDir, port: baselinePort, innerPort: ports.app + 3 }));
      const article = firstPrerendered(build.clientDir, /^\/blog\/(?!tags\/|categories\/)[^/]+$/);
      const lender = firstPrerendered(build.clientDir, /^\/lenders\/[^/]+$/);
      // Each content page is compared with itself as static HTML: the same build with every script
      // and modulepreload link removed, served the same way, measured just before it.
      const contentPages = [
        { key: 'home', path: '/' },
        ...(article ? [{ key: 'article', path: article }] : []),
        ...(lender ? [{ key: 'lender', path: lender }] : []),
        { key: 'vehicle', path: '/vehicle' },
        { key: 'blog', path: '/blog' },
        // The not-found page as a file: Lighthouse will not audit a document answered with 404.
        { key: 'notFound', path: '/404' },
      ];
      const pages = [
        ...contentPages.flatMap((p) => [
          {
            key: `${p.key}:static`,
            path: p.path,
            url: new URL(p.path, `http://127.0.0.1:${baselinePort}`).toString(),
          },
          { ...p, url: new URL(p.path, appUrl).toString() },
        ]),
        // The journey's first page is the one whose TBT sits near its target: a single task crossing
        // Lighthouse's 50 ms line moves its median of three by tens of milliseconds, so it gets the
        // five runs Lighthouse's own guidance on variability asks for.
        ...(formWired
          ? [
              {
                key: 'form',
                path: '/form/start',
                url: new URL('/form/start', appUrl).toString(),
                runs: Math.max(runs, FORM_RUNS),
              },
            ]
          : []),
      ];
      log(`▶ lighthouse (${runs} runs per page, ${Math.max(runs, FORM_RUNS)} for /form/start)`);
      const measured = await measurePages(pages, { runs, log });
      for (const { key } of contentPages) {
        const page = measured[key];
        const staticPage = measured[`${key}:static`];
        delete measured[`${key}:static`];
        if (!page) continue;
        page.staticLcp = staticPage?.lcp ?? null;
        page.lcpRatio = page.staticLcp && page.lcp ? page.lcp / page.staticLcp : null;
      }
      report.lighthouse = {
        runs,
        pages: measured,
        skipped: formWired ? [] : ['`/form/start` not measured: the build has no journey routes yet.'],
      };
    }
    if (wanted('steps') && formWired) {
      log('▶ step to step');
      report.steps = await measureSteps({ baseUrl: appUrl, firestorePort: ports.firestore, log });
    } else if (wanted('steps')) {
      report.steps = {
        wired: false,
        samples: [],
        gatewaySamples: [],
        stops: ['the build has no journey routes yet'],
      };
    }
  } finally {
    closeServers();
    releaseServers();
    await stack.stop();
    releaseStack();
  }
}

async function main() {
  const report = {
    date: started.toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim(),
    // The tree is shared while people work: say when the build included uncommitted changes.
    uncommitted:
      spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
        cwd: root,
        encoding: 'utf8',
      }).stdout.trim() !== '',
    machine: machine(),
    budgets: readBudgets(),
  };
  if (['lighthouse', 'sizes', 'steps'].some(wanted)) await measureApp(report);
  if (wanted('coldstart')) {
    log('▶ gateway cold start');
    report.coldStart = await measureColdStart({ log });
  }
  if (wanted('scale')) {
    log('▶ content scale');
    report.scale = await measureScale({ workDir, env: {}, log });
  }
  if (wanted('desk')) {
    log(`▶ the desk over ${claims.toLocaleString('en-GB')} claims`);
    report.desk = await measureDesk({ log, claims });
  }
  if (wanted('bulk')) {
    log(`▶ a determinations file of ${rows.toLocaleString('en-GB')} rows, and the overview's counters`);
    report.bulk = await measureBulk({ log, rows });
  }
  report.verdicts = evaluate(report);

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const stamp = started.toISOString().slice(0, 16).replace(':', '-');
  const reportFile = path.join(root, 'reports', `bench-${stamp}.json`);
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nReport: ${path.relative(root, reportFile)}`);
  if (only.length === 0 && runs >= 3) {
    await writeDocs(report);
    log('Regenerated docs/performance.md');
  } else if (only.length === 1 && only[0] in SPLICES) {
    await writePartDocs(report, SPLICES[only[0]]);
    log(`Updated the ${only[0]} section of docs/performance.md`);
  } else {
    log('A partial run: docs/performance.md left as it was (run `npm run bench` with no arguments).');
  }
  for (const v of report.verdicts)
    log(`${v.met === null ? '·' : v.met ? '✓' : '✗'} ${v.label}: ${v.measured} (${v.detail})`);
  rmSync(path.join(root, workDir, 'build'), { recursive: true, force: true });
}

/**
 * `npm run bench -- --render reports/bench-….json`: re-renders docs/performance.md after notes.md
 * or a target (targets.mjs, lighthouserc.json) changed, judging the report's figures again.
 */
async function render(file) {
  const report = { ...JSON.parse(readFileSync(path.resolve(root, file), 'utf8')), budgets: readBudgets() };
  report.verdicts = evaluate(report);
  await writeDocs(report);
  log(`Rendered docs/performance.md from ${file}`);
}

/** Writes docs/performance.md formatted as `npm test`'s prettier check expects. */
async function writeDocs(report) {
  const notes = readFileSync(path.join(root, 'scripts', 'bench', 'notes.md'), 'utf8');
  const before = JSON.parse(readFileSync(path.join(root, 'scripts', 'bench', 'before.json'), 'utf8'));
  const file = path.join(root, 'docs', 'performance.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(
    file,
    await prettier.format(renderMarkdown(report, notes, before), { ...options, filepath: file }),
  );
}

/** The parts a run of their own rewrites only their section and target rows of (desk, bulk). */
const SPLICES = { desk: spliceDesk, bulk: spliceBulk };

/** A one-part run (`npm run bench -- desk`, `-- bulk`) rewrites its section and target rows only. */
async function writePartDocs(report, splice) {
  const file = path.join(root, 'docs', 'performance.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const current = readFileSync(file, 'utf8');
  writeFileSync(file, await prettier.format(splice(current, report), { ...options, filepath: file }));
}

try {
  if (options.render) await render(options.render);
  else await main();
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exitCode = 1;
}
