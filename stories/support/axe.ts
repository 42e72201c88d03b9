import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { version } = require('axe-core/package.json') as { version: string };

/**
 * axe-core as the story check puts it in each story's page: served beside the built Storybook
 * under a path that names its version, so the browser keeps it, and the code compiled from it,
 * from one story's page to the next (adding its source to each page inline costs a quarter of a
 * second a story).
 */
export const AXE_SCRIPT = {
  path: `/__story-check/axe-core-${version}.min.js`,
  file: require.resolve('axe-core/axe.min.js'),
};
