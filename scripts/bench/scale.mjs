// Content scale: the same production build with 100, 1,000 and 10,000 generated articles and 100
// lenders, from a generated content directory, into build directories inside .stack/ (a build
// outside the project cannot resolve its packages).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/stack.mjs';
import { buildApp, outputSize } from './build.mjs';
import { writeContent } from './content-gen.mjs';
import { linearFit } from './stats.mjs';

export const SCALE_ARTICLES = [100, 1000, 10000];
export const SCALE_LENDERS = 100;

/**
 * @param {{ workDir: string, env: Record<string, string>, counts?: number[], log?: (line: string) => void }} options
 *   workDir relative to the project root
 */
export async function measureScale({ workDir, env, counts = SCALE_ARTICLES, log = console.log }) {
  const contentDir = path.join(root, workDir, 'content');
  const runs = [];
  for (const articles of counts) {
    writeContent(contentDir, { articles, lenders: SCALE_LENDERS });
    const buildDir = path.join(workDir, `scale-${articles}`);
    log(`  building with ${articles} articles and ${SCALE_LENDERS} lenders…`);
    const build = await buildApp({ buildDir, env: { ...env, REDRESS_CONTENT_DIR: contentDir } });
    const size = outputSize(build.clientDir);
    runs.push({
      articles,
      lenders: SCALE_LENDERS,
      buildSeconds: build.seconds,
      seconds: build.prerenderSeconds ?? build.seconds,
      pages: size.pages,
      outputBytes: size.bytes,
      pageBytes: size.pageBytes,
    });
    log(`  ${articles} articles: prerender ${runs.at(-1).seconds.toFixed(1)} s, ${size.pages} pages`);
    rmSync(path.join(root, buildDir), { recursive: true, force: true });
  }
  rmSync(contentDir, { recursive: true, force: true });
  const fit = linearFit(
    runs.map((r) => r.articles),
    runs.map((r) => r.seconds),
  );
  return { lenders: SCALE_LENDERS, runs, fit };
}
