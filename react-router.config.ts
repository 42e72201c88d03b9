import type { Config } from '@react-router/dev/config';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { pinBuildInlineScripts } from './scripts/lib/script-hashes.mjs';
import { publicPaths } from './src/content/paths.server';

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
  prerender() {
    return publicPaths();
  },
  // Runs after prerendering: post-processing of the client output (see decision 004).
  buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    pinBuildInlineScripts(client, process.env.VITE_WORKSPACE ?? 'Redress');
    // The page any path outside the site and the app gets, with status 404 (Hosting serves
    // 404.html when no rewrite matches): the app's shell, which shows the page-not-found texts.
    copyFileSync(path.join(client, '__spa-fallback.html'), path.join(client, '404.html'));
  },
} satisfies Config;
