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
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { exitWithUsageIfAsked } from '../scripts/lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run build:functions [-- --clean]

Builds the gateway into ES modules in functions/lib (index.js and the chunks it loads on first use),
what the emulators load and what \`firebase deploy\` uploads. The build is made in a folder beside
lib/ and moved in when whole, so a gateway already running never finds a file missing; chunks of
earlier builds stay an hour for it. GATEWAY_OUTDIR names another folder than lib/.

Options:
  --clean       empty lib/ first, keeping nothing of earlier builds (what \`firebase deploy\` runs)
  --help, -h    this text`,
);
const clean = process.argv.slice(2).includes('--clean');

const here = import.meta.dirname;
// GATEWAY_OUTDIR: another folder, for a test that loads the build without touching lib/.
const target = process.env.GATEWAY_OUTDIR ?? path.join(here, 'lib');
// The build is made beside the target, then moved in (publish, below): builds that run at once
// (two test commands, or a test command beside \`npm start\`) each have their own.
const outdir = `${target}.next-${process.pid}`;
rmSync(outdir, { recursive: true, force: true });
// A build that fails leaves nothing behind (after a whole one, the folder is already gone).
process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));

/** How long chunks of an earlier build stay in lib/ for a gateway still running on it. */
const KEEP_EARLIER_CHUNKS_MS = 60 * 60 * 1000;

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

publish(outdir, target);

/**
 * Moves a whole build into `to`: its chunks first, then index.js, so a gateway that loads the new
 * index finds every chunk it names, and one still running on an earlier index finds the chunks
 * that index names (kept for KEEP_EARLIER_CHUNKS_MS, then removed by a later build). With --clean,
 * `to` is emptied first: what `firebase deploy` uploads holds nothing of an earlier build.
 */
function publish(from, to) {
  if (clean) rmSync(to, { recursive: true, force: true });
  const chunks = path.join(to, 'chunks');
  mkdirSync(chunks, { recursive: true });
  const fresh = new Set(readdirSync(path.join(from, 'chunks')));
  for (const name of fresh) renameSync(path.join(from, 'chunks', name), path.join(chunks, name));
  for (const name of readdirSync(from)) {
    if (name !== 'chunks') renameSync(path.join(from, name), path.join(to, name));
  }
  rmSync(from, { recursive: true, force: true });
  const cutoff = Date.now() - KEEP_EARLIER_CHUNKS_MS;
  for (const name of readdirSync(chunks)) {
    const file = path.join(chunks, name);
    if (!fresh.has(name) && statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
}
