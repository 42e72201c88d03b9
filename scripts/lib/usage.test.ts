// Every command of package.json answers `--help` and `-h` with its usage and exit code 0, and does
// nothing else: no emulator, no build, no network (decision 263).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asksForHelp } from './usage.mjs';

const root = path.resolve(import.meta.dirname, '../..');

type Scripts = Record<string, string>;
const scriptsOf = (dir: string): Scripts =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Scripts }).scripts;

/** Third-party commands run bare, whose own `--help` and `-h` are the answer. */
const TOOLS = ['react-router', 'eslint', 'prettier', 'size-limit', 'vitest', 'storybook'];

type Entry = { script: string; file: string; args: string[] } | { script: string; tool: string };

/** What a package.json script runs: a node file of ours (through a workspace's script), or a tool. */
function entryOf(script: string, command: string, dir = root): Entry {
  // Every script is one command: after `a && b` the flag would reach b alone, once a had run.
  expect(command, script).not.toMatch(/&&|\|\||;/);
  const words = command.trim().split(/\s+/);
  while (/^[A-Z_]+=/.test(words[0] ?? '')) words.shift();
  if (words[0] === 'node') return { script, file: path.join(dir, words[1]!), args: words.slice(2) };
  if (words[0] === 'npm' && words[1] === 'run') {
    // `npm run x --workspace w --`: the trailing `--` hands the flag on to the workspace's script
    // rather than to npm, which would print its own help for `npm run`.
    expect(words.at(-1), script).toBe('--');
    const workspace = path.join(dir, words[words.indexOf('--workspace') + 1]!);
    return entryOf(script, scriptsOf(workspace)[words[2]!]!, workspace);
  }
  return { script, tool: words[0]! };
}

const entries = Object.entries(scriptsOf(root)).map(([script, command]) => entryOf(script, command));
const ours = entries.filter((e): e is Extract<Entry, { file: string }> => 'file' in e);

/** A folder the gateway's build would empty first: it must still hold its file afterwards. */
const untouched = mkdtempSync(path.join(os.tmpdir(), 'redress-help-'));
writeFileSync(path.join(untouched, 'kept'), '');
afterAll(() => rmSync(untouched, { recursive: true, force: true }));

/** Long enough for a loaded machine to load a script, far too short to start an emulator. */
const LIMIT_MS = 20_000;

function run(file: string, args: string[]) {
  const child = spawn(process.execPath, [file, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Were anything to start after all, it would find no emulator, project or registry.
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      GATEWAY_OUTDIR: untouched,
      npm_config_registry: 'http://127.0.0.1:9/',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, LIMIT_MS);
  return new Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }>((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    }),
  );
}

describe('every package.json script answers --help', () => {
  it('is one command of ours, or a bare tool whose own --help answers', () => {
    expect(ours.length).toBeGreaterThan(20);
    for (const entry of entries) if ('tool' in entry) expect(TOOLS, entry.script).toContain(entry.tool);
  });

  it.concurrent.each(ours.flatMap((entry) => ['--help', '-h'].map((flag) => ({ ...entry, flag }))))(
    'npm run $script -- $flag prints its usage and exits 0',
    async ({ script, file, args, flag }) => {
      const { code, stdout, stderr, timedOut } = await run(file, [...args, flag]);
      expect({ timedOut, code, stderr: code === 0 ? '' : stderr }, script).toEqual({
        timedOut: false,
        code: 0,
        stderr: '',
      });
      expect(stdout.trimStart(), script).toMatch(/^Usage: /);
    },
    LIMIT_MS + 10_000,
  );

  it('left the build folder of the gateway as it was', () => {
    expect(existsSync(path.join(untouched, 'kept'))).toBe(true);
  });
});

describe('asksForHelp', () => {
  it('hears --help and -h anywhere before a --', () => {
    expect(asksForHelp(['--help'])).toBe(true);
    expect(asksForHelp(['desk', '-h'])).toBe(true);
    expect(asksForHelp(['--project', 'production', '--help'])).toBe(true);
    expect(asksForHelp([])).toBe(false);
    expect(asksForHelp(['--hepl', '-H', 'help'])).toBe(false);
    expect(asksForHelp(['--', '--help'])).toBe(false);
  });
});
