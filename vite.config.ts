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
  build: { manifest: true },
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
});
