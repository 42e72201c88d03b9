// The one way anything in the project finds and starts Chromium: browser tests, story tests and
// the benchmark (Lighthouse) all go through here. Order of choice (decision 107):
//   1. CHROME_PATH, when it is set (it must point at a Chromium that exists);
//   2. a system Chromium (Debian's /usr/bin/chromium and its usual siblings);
//   3. the Chromium shipped inside the @sparticuz/chromium npm package, unpacked once per install
//      into node_modules/.cache/redress-chromium/<version>/.
// When none can be found or started, the caller gets a BrowserUnavailableError: one sentence that
// says what to do, with no stack trace.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StackError } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = '@sparticuz/chromium';

/** Flags for Chromium on a machine with a closed network; headless is added by callers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system places a Chromium is looked for, in order. */
export const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** No browser could be found or started: a problem the developer can fix, told in one sentence. */
export class BrowserUnavailableError extends StackError {
  constructor(message) {
    super(message);
    this.name = 'BrowserUnavailableError';
    // The stack says nothing the sentence does not; test runners print it, so leave it out.
    this.stack = `${this.name}: ${message}`;
  }
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The packaged Chromium's folder for the installed package version, or null when not installed. */
export function packagedChromiumDir(base = root) {
  const manifest = path.join(base, 'node_modules', ...PACKAGE.split('/'), 'package.json');
  if (!existsSync(manifest)) return null;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(base, 'node_modules', '.cache', 'redress-chromium', version);
}

/**
 * Unpacks the packaged Chromium (≈ 190 MB, ≈ 2 s) unless an earlier run did. The package unpacks
 * into the operating system's temporary folder, so a child process does it with TMPDIR set to a
 * staging folder, which is then renamed into place: a run that is stopped halfway, or two runs at
 * once, never leave a half-written browser behind.
 */
function unpackPackagedChromium(dir) {
  const binary = path.join(dir, 'chromium');
  if (isExecutable(binary)) return binary;
  const staging = `${dir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const unpack = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { default: c } = await import(${JSON.stringify(PACKAGE)}); process.stdout.write(await c.executablePath());`,
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, TMPDIR: staging } },
  );
  const unpacked = unpack.stdout.trim();
  if (unpack.status !== 0 || path.dirname(unpacked) !== staging || !isExecutable(unpacked)) {
    rmSync(staging, { recursive: true, force: true });
    throw new BrowserUnavailableError(
      `The Chromium inside ${PACKAGE} could not be unpacked (${firstLine(unpack.stderr) || 'no output'}): run npm ci again, or set CHROME_PATH to a Chromium binary.`,
    );
  }
  try {
    renameSync(staging, dir);
  } catch {
    // Another run unpacked it first; theirs is complete (it was renamed into place whole).
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
}

/**
 * Which Chromium to use: { path, source } with source 'CHROME_PATH', 'system' or 'packaged'.
 * Throws BrowserUnavailableError when there is none.
 */
export function findChromium({
  env = process.env,
  systemCandidates = SYSTEM_CHROMIUM,
  packagedDir = packagedChromiumDir(),
} = {}) {
  if (env.CHROME_PATH) {
    if (!isExecutable(env.CHROME_PATH)) {
      throw new BrowserUnavailableError(
        `CHROME_PATH is set to ${env.CHROME_PATH}, which is not an executable file: point it at a Chromium binary, or unset it to use the system's or the packaged Chromium.`,
      );
    }
    return { path: env.CHROME_PATH, source: 'CHROME_PATH' };
  }
  const system = systemCandidates.find(isExecutable);
  if (system) return { path: system, source: 'system' };
  if (packagedDir) return { path: unpackPackagedChromium(packagedDir), source: 'packaged' };
  throw new BrowserUnavailableError(
    `No Chromium found: there is none at ${systemCandidates[0]} and ${PACKAGE} is not installed; run npm ci, or set CHROME_PATH to a Chromium binary.`,
  );
}

/** The Chromium binary to use (see findChromium). */
export function chromiumPath() {
  return findChromium().path;
}

/** The browser's own version line, e.g. "Chromium 143.0.7499.0", or null if it does not answer. */
export function chromiumVersion(binary) {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return out.status === 0 ? out.stdout.trim() : null;
}

/**
 * Starts headless Chromium with playwright-core. Any failure to find or start it is a
 * BrowserUnavailableError naming the binary and the first line of the reason.
 * @param {Pick<import('playwright-core').LaunchOptions, 'handleSIGINT' | 'handleSIGTERM'>} [options]
 *   false for a command that stops the browser on a signal itself (scripts/lib/interrupt.mjs)
 */
export async function launchChromium(options = {}) {
  const { path: executablePath, source } = findChromium();
  const { chromium } = await import('playwright-core');
  const start = () => chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, ...options });
  const reasonOf = (error) => firstLine(error instanceof Error ? error.message : String(error));
  try {
    return await start();
  } catch (first) {
    // A Chromium that closed as it started ("Target page, context or browser has been closed", seen
    // once on two busy cores in CI) is started once more; one that cannot start fails twice.
    console.error(`Chromium did not start (${reasonOf(first)}); trying once more.`);
    try {
      return await start();
    } catch (error) {
      throw new BrowserUnavailableError(
        `Chromium (${source}, ${executablePath}) did not start: ${reasonOf(error)}. Set CHROME_PATH to another Chromium binary.`,
      );
    }
  }
}
