import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built functions module as Cloud Functions loads it: once per instance, with FUNCTION_TARGET
// naming the instance's function, and without it for the deploy's analysis (decision 227).
const root = path.resolve(import.meta.dirname, '../..');
let dir: string;

const PROBE = `
const loaded = () => Object.keys(require.cache).filter((file) => /firebase-functions\\/lib\\/esm\\/v2\\/providers\\//.test(file)).map((file) => path.basename(file)).sort();
const mod = await import(process.env.MODULE);
const functions = Object.fromEntries(Object.entries(mod).map(([name, value]) => [name, value === undefined ? null : Object.keys(value.__endpoint).find((key) => key.endsWith('Trigger'))]));
process.stdout.write(JSON.stringify({ functions, loaded: loaded() }));
`;

function load(target?: string) {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import path from 'node:path'; import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);${PROBE}`,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        MODULE: path.join(dir, 'lib', 'index.js'),
        GCLOUD_PROJECT: 'demo-redress',
        FUNCTIONS_EMULATOR: 'true',
        ...(target ? { FUNCTION_TARGET: target } : {}),
      },
    },
  );
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { functions: Record<string, string | null>; loaded: string[] };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'redress-functions-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const build = spawnSync(process.execPath, [path.join(root, 'functions', 'build.mjs')], {
    env: { ...process.env, GATEWAY_OUTDIR: path.join(dir, 'lib') },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the functions module, as each function instance loads it', () => {
  it('defines every function, each with its trigger, for the deploy’s analysis', () => {
    expect(load().functions).toEqual({
      cleanUpAnonymousAccounts: 'scheduleTrigger',
      cspReport: 'httpsTrigger',
      gateway: 'callableTrigger',
      recordOverdueResponses: 'scheduleTrigger',
      sendClaimConfirmation: 'taskQueueTrigger',
    });
  });

  it('defines only the gateway in a gateway instance, without the schedulers’ or the task queue’s modules', () => {
    const { functions, loaded } = load('gateway');
    expect(functions).toEqual({
      cleanUpAnonymousAccounts: null,
      cspReport: null,
      gateway: 'callableTrigger',
      recordOverdueResponses: null,
      sendClaimConfirmation: null,
    });
    expect(loaded).toEqual(['https.mjs']);
  });

  it('defines only the confirmation task in its instance', () => {
    const { functions, loaded } = load('sendClaimConfirmation');
    expect(Object.entries(functions).filter(([, trigger]) => trigger !== null)).toEqual([
      ['sendClaimConfirmation', 'taskQueueTrigger'],
    ]);
    expect(loaded).toEqual(['tasks.mjs']);
  });
});
