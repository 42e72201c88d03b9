// The content pages prerendered in worker threads (decision 223) are the files React Router's own
// prerender writes: two builds of the same source with the same build id, one with every page left
// to React Router, one with the workers, compared file by file.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderSplit } from '../../src/content/paths.server';
import { buildWorkspaceLogged } from './build';

/** Every file of a client build, as paths relative to it, sorted. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const BUILD_ID = 'prerender-comparison';
// The build manifest's two files record when the build was made; everything else must match.
const MANIFEST = ['builds/latest.json', `builds/meta/${BUILD_ID}.json`];
const split = prerenderSplit();

describe('content pages prerendered in worker threads', () => {
  let reference = { client: '', output: '' };
  let workers = { client: '', output: '' };
  beforeAll(async () => {
    reference = await buildWorkspaceLogged('Redress', {
      REDRESS_BUILD_ID: BUILD_ID,
      REDRESS_PRERENDER_WORKERS: '0',
    });
    workers = await buildWorkspaceLogged('Redress', {
      REDRESS_BUILD_ID: BUILD_ID,
      REDRESS_PRERENDER_WORKERS: '2',
    });
  }, 240_000);
  afterAll(() => {
    for (const { client } of [reference, workers]) {
      if (client) rmSync(path.dirname(client), { recursive: true, force: true });
    }
  });

  it('renders most content pages in the workers and the rest in React Router’s prerender', () => {
    expect(split.workers.length).toBeGreaterThan(0);
    expect(workers.output).toContain(`Prerender (content): ${split.workers.length} pages ->`);
    // What the pages cost in CPU time, whatever else the machine is doing (decision 237).
    if (process.platform === 'linux') {
      expect(workers.output).toMatch(
        /pages -> .+ in [\d.]+ s; the threads' CPU time [\d.]+ s, [\d.]+ ms a page/,
      );
    }
    expect(reference.output).not.toContain('Prerender (content)');
    // The threads render from a copy of the server build (React Router removes the build after its
    // prerender, which runs beside them), removed once they are done.
    expect(readdirSync(path.dirname(workers.client))).not.toContain('server-content-prerender');
    const workerPage = split.workers[0]!;
    expect(reference.output).toContain(`Prerender (html): ${workerPage} ->`);
    expect(workers.output).not.toContain(`Prerender (html): ${workerPage} ->`);
  });

  it('writes the same files, byte for byte: every page type, the data files, the SPA fallback, 404.html, the sitemap and robots.txt', () => {
    const listed = files(reference.client);
    expect(files(workers.client)).toEqual(listed);
    for (const page of [
      'index.html',
      'vehicle/index.html',
      'blog/index.html',
      'privacy/index.html',
      'cookies/index.html',
      'which-scheme/index.html',
      '404.html',
      '__spa-fallback.html',
      'sitemap.xml',
      'robots.txt',
      ...['/blog/', '/blog/tags/', '/blog/categories/', '/lenders/'].map((prefix) => {
        const page = split.workers.find((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'));
        return `${page!.slice(1)}/index.html`;
      }),
    ]) {
      expect(listed).toContain(page);
    }
    const different = listed.filter(
      (file) =>
        !MANIFEST.includes(file) &&
        !readFileSync(path.join(reference.client, file)).equals(
          readFileSync(path.join(workers.client, file)),
        ),
    );
    expect(different).toEqual([]);
    for (const file of MANIFEST) {
      const read = (client: string) => JSON.parse(readFileSync(path.join(client, file), 'utf8')) as object;
      expect({ ...read(workers.client), timestamp: 0 }, file).toEqual({
        ...read(reference.client),
        timestamp: 0,
      });
    }
  });
});
