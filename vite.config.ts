import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkPlan } from './scripts/lib/chunk-plan.mjs';
import { contentPrerender } from './scripts/lib/content-prerender.mjs';
import { routerProduction } from './scripts/lib/router-production.mjs';
import { siteScript } from './scripts/lib/site-script.mjs';
import { getLibrary } from './src/content/content.server';
import { prerenderSplit } from './src/content/paths.server';
import { buildManifest } from './scripts/vite-build-manifest.mjs';

// The WORKSPACE setting chooses the brand at build and start.
process.env.VITE_WORKSPACE ??= process.env.WORKSPACE ?? 'Redress';

const chunks = chunkPlan();

export default defineConfig({
  plugins: [
    routerProduction(),
    // Before React Router's own plugin: the worker threads start as the server build is written,
    // from a copy of it, and React Router's prerender runs beside them, then removes the server
    // build (decisions 223 and 237).
    contentPrerender({ paths: () => prerenderSplit().workers, library: getLibrary }),
    reactRouter(),
    buildManifest(),
    siteScript(),
    chunks.plugin,
  ],
  ssr: { noExternal: ['styled-components'] },
  // The bundle budgets (scripts/lib/bundle-sizes.mjs) read the chunk graph from Vite's manifest.
  // XState in one chunk: split by whichever routes import which parts, it cost the claim journey's
  // first load about 1.5 KB gzip more than the whole library in one file (decision 140). What a
  // page loads as it opens comes in six chunks, by who loads it (decision 150).
  build: {
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/, priority: chunks.groups.length + 1 },
            ...chunks.groups,
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
