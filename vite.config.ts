import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { siteScript } from './scripts/lib/site-script.mjs';
import { buildManifest } from './scripts/vite-build-manifest.mjs';

// The WORKSPACE setting chooses the brand at build and start.
process.env.VITE_WORKSPACE ??= process.env.WORKSPACE ?? 'Redress';

export default defineConfig({
  plugins: [reactRouter(), buildManifest(), siteScript()],
  ssr: { noExternal: ['styled-components'] },
  // The bundle budgets (scripts/lib/bundle-sizes.mjs) read the chunk graph from Vite's manifest.
  // XState in one chunk: split by whichever routes import which parts, it cost the claim journey's
  // first load about 1.5 KB gzip more than the whole library in one file (decision 140).
  build: {
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ }] } },
    },
  },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
