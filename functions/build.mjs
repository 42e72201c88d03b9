// Builds the gateway into ES modules, lib/index.js and the chunks it loads on first use, which is
// what the emulators load and what `firebase deploy` uploads. Bundling lets the function use the
// claim contract (../contract), which lives outside this folder, without deploying the rest of the
// repository (decision 106).
// The npm packages are bundled too (decision 235): loading a function then reads a few files of
// lib/ instead of resolving and reading some 300 files of firebase-functions, firebase-admin and
// their dependencies, which was most of a cold start. A few stay in node_modules, which the
// deployed folder still installs (package.json and the packages' own dependencies), and are loaded
// on a function's first call only:
// - @google-cloud/firestore: google-gax and gRPC load its .proto/JSON files and native parts by path;
// - dejavu-fonts-ttf: fonts, read by path (documents/pdfWriter.ts);
// - https-proxy-agent: gaxios (firebase-admin's HTTP client) loads it with import() when a proxy is
//   set, and reads a named export, which a bundled CommonJS module behind import() does not have
//   (see the check below).
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exitWithUsageIfAsked } from '../scripts/lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run build:functions

Builds the gateway into ES modules in functions/lib (index.js and the chunks it loads on first use),
what the emulators load and what \`firebase deploy\` uploads; lib/ is emptied first.
GATEWAY_OUTDIR names another folder. Takes no arguments but --help (-h).`,
);

const here = import.meta.dirname;
// GATEWAY_OUTDIR: another folder, for a test that loads the build without touching lib/.
const outdir = process.env.GATEWAY_OUTDIR ?? path.join(here, 'lib');
// A clean folder: nothing left over from an earlier build is deployed.
rmSync(outdir, { recursive: true, force: true });

const EXTERNAL_PACKAGES = ['@google-cloud/firestore', 'dejavu-fonts-ttf', 'https-proxy-agent'];

const { metafile } = await build({
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outdir,
  // What index.ts imports when a function first runs goes into chunks of its own, so loading
  // the function does not load them (nor the packages they import).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  external: EXTERNAL_PACKAGES,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The bundled CommonJS packages call require() (node: built-ins, and the external packages):
  // an ES module has none, so each file makes its own, resolving from where the file is.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Not minified: it loaded no faster (decision 235), and the stack traces stay readable.
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

// With code splitting, a CommonJS module that is only reached through import() gets a chunk of its
// own whose one export is `default` (esbuild issue 3245): `const { name } = await import('pkg')`
// then finds nothing, where Node would give the named exports. Such a chunk fails the build; the
// import goes through a module of ours that imports the package statically
// (src/lib/passwordEstimator.ts), or the package stays external.
const cjsBehindImport = Object.entries(metafile.outputs).filter(
  ([file]) =>
    file.endsWith('.js') && /^export default require_[\w$]+\(\);$/m.test(readFileSync(file, 'utf8')),
);
if (cjsBehindImport.length > 0) {
  const packages = cjsBehindImport.map(([, { inputs }]) => Object.keys(inputs)[0]);
  throw new Error(
    `CommonJS loaded with import() loses its named exports once bundled: ${packages.join(', ')}`,
  );
}
