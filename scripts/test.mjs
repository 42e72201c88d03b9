// `npm test`: every check. Most checks spend their time waiting (on a browser, on an emulator),
// so three lanes run at once (decision 107), the static one at a lower CPU priority (decision 287):
//   static   typecheck → lint → format → audit → secrets → stories (Storybook built, every story in Chromium) → html
//            (the W3C Nu HTML Checker over every HTML file of the app build, once it is made)
//   unit     unit and component tests → integration tests, against emulator stack "test"
//   browser  the app built and served → browser tests, against emulator stack "e2e"
// Both stacks start at once, while the first steps run; each has its own ports and data, so
// integration and browser tests never see each other's writes. More at once than this overloads
// two cores: gateway calls then miss their deadlines and unit tests their timeouts. A lane stops at
// its first failure; the others finish, so one run reports everything that fails.
// `npm test -- e2e lint` runs only the named steps (and what they need); a path among them
// (`npm test -- integration tests/export`) limits the test steps to the files it matches.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { AUDIT_NOT_RUN_STATUS } from './lib/audit-run.mjs';
import { BrowserUnavailableError, chromiumVersion, findChromium } from './lib/chromium.mjs';
import { handleInterrupts, interrupted, stopOnInterrupt } from './lib/interrupt.mjs';
import { GATEWAY_BUILT_ENV, Stack, StackError, adminEnv, appEnv, buildGateway, root } from './lib/stack.mjs';
import { digest } from './lib/failure-digest.mjs';
import { serve } from './serve.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm test [-- <step>… <path>…]      (npm run validate is the same)

Runs every check in three lanes at once and prints each step's time at the end; a lane stops at its
first failure, the others finish. The integration and browser tests start two emulator stacks of
their own (REDRESS_PORT_OFFSET shifts their ports, so runs can share a machine).

Steps (all when none is named; a step brings what it needs):
  typecheck     tsc over the app and the gateway
  lint          ESLint
  format        Prettier's check
  audit         npm's advisories against what ships (audit-policy.json)
  secrets       secretlint over the repository's files
  stories       Storybook built, every story in Chromium
  html          the W3C Nu HTML Checker over every HTML file of the app build
  unit          the unit and component tests
  integration   the integration tests, against the emulator stack "test"
  e2e           the browser tests, against the app build and the emulator stack "e2e"

Arguments:
  <path>        an argument with a / limits the test steps to the files it matches,
                e.g. npm test -- integration tests/export
  --help, -h    this text`,
);

const offset = process.env.REDRESS_PORT_OFFSET;
const buildDir = offset ? `build-test-${offset}` : 'build-test';
const files = process.argv.slice(2).filter((arg) => arg.includes('/'));
const only = process.argv.slice(2).filter((arg) => !arg.includes('/'));
const wanted = (name) => only.length === 0 || only.includes(name);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const timings = [];
const failures = [];
/** Steps that could not check anything here (the audit with no registry answer): not passes. */
const notRun = [];
/** What each failed step printed, kept so the end of the run can name the failing tests again. */
const failedOutputs = new Map();
const started = Date.now();

/**
 * The static lane's steps run at a lower CPU priority (nice 10, and so every process they start):
 * none of them waits on a clock, while the browser tests and the integration tests wait on gateway
 * calls and pages with deadlines, and on two cores the lanes take turns (decision 287).
 */
const YIELDING_STEPS = new Set(['typecheck', 'lint', 'format', 'audit', 'secrets', 'stories', 'html']);
const YIELDING_PRIORITY = 10;

/**
 * Runs one step with its output held back and printed whole when it ends, so lanes running at
 * once never interleave. Resolves true when it passed. A step that exits with `notRunStatus` could
 * not check anything on this machine: it is reported NOT RUN, and the lane goes on.
 */
async function run(name, cmd, args, env = {}, { notRunStatus } = {}) {
  const since = Date.now();
  console.log(`▶ ${name} started at ${seconds(started)} s`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...colour, ...env },
  });
  if (YIELDING_STEPS.has(name) && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, YIELDING_PRIORITY);
    } catch {
      // A system that refuses leaves the step at the usual priority; it still runs.
    }
  }
  const releaseChild = stopOnInterrupt(() => child.kill('SIGTERM'));
  child.on('exit', releaseChild);
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (notRunStatus !== undefined && status === notRunStatus) {
    const text = Buffer.concat(chunks).toString().trim();
    timings.push([name, seconds(since)]);
    notRun.push(name);
    console.log(`\n○ ${name} NOT RUN (${seconds(since)} s)${text ? `\n${text}` : ''}\n`);
    return true;
  }
  return report(name, since, status === 0, Buffer.concat(chunks).toString());
}

/** Runs an in-process task (starting emulators, a build) as a step. */
async function task(name, work) {
  const since = Date.now();
  try {
    await work();
    return report(name, since, true, '');
  } catch (error) {
    return report(
      name,
      since,
      false,
      error instanceof StackError ? error.message : String(error?.stack ?? error),
    );
  }
}

function report(name, since, passed, output) {
  const took = seconds(since);
  timings.push([name, took]);
  const text = output.trim();
  console.log(`\n${passed ? '✓' : '✗'} ${name} (${took} s)${text ? `\n${text}` : ''}\n`);
  if (!passed) {
    failures.push(name);
    failedOutputs.set(name, text);
  }
  return passed;
}

/** Runs steps one after another; the first that fails ends the lane. */
async function lane(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

const needsBrowser = ['stories', 'e2e'].some(wanted);
const needsStacks = ['integration', 'e2e'].some(wanted);
const needsBuild = needsStacks || wanted('html');

// The browser first: when there is none, say so in one sentence before anything else runs.
let chrome;
if (needsBrowser) {
  try {
    chrome = findChromium();
    console.log(`Browser: ${chromiumVersion(chrome.path) ?? chrome.path} (${chrome.source})`);
  } catch (error) {
    if (!(error instanceof BrowserUnavailableError)) throw error;
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
// Every child finds the same browser without looking again.
const browserEnv = chrome ? { CHROME_PATH: chrome.path } : {};

const stacks = { test: new Stack({ profile: 'test' }), e2e: new Stack({ profile: 'e2e' }) };
let server;
const cleanup = async () => {
  server?.close();
  await Promise.all(Object.values(stacks).map((stack) => stack.stop()));
};
// Ctrl-C (or a SIGTERM) stops both stacks, the server and every step running, then exits 130 (143).
handleInterrupts();
stopOnInterrupt(cleanup);

// The gateway is compiled once, then both stacks start from it in the background.
const gatewayBuilt = needsStacks ? task('gateway build', buildGateway) : Promise.resolve(true);
const stackUp = (name) =>
  gatewayBuilt.then((built) =>
    built ? task(`emulators (${name})`, () => stacks[name].startEmulators({ buildGateway: false })) : false,
  );
const testStack = wanted('integration') ? stackUp('test') : Promise.resolve(true);
const e2eStack = wanted('e2e') ? stackUp('e2e') : Promise.resolve(true);

// The app build the integration tests inspect and the browser tests use, pointed at the e2e stack.
const appBuilt = needsBuild
  ? run('build (test)', bin('react-router'), ['build'], {
      ...appEnv(stacks.e2e.ports),
      REDRESS_BUILD_DIR: buildDir,
    })
  : Promise.resolve(true);
const clientDir = path.join(root, buildDir, 'client');

// A stand-in for the registry's answer to the audit (tests/unit/supply-chain.test.ts gives one).
const auditReport = process.env.REDRESS_AUDIT_REPORT ? [process.env.REDRESS_AUDIT_REPORT] : [];

const maybe = (name, step) => (wanted(name) ? step : () => Promise.resolve(true));

const staticLane = lane(
  maybe('typecheck', () => run('typecheck', 'npm', ['run', 'typecheck', '--silent'])),
  maybe('lint', () => run('lint', bin('eslint'), ['.', '--max-warnings=0'])),
  maybe('format', () => run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'])),
  // Supply chain (decision 205): npm's advisories against what ships, and secrets in the tree. Where
  // the registry does not answer the audit, the step is NOT RUN, not passed (decision 246).
  maybe('audit', () =>
    run(
      'audit',
      'node',
      [path.join(root, 'scripts', 'audit-deps.mjs'), ...auditReport],
      {},
      { notRunStatus: AUDIT_NOT_RUN_STATUS },
    ),
  ),
  maybe('secrets', () => run('secrets', 'node', [path.join(root, 'scripts', 'secrets-scan.mjs')])),
  maybe('stories', () => run('stories', bin('vitest'), ['run', '--project', 'stories'], browserEnv)),
  // Every prerendered page, 404.html and the app shell, in one Java run (decision 158).
  maybe('html', () => appBuilt),
  maybe('html', () => run('html', 'node', [path.join(root, 'scripts', 'check-html.mjs'), clientDir])),
);

const unitLane = lane(
  maybe('unit', () =>
    run('unit', bin('vitest'), ['run', '--project', 'unit', '--project', 'component', ...files], browserEnv),
  ),
  maybe('integration', () => testStack),
  maybe('integration', () => appBuilt),
  maybe('integration', () =>
    run('integration', bin('vitest'), ['run', '--project', 'integration', ...files], {
      // A stack a test starts of its own (the soak's) loads the gateway built above.
      [GATEWAY_BUILT_ENV]: '1',
      ...adminEnv(stacks.test.ports),
      ...appEnv(stacks.test.ports),
      ...browserEnv,
      BUILD_CLIENT_DIR: clientDir,
    }),
  ),
);

const browserLane = lane(
  maybe('e2e', () => appBuilt),
  maybe('e2e', () => e2eStack),
  maybe('e2e', async () => {
    server = await serve({ dir: clientDir, port: stacks.e2e.ports.app });
    return run('e2e', bin('vitest'), ['run', '--project', 'e2e', ...files], {
      ...adminEnv(stacks.e2e.ports),
      ...appEnv(stacks.e2e.ports),
      ...browserEnv,
      APP_URL: `http://127.0.0.1:${stacks.e2e.ports.app}`,
      BUILD_CLIENT_DIR: clientDir,
    });
  }),
);

try {
  await Promise.all([staticLane, unitLane, browserLane, testStack, e2eStack, appBuilt]);
} finally {
  await cleanup();
}

const width = Math.max(...timings.map(([name]) => name.length));
console.log(timings.map(([name, took]) => `${name.padEnd(width)}  ${took.padStart(6)} s`).join('\n'));
console.log(`${'total'.padEnd(width)}  ${seconds(started).padStart(6)} s`);
for (const [name, text] of failedOutputs) console.log(`\n${digest(name, text)}`);
if (notRun.length)
  console.log(`\n○ NOT RUN: ${notRun.join(', ')} (nothing was checked; see the step's output)`);
console.log(
  failures.length
    ? `\n✗ failed: ${failures.join(', ')}`
    : `\n✓ all checks passed${notRun.length ? `, except what was NOT RUN: ${notRun.join(', ')}` : ''}`,
);
// Interrupted, the handler exits 130 (143) once the emulators have stopped.
if (!interrupted()) process.exit(failures.length ? 1 : 0);
