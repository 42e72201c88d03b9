import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { prerenderWorkers } from './scripts/lib/content-prerender.mjs';
import { usesRecaptcha } from './scripts/lib/headers.mjs';
import { pinBuildInlineScripts } from './scripts/lib/script-hashes.mjs';
import { NOT_FOUND_PRERENDER_PATH, finishContentPages } from './scripts/lib/site-script.mjs';
import { prerenderSplit, publicPaths } from './src/content/paths.server';

/**
 * Framework mode without a server: public routes are prerendered to static HTML at
 * build time; everything else (the claim form, /auth, /login) is served as a SPA.
 * See docs/decisions/001-framework-mode-and-prerendering.md.
 */
export default {
  appDirectory: 'src',
  // A separate build directory per concurrent test run (see scripts/test.mjs).
  buildDirectory: process.env.REDRESS_BUILD_DIR ?? 'build',
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: {
    paths() {
      // The not-found page is prerendered too, then moved to 404.html (scripts/lib/site-script.mjs).
      // Worker threads prerender most content pages (vite.config.ts, decision 223); with
      // REDRESS_PRERENDER_WORKERS=0 React Router prerenders every page itself.
      const paths = prerenderWorkers() === 0 ? publicPaths() : prerenderSplit().router;
      return [...paths, NOT_FOUND_PRERENDER_PATH];
    },
    // Eight paths at a time: one renders while others wait on the disk (decision 151).
    concurrency: 8,
  },
  // Runs after prerendering: post-processing of the client output (see decision 004).
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Content pages link the bundled content-pages script; the prerendered not-found page becomes
    // 404.html, which Hosting answers any path outside the site and the app with (status 404).
    finishContentPages(client);
    pinBuildInlineScripts(client, process.env.VITE_WORKSPACE ?? 'Redress', {
      recaptcha: usesRecaptcha(process.env),
    });
  },
} satisfies Config;
