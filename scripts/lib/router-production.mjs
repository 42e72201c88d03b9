// React Router 7 publishes a production build (dist/production: no development warnings, smaller)
// but its package exports name only the development build, so every bundler picks that one
// (remix-run/react-router#14102, open). This Vite plugin resolves `react-router` and
// `react-router/dom` to the production build in the browser bundle of a production build only; the
// dev server, the tests and the server render keep the package's own resolution (decision 150).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The production files of the installed React Router, by the specifier the app imports. */
export function routerProductionFiles() {
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
}

/** Vite plugin: the browser bundle of `react-router build` uses React Router's production build. */
export function routerProduction() {
  const files = routerProductionFiles();
  let production = false;
  return {
    name: 'redress:router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      production = config.mode === 'production';
    },
    resolveId(source) {
      if (!production || this.environment?.name !== 'client') return null;
      return files[source] ?? null;
    },
  };
}
