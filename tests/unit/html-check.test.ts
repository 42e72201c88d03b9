import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHtml, formatErrors, htmlFiles } from '../../scripts/lib/html-check.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

// One Java run for both files; the checker takes a few seconds to start on a busy machine.
describe('the Nu HTML Checker step', { timeout: 120_000 }, () => {
  it('finds every HTML file of a build and reports each error with its file and line, and none in valid pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'));
    mkdirSync(path.join(dir, 'blog', 'article'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
    const valid = path.join(dir, 'blog', 'article', 'index.html');
    writeFileSync(valid, page('<title>An article</title>', '<main><h1>An article</h1></main>'));
    // The two faults the checker found in the build: ARIA roles on a table's rows and cells, and
    // a head without a title.
    const invalid = path.join(dir, '__spa-fallback.html');
    writeFileSync(
      invalid,
      page('', '<table><caption>Fees</caption>\n<tr role="row"><td role="cell">1</td></tr></table>'),
    );

    const files = htmlFiles(dir);
    expect(files).toEqual([invalid, valid].sort());
    const errors = await checkHtml(files);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    // The valid page has none.
    expect(errors.filter((e) => e.file !== invalid)).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('“head” is missing a required instance of child element “title”'),
        expect.stringMatching(/“role” attribute must not be used on a “tr” element/),
        expect.stringMatching(/“role” attribute must not be used on a “td” element/),
      ]),
    );
    expect(errors.find((e) => e.message.includes('“td”'))?.line).toBe(2);
    expect(formatErrors(errors, dir)).toMatch(/^__spa-fallback\.html:\d+:\d+: /m);
  });
});
