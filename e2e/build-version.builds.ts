// Two real production builds (A and B) and a server whose files can be swapped under it, for the
// build-version browser tests (e2e/build-version.e2e.test.ts).
import { spawn } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '../scripts/serve.mjs';

const root = path.resolve(import.meta.dirname, '..');
const offset = process.env.REDRESS_PORT_OFFSET ?? '0';
const dirFor = (name: string) => path.join(root, `build-e2e-${offset}-${name}`);

export type BuildName = 'a' | 'b';

function runBuild(name: BuildName): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      // vitest runs with NODE_ENV=test, which would make this a development build.
      env: { ...process.env, NODE_ENV: 'production', REDRESS_BUILD_DIR: path.basename(dirFor(name)) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build ${name} failed:\n${stderr}`))));
  });
}

export async function buildId(name: BuildName): Promise<string> {
  const latest = JSON.parse(await readFile(path.join(dirFor(name), 'client', 'builds', 'latest.json'), 'utf8')) as {
    id: string;
  };
  return latest.id;
}

/** Builds A then B (one at a time: the machine has two cores shared with other runs). */
export async function buildBoth(): Promise<void> {
  await runBuild('a');
  await runBuild('b');
}

export async function removeBuilds(): Promise<void> {
  await Promise.all(['a', 'b'].map((name) => rm(dirFor(name), { recursive: true, force: true })));
}

export interface Site {
  url: (pathname: string) => string;
  /** Replaces every file under the server with one build's client output (old chunks vanish). */
  deploy: (name: BuildName) => Promise<void>;
  /** Overwrites only builds/latest.json, as if the new HTML had not reached the host yet. */
  announce: (name: BuildName) => Promise<void>;
  close: () => Promise<void>;
}

export async function startSite(): Promise<Site> {
  const live = dirFor('live');
  const deploy = async (name: BuildName) => {
    await rm(live, { recursive: true, force: true });
    await cp(path.join(dirFor(name), 'client'), live, { recursive: true });
  };
  await deploy('a');
  const server: Server = await serve({ dir: live, port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    deploy,
    announce: (name) =>
      cp(path.join(dirFor(name), 'client', 'builds', 'latest.json'), path.join(live, 'builds', 'latest.json')),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(live, { recursive: true, force: true });
    },
  };
}
