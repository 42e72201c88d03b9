import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.mjs';
import { KB } from './targets.mjs';

const before = JSON.parse(readFileSync(new URL('./before.json', import.meta.url), 'utf8')) as unknown;

const after = {
  date: '2026-11-23T18:00:00.000Z',
  commit: 'abc1234',
  machine: { cpus: 2, loadBefore: '1.0', node: 'v20', chromium: 'Chromium' },
  lighthouse: {
    runs: 3,
    pages: { home: { path: '/', score: 1, lcp: 660, staticLcp: 653, lcpRatio: 1.01, cls: 0, tbt: 0 } },
  },
  sizes: [
    { routeId: 'routes/home', path: '/', kind: 'public', page: true, jsGzip: 6 * KB, hasFirebase: false },
  ],
};

const row = (markdown: string, label: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${label}`))
    ?.split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);

describe('docs/performance.md before and after', () => {
  const markdown = renderMarkdown(after, '', before);

  it('puts the earlier run beside this one for each target', () => {
    expect(markdown).toContain('## Targets, before and after');
    expect(row(markdown, 'home (/): TBT')).toEqual(['home (/): TBT', '≤ 10 ms', '57 ms', '0 ms', '✅ met']);
    expect(row(markdown, 'Public pages: largest first-load JS')).toEqual([
      'Public pages: largest first-load JS (gzip)',
      '≤ 15.0 KB',
      '133.5 KB',
      '6.0 KB',
      '✅ met',
    ]);
  });

  it('says which run the before column is and what it did not measure', () => {
    expect(markdown).toContain('the run of 2026-11-22 at commit `685241b`');
    expect(row(markdown, 'Gateway cold start')?.[2]).toBe('not measured');
    expect(row(markdown, '/form/start: first-load JS')?.[2]).toBe('277.3 KB');
  });

  it('shows each content page beside the same page with no script', () => {
    expect(row(markdown, 'Home')?.slice(0, 6)).toEqual(['Home', '`/`', '1.00', '660 ms', '653 ms', '1.01×']);
  });

  it('renders the plain targets table when there is nothing to compare with', () => {
    expect(renderMarkdown(after, '')).toContain('| Target | Goal | Measured | Verdict |');
  });
});
