import { defineConfig } from 'vitest/config';

const setupFiles = ['./tests/setup/console-guard.ts'];

/**
 * Test projects. `unit` and `component` need nothing running; `integration` and `e2e` talk to the
 * emulators that scripts/test.mjs starts (on the test ports) and stops.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'machines/**/*.test.ts',
            'src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          setupFiles,
          // One module graph for all files: importing each file's modules afresh was two thirds of
          // the run. These tests restore what they change (environment variables, timers).
          isolate: false,
          // npm test runs these beside the emulators and browser tests on two cores.
          testTimeout: 30_000,
        },
      },
      {
        // Stories' coverage tests import the page stories, which read the site's content, and the
        // wizard stories, which read their starting snapshots (in Storybook plugins serve both as
        // JSON: stories/support/contentLibrary.mjs).
        resolve: {
          alias: {
            'virtual:redress-content': new URL('./stories/support/siteContent.ts', import.meta.url).pathname,
            'virtual:redress-story-snapshots': new URL(
              './src/journey/stories/storySnapshots.ts',
              import.meta.url,
            ).pathname,
          },
        },
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'stories/**/*.test.tsx'],
          setupFiles: [...setupFiles, './tests/setup/dom-cleanup.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'stories',
          environment: 'node',
          include: ['stories/**/*.storybook.test.ts'],
          globalSetup: ['./stories/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits up to 15 s, not 1 s, for what the page or the emulators reach: the
          // browser tests share two cores with the stories and the integration tests. A poll ends as
          // soon as its value is there.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
