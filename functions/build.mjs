// Builds the gateway into ES modules, lib/index.js and the chunks it loads on first use, which is
// what the emulators load and what `firebase deploy` uploads. Bundling lets the function use the
// claim contract (../contract), which lives outside this folder, without deploying the rest of the
// repository (decision 106). npm packages stay external: the deployed folder installs them.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
// GATEWAY_OUTDIR: another folder, for a test that loads the build without touching lib/.
const outdir = process.env.GATEWAY_OUTDIR ?? path.join(here, 'lib');
// A clean folder: nothing left over from an earlier build is deployed.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outdir,
  // What index.ts imports when a function first runs goes into chunks of its own, so loading
  // the function does not load them (nor the packages they import).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
