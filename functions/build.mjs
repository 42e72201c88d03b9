// Builds the gateway into one ES module, lib/index.js, which is what the emulators load and what
// `firebase deploy` uploads. Bundling lets the function use the claim contract (../contract), which
// lives outside this folder, without deploying the rest of the repository (decision 106). npm
// packages stay external: the deployed folder installs them from package.json.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
// A clean folder: nothing left over from an earlier build is deployed.
rmSync(path.join(here, 'lib'), { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outfile: path.join(here, 'lib', 'index.js'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
