import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * A Vite plugin that gives Storybook's browser build a module named `moduleId` whose default
 * export is the default export of `source` (a TypeScript file of the project, loaded in Node
 * through Vite's module runner), serialized as JSON at build time.
 * @param {string} moduleId
 * @param {URL} source
 * @returns {import('vite').Plugin}
 */
export function nodeValueModule(moduleId, source) {
  const resolved = `\0${moduleId}`;
  const file = fileURLToPath(source);
  return {
    name: `redress-node-value:${moduleId}`,
    resolveId: (id) => (id === moduleId ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const { module } = await runnerImport(file);
      this.addWatchFile(file);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(module.default))});`;
    },
  };
}

/**
 * Gives Storybook's browser build the site's content (siteContent.ts, the app's own TypeScript)
 * as `virtual:redress-content` (tsconfig's `paths` gives it siteContent.ts's type), so a page
 * story shows what the prerendered page shows and Markdown is never parsed in the browser.
 * @returns {import('vite').Plugin}
 */
export const contentLibrary = () =>
  nodeValueModule('virtual:redress-content', new URL('./siteContent.ts', import.meta.url));

/**
 * Gives the wizard stories their starting snapshots (src/journey/stories/storySnapshots.ts) as
 * `virtual:redress-story-snapshots`, computed once at build time: walking the wizard's graph takes
 * seconds, which every story opened on its own would otherwise spend in the browser.
 * @returns {import('vite').Plugin}
 */
export const storySnapshots = () =>
  nodeValueModule(
    'virtual:redress-story-snapshots',
    new URL('../../src/journey/stories/storySnapshots.ts', import.meta.url),
  );
