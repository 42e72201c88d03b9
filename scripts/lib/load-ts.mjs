// Lets a script run a TypeScript module that imports the claim contract (contract/), so a rule the
// contract owns (the staff roles, the workspaces, a claim's search fields) is not copied into the
// script. The module is bundled with esbuild, which the gateway's build already uses, into
// node_modules/.cache, where its package imports resolve as the repository's own do.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Imports a TypeScript module of the repository.
 * @param {string} relativePath the module's path from the repository's root, e.g. 'scripts/lib/seed.ts'
 */
export async function importTs(relativePath) {
  const outfile = path.join(
    root,
    'node_modules',
    '.cache',
    'redress-scripts',
    `${relativePath.replace(/[/\\]/g, '_').replace(/\.ts$/, '')}.mjs`,
  );
  await build({
    entryPoints: [path.join(root, relativePath)],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
