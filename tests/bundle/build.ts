import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The build `npm test` made for this run, or a fresh one (to remove after) when the file runs on its own. */
function buildDirectory(): { made: string; temporary?: string } {
  const offset = process.env.REDRESS_PORT_OFFSET;
  const made = path.resolve(
    root,
    process.env.REDRESS_BUILD_DIR ?? (offset ? `build-test-${offset}` : 'build-test'),
  );
  if (existsSync(path.join(made, 'client', 'index.html'))) return { made };
  const temporary = mkdtempSync(path.join(tmpdir(), 'redress-build-'));
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    env: { ...process.env, REDRESS_BUILD_DIR: temporary },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}${result.stderr}`);
  return { made: temporary, temporary };
}

/**
 * The production build's client folder for one test file: found (or built, within `timeout` ms)
 * before its tests, a build made for it removed after them. The tests read it through the
 * returned function.
 */
export function builtClient(timeout: number): () => string {
  let client: string | undefined;
  let temporary: string | undefined;
  beforeAll(() => {
    const build = buildDirectory();
    temporary = build.temporary;
    client = path.join(build.made, 'client');
  }, timeout);
  afterAll(() => {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  });
  return () => {
    if (!client) throw new Error('The build was not found or made: see the error before the tests.');
    return client;
  };
}
