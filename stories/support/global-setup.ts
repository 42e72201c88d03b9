import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { AXE_SCRIPT } from './axe';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** Each engineer's run builds into its own folder, like the app's test build. */
function outputDir(): string {
  const offset = process.env.REDRESS_PORT_OFFSET;
  return path.join(root, offset ? `build-storybook-test-${offset}` : 'build-storybook-test');
}

/**
 * Builds Storybook (unless STORYBOOK_STATIC points at a finished build) and serves it, with the
 * axe-core script the checks add to each page, for the story tests; stops the server afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let dir = process.env.STORYBOOK_STATIC;
  if (!dir) {
    dir = outputDir();
    const build = spawnSync(
      path.join(root, 'node_modules', '.bin', 'storybook'),
      ['build', '--test', '--quiet', '--output-dir', dir],
      { cwd: root, encoding: 'utf8', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
    );
    if (build.status !== 0) {
      throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
    }
  }
  const server = await serveStatic(dir, { [AXE_SCRIPT.path]: AXE_SCRIPT.file });
  project.provide('storybookUrl', server.url);
  return server.close;
}
