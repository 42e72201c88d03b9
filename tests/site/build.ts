import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const WORKSPACES = ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'] as const;
export type Workspace = (typeof WORKSPACES)[number];

const root = path.resolve(import.meta.dirname, '..', '..');

// Inside the project (the prerender imports packages from node_modules) and per port offset, so
// concurrent test runs do not share a directory; `build-*` is ignored by git and the linters.
const buildsDir = path.join(root, `build-site-${process.env.REDRESS_PORT_OFFSET ?? 0}`);

/** Builds the app for one workspace into a fresh directory; resolves with its client dir. */
export async function buildWorkspace(workspace: Workspace): Promise<string> {
  return (await buildWorkspaceLogged(workspace)).client;
}

/**
 * Builds the app for one workspace into a fresh directory, with extra environment settings;
 * resolves with its client dir and the build's log.
 */
export async function buildWorkspaceLogged(
  workspace: Workspace,
  env: Record<string, string> = {},
): Promise<{ client: string; output: string }> {
  mkdirSync(buildsDir, { recursive: true });
  const dir = mkdtempSync(path.join(buildsDir, `${workspace}-`));
  const child = spawn(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    env: { ...process.env, ...env, WORKSPACE: workspace, VITE_WORKSPACE: workspace, REDRESS_BUILD_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Build of ${workspace} failed:\n${output.slice(-3000)}`);
  return { client: path.join(dir, 'client'), output };
}

/** The prerendered HTML file for a path of a client build. */
export function htmlFor(clientDir: string, pagePath: string): string {
  return readFileSync(path.join(clientDir, pagePath, 'index.html'), 'utf8');
}
