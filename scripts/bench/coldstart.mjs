// The gateway's cold start: the time Node takes to load the built function module
// (functions/lib/index.js), as a new gateway instance does before its first request: Cloud Functions
// starts it with FUNCTION_TARGET=gateway, so it defines the gateway only (decision 227). Each
// sample is a fresh process, so nothing is cached between them; the emulator variables are set so
// that loading never reaches for credentials.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildGateway, root } from '../lib/stack.mjs';
import { median, percentile } from './stats.mjs';

export const COLD_START_RUNS = 9;

const PROBE = `
const started = performance.now();
await import(process.env.GATEWAY_MODULE);
process.stdout.write(String(performance.now() - started));
process.exit(0);
`;

/**
 * @param {{ runs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ samples: number[], median: number | null, p95: number | null }>}
 */
export async function measureColdStart({ runs = COLD_START_RUNS, log = console.log } = {}) {
  await buildGateway();
  const module = path.join(root, 'functions', 'lib', 'index.js');
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const probe = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
      cwd: path.join(root, 'functions'),
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        GATEWAY_MODULE: module,
        FUNCTION_TARGET: 'gateway',
        GCLOUD_PROJECT: 'demo-redress',
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
      },
    });
    const ms = Number(probe.stdout);
    if (probe.status !== 0 || !Number.isFinite(ms)) {
      throw new Error(`The gateway module did not load: ${probe.stderr.trim().split('\n')[0] ?? ''}`);
    }
    samples.push(ms);
  }
  const result = { samples, median: median(samples), p95: percentile(samples, 95) };
  log(`  gateway module load: median ${result.median?.toFixed(0)} ms over ${runs} fresh processes`);
  return result;
}
