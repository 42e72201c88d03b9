import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built functions module as Cloud Functions loads it: once per instance, with FUNCTION_TARGET
// naming the instance's function, and without it for the deploy's analysis (decision 227). The
// build bundles the npm packages a function needs to load (decision 235), so the module is loaded
// here from a folder with no node_modules: loading it resolves no package.
const root = path.resolve(import.meta.dirname, '../..');
/** The build alone, as nothing but lib/. */
let bare: string;
/** The build as `firebase deploy` uploads it: package.json, lib/ and the installed packages. */
let deployed: string;

const FUNCTIONS = [
  'cleanUpAnonymousAccounts',
  'cspReport',
  'gateway',
  'recordOverdueResponses',
  'runDeterminationsImport',
  'sendClaimConfirmation',
];

const PROBE = `
const mod = await import(process.env.MODULE);
const functions = Object.fromEntries(Object.entries(mod).map(([name, value]) => [name, value === undefined ? null : Object.keys(value.__endpoint).find((key) => key.endsWith('Trigger'))]));
process.stdout.write(JSON.stringify(functions));
`;

function load(target?: string) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: bare,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      MODULE: path.join(bare, 'lib', 'index.js'),
      GCLOUD_PROJECT: 'demo-redress',
      FUNCTIONS_EMULATOR: 'true',
      ...(target ? { FUNCTION_TARGET: target } : {}),
    },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Record<string, string | null>;
}

beforeAll(() => {
  bare = mkdtempSync(path.join(os.tmpdir(), 'redress-functions-'));
  const build = spawnSync(process.execPath, [path.join(root, 'functions', 'build.mjs')], {
    env: { ...process.env, GATEWAY_OUTDIR: path.join(bare, 'lib') },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  deployed = mkdtempSync(path.join(os.tmpdir(), 'redress-functions-deployed-'));
  cpSync(path.join(bare, 'lib'), path.join(deployed, 'lib'), { recursive: true });
  cpSync(path.join(root, 'functions', 'package.json'), path.join(deployed, 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(deployed, 'node_modules'));
}, 60_000);

afterAll(() => {
  for (const dir of [bare, deployed]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the functions module, as each function instance loads it', () => {
  it('defines every function, each with its trigger, for the deploy’s analysis', () => {
    expect(load()).toEqual({
      cleanUpAnonymousAccounts: 'scheduleTrigger',
      cspReport: 'httpsTrigger',
      gateway: 'callableTrigger',
      recordOverdueResponses: 'scheduleTrigger',
      runDeterminationsImport: 'taskQueueTrigger',
      sendClaimConfirmation: 'taskQueueTrigger',
    });
  });

  it.each(FUNCTIONS)('defines only %s in its own instance, with no npm package installed', (name) => {
    const defined = Object.entries(load(name)).filter(([, trigger]) => trigger !== null);
    expect(defined.map(([defines]) => defines)).toEqual([name]);
  });

  it('gives the deploy every function, its secrets and its parameters, as firebase-functions reads them', () => {
    const manifestPath = path.join(deployed, 'functions.json');
    // The analysis firebase deploy runs in the functions folder.
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js')],
      {
        cwd: deployed,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          GCLOUD_PROJECT: 'demo-redress',
          FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath,
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      endpoints: Record<string, { region: string[]; secretEnvironmentVariables?: { key: string }[] }>;
      params: { name: string; type: string }[];
      requiredAPIs: { api: string }[];
    };
    expect(Object.keys(manifest.endpoints).sort()).toEqual(FUNCTIONS);
    for (const endpoint of Object.values(manifest.endpoints))
      expect(endpoint.region).toEqual(['europe-west2']);
    expect(manifest.endpoints.gateway?.secretEnvironmentVariables?.map(({ key }) => key).sort()).toEqual([
      'IDEAL_POSTCODES_API_KEY',
      'RATE_LIMIT_HASH_KEY',
      'TWILIO_AUTH_TOKEN',
    ]);
    expect(manifest.params.map(({ name, type }) => `${name}:${type}`).sort()).toEqual([
      'APP_CHECK_ENFORCED:boolean',
      'GATEWAY_MIN_INSTANCES:int',
      'GATEWAY_SERVICE_ACCOUNT:string',
      'IDEAL_POSTCODES_API_KEY:secret',
      'RATE_LIMIT_HASH_KEY:secret',
      'TWILIO_AUTH_TOKEN:secret',
    ]);
    expect(manifest.requiredAPIs.map(({ api }) => api).sort()).toEqual([
      'cloudscheduler.googleapis.com',
      'cloudtasks.googleapis.com',
    ]);
  });
});
