import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKER_FIRST_NAME, MARKER_LAST_NAME } from '../../scripts/soak/journey.mjs';

const JOURNEYS = 10;
// The soak starts emulators of its own (it must read their whole output); they sit 50 ports
// above this run's, clear of the emulators the other integration tests use.
const OFFSET = (Number(process.env.REDRESS_PORT_OFFSET ?? 0) || 0) + 50;

interface SoakReport {
  journeys: number;
  completed: number;
  claimsSubmitted: number;
  textsSent: number;
  functionLogLines: number;
  personalDataInLogs: string[];
  problems: string[];
  userExists: { shapes: string[] };
}

function runSoak(): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redress-soak-'));
  const args = ['scripts/soak/index.mjs', '--journeys', String(JOURNEYS), '--probes', '3'];
  args.push('--offset', String(OFFSET), '--no-docs', '--json', '--report', path.join(dir, 'soak.json'));
  const child = spawn(process.execPath, args, { cwd: path.resolve(import.meta.dirname, '../..') });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('concurrent journeys against the emulators', () => {
  it(`completes ${JOURNEYS} journeys at once with no lost write, one text per claim and no personal data in any log`, async () => {
    const { code, output } = await runSoak();
    const last = output.trim().split('\n').at(-1) ?? '';
    const report = JSON.parse(last.startsWith('{') ? last : '{}') as Partial<SoakReport>;
    expect(report.problems, output.slice(-3000)).toEqual([]);
    expect(report).toMatchObject({
      journeys: JOURNEYS,
      completed: JOURNEYS,
      claimsSubmitted: JOURNEYS,
      textsSent: JOURNEYS,
      personalDataInLogs: [],
    });
    // The scan read the gateway's own log lines, so finding nothing means something.
    expect(report.functionLogLines).toBeGreaterThanOrEqual(JOURNEYS * 6);
    expect(report.userExists?.shapes).toEqual(['exists: ["exists"] boolean', 'missing: ["exists"] boolean']);
    expect(output).not.toContain(MARKER_FIRST_NAME);
    expect(output).not.toContain(MARKER_LAST_NAME);
    expect(code).toBe(0);
  }, 600_000);
});
