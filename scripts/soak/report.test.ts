import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import { END, START, writeReports } from './report.mjs';

const report = {
  date: '2026-11-26T05:49:52.783Z',
  journeys: 3,
  completed: 3,
  inFlight: 2,
  machine: '2 CPU cores, Node v20.20.2',
  claimsSubmitted: 3,
  textsSent: 3,
  wallMs: 4200,
  journeysPerMinute: 42.9,
  callsPerSecond: 6.4,
  userExists: { medianExistsMs: 311, medianMissingMs: 312, medianDifferenceMs: 1 },
  personalDataInLogs: [],
  problems: [],
  calls: { submitClaim: { count: 3, p50: 219, p95: 360, max: 777 } },
};

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the soak’s section of docs/reliability.md', () => {
  it('is rewritten between its markers, formatted as the repository’s prettier check expects', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'soak-report-'));
    mkdirSync(path.join(root, 'docs'));
    const docFile = path.join(root, 'docs', 'reliability.md');
    writeFileSync(docFile, `# Reliability\n\nWritten by hand.\n\n${START}\nold figures\n${END}\n\nAfter.\n`);

    await writeReports(root, report);

    const doc = readFileSync(docFile, 'utf8');
    expect(doc).toContain('Written by hand.');
    expect(doc).toContain('After.');
    expect(doc).not.toContain('old figures');
    expect(doc).toMatch(/\| submitClaim +\| +3 \| +219 \| +360 \| +777 \|/);
    const options = (await prettier.resolveConfig(path.resolve('docs/reliability.md'))) ?? {};
    expect(await prettier.check(doc, { ...options, filepath: docFile })).toBe(true);
  });
});
