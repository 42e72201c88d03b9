import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The gateway's build is made beside lib/ and moved in whole (decision 288): a gateway already
// running (`npm start`, or another test command's emulators) never finds its index or a chunk it
// loads on first use missing, while `firebase deploy` (--clean) uploads one build only.
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'redress-gateway-build-'));
const lib = path.join(dir, 'lib');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'functions', 'build.mjs'), ...args], {
    env: { ...process.env, GATEWAY_OUTDIR: lib },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

/** A chunk an earlier build left, written `ageMs` ago. */
function earlierChunk(name: string, ageMs: number) {
  const file = path.join(lib, 'chunks', name);
  writeFileSync(file, 'export {};\n');
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(file, then, then);
}

const chunks = () => readdirSync(path.join(lib, 'chunks'));

describe('the gateway build', () => {
  it('moves a whole build into lib/, keeps an earlier build’s chunks for an hour, and --clean keeps none', () => {
    build();
    expect(readdirSync(dir)).toEqual(['lib']);
    const index = readFileSync(path.join(lib, 'index.js'), 'utf8');
    const named = [...index.matchAll(/["']\.\/chunks\/([\w-]+\.js)["']/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(0);

    earlierChunk('earlier-RECENT00.js', 5 * 60 * 1000);
    earlierChunk('earlier-STALE000.js', 2 * 60 * 60 * 1000);
    build();
    // Nothing is left beside lib/, every chunk the new index names is there, and of the earlier
    // build's only the one written within the hour.
    expect(readdirSync(dir)).toEqual(['lib']);
    for (const name of named) expect(existsSync(path.join(lib, 'chunks', name)), name).toBe(true);
    expect(chunks()).toContain('earlier-RECENT00.js');
    expect(chunks()).not.toContain('earlier-STALE000.js');

    build('--clean');
    expect(chunks().filter((name) => name.startsWith('earlier-'))).toEqual([]);
    expect(existsSync(path.join(lib, 'index.js'))).toBe(true);
  }, 180_000);
});
