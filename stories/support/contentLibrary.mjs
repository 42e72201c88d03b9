import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** The module stories import the site's content from (tsconfig's `paths` gives it siteContent.ts's type). */
const CONTENT_MODULE = 'virtual:redress-content';
const RESOLVED = `\0${CONTENT_MODULE}`;
const SOURCE = fileURLToPath(new URL('./siteContent.ts', import.meta.url));

/**
 * Gives Storybook's browser build the site's content (siteContent.ts, loaded through Vite's module
 * runner as the app's own TypeScript) as a JSON module, so a page story shows what the prerendered
 * page shows and Markdown is never parsed in the browser.
 * @returns {import('vite').Plugin}
 */
export function contentLibrary() {
  return {
    name: 'redress-content-library',
    resolveId: (id) => (id === CONTENT_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport(SOURCE);
      this.addWatchFile(SOURCE);
      return `export default ${JSON.stringify(module.siteContent())};`;
    },
  };
}
