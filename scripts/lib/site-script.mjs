// The content pages' script (src/site/main.ts, decision 123): bundled into the client build as an
// entry of its own, and linked from every prerendered content page once the build knows its hashed
// file name. Also turns the prerendered not-found page into the 404.html Hosting serves.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The script's source, as the pages name it before the build links the bundled file. */
export const SITE_SCRIPT_ENTRY = 'src/site/main.ts';
/** Where the not-found page is prerendered before it becomes 404.html. */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/** Vite plugin: adds the script to the client build as an entry chunk (assets/site-[hash].js). */
export function siteScript() {
  return {
    name: 'redress:site-script',
    apply: 'build',
    buildStart() {
      if (this.environment?.name !== 'client') return;
      this.emitFile({ type: 'chunk', id: path.resolve(SITE_SCRIPT_ENTRY), name: 'site' });
    },
  };
}

/**
 * The bundled script's URL path and the chunks it imports statically (which the pages preload),
 * from Vite's manifest of a client build.
 * @param {string} clientDir
 * @returns {{ file: string, imports: string[] }}
 */
export function siteScriptFiles(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest[SITE_SCRIPT_ENTRY];
  if (!entry?.file) throw new Error(`The client build in ${clientDir} has no ${SITE_SCRIPT_ENTRY} entry.`);
  const imports = new Set();
  const visit = (key) => {
    for (const next of manifest[key]?.imports ?? []) {
      if (imports.has(`/${manifest[next].file}`)) continue;
      imports.add(`/${manifest[next].file}`);
      visit(next);
    }
  };
  visit(SITE_SCRIPT_ENTRY);
  return { file: `/${entry.file}`, imports: [...imports] };
}

/** Marks the content pages' inline loader, for the bundle sizes and the tests to find. */
export const SITE_LOADER_ATTRIBUTE = 'data-site-loader';

/**
 * The content page's script tag: an inline module that imports the script and its imports (all at
 * once, rather than one after another) when the page's `load` event has fired and the page has
 * been painted. Nothing in it is needed to paint the page, and Lighthouse's simulated LCP counts
 * every request that finished before the LCP it observed, so it starts afterwards (decision 152).
 * @param {string[]} urls
 */
export function siteScriptLoader(urls) {
  // A page with no other files can fire `load` before its first paint: the imports wait for the
  // frame after the next one is painted.
  const body =
    `const load=()=>requestAnimationFrame(()=>setTimeout(()=>${JSON.stringify(urls)}.forEach((url)=>import(url))));` +
    'document.readyState==="complete"?load():addEventListener("load",load,{once:true})';
  return `<script type="module" ${SITE_LOADER_ATTRIBUTE}>${body}</script>`;
}

/**
 * The scripts a content page's loader imports (local paths), or none.
 * @param {string} html
 * @returns {string[]}
 */
export function siteLoaderImports(html) {
  const loader = new RegExp(
    `<script\\b[^>]*\\b${SITE_LOADER_ATTRIBUTE}\\b[^>]*>([\\s\\S]*?)<\\/script>`,
  ).exec(html);
  return loader ? [...loader[1].matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1]) : [];
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Moves the prerendered not-found page to 404.html and points every content page at the bundled
 * script. Returns the number of pages linked.
 * @param {string} clientDir
 */
export function finishContentPages(clientDir) {
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH);
  const notFound = path.join(notFoundDir, 'index.html');
  if (!existsSync(notFound)) throw new Error(`No prerendered not-found page at ${notFound}.`);
  renameSync(notFound, path.join(clientDir, '404.html'));
  rmSync(notFoundDir, { recursive: true, force: true });
  rmSync(path.join(clientDir, `${NOT_FOUND_PRERENDER_PATH}.data`), { force: true });

  const source = `<script type="module" src="/${SITE_SCRIPT_ENTRY}"></script>`;
  const { file: script, imports } = siteScriptFiles(clientDir);
  const bundled = siteScriptLoader([script, ...imports]);
  let linked = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(source)) continue;
    writeFileSync(file, html.replace(source, bundled));
    linked++;
  }
  return linked;
}
