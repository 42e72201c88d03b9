import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts with its common-password list and keyboard graphs (passwordStrength.ts loads this
 * module on first use). The packages are CommonJS and imported here statically: the build bundles
 * them, and a bundled CommonJS module reached through `import()` loses its named exports
 * (functions/build.mjs, decision 235).
 */
export const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
