import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESK_HEADING, renderMarkdown, runsSaid, spliceBulk, spliceDesk } from './markdown.mjs';
import { KB, deskTargetLabel } from './targets.mjs';

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

const desk = (p95s: number[]) => ({
  claims: 100_000,
  events: 31_000,
  seedSeconds: 60,
  samplesPerKind: 30,
  loadBefore: 1.5,
  loadAfter: 2.5,
  kinds: p95s.map((p95, i) => ({
    kind: `k${i}`,
    label: `Kind ${i}`,
    rows: 25,
    samples: [],
    median: p95 / 2,
    p95,
  })),
});

describe('the desk’s section', () => {
  it('gives each kind of query its p95 against the 300 ms target, and the slowest in the targets', () => {
    const markdown = renderMarkdown({ ...after, desk: desk([120, 310]) }, '', before);
    expect(row(markdown, 'Kind 0')).toEqual(['Kind 0', '25', '60 ms', '120 ms', '✅ met']);
    expect(row(markdown, 'Kind 1')).toEqual(['Kind 1', '25', '155 ms', '310 ms', '❌ missed']);
    expect(row(markdown, 'Desk list and search')?.slice(2)).toEqual([
      'not measured',
      '310 ms',
      '❌ missed by 10 ms (3 %)',
    ]);
    expect(markdown).toContain('load average 1.5 at the start and 2.5 at the end');
    expect(renderMarkdown(after, '')).toContain(`${DESK_HEADING}\n\nNot measured in this run.`);
  });

  it('a desk-only run replaces the desk’s section and target row, and nothing else', () => {
    const full = renderMarkdown({ ...after, desk: desk([400]) }, '## How to run\n\nnotes', before);
    const spliced = spliceDesk(full, { ...after, desk: desk([90, 110]) });
    expect(row(spliced, 'Kind 0')?.[3]).toBe('90 ms');
    expect(row(spliced, 'Kind 1')?.[3]).toBe('110 ms');
    expect(spliced).not.toContain('400 ms');
    expect(row(spliced, 'Desk list and search')?.slice(-2)).toEqual(['110 ms', '✅ met']);
    expect(row(spliced, 'home (/): TBT')).toEqual(row(full, 'home (/): TBT'));
    expect(spliced.split(DESK_HEADING)).toHaveLength(2);
    expect(spliced.endsWith('## How to run\n\nnotes\n')).toBe(true);
  });

  it('a desk-only run replaces the section and target row an older run wrote over fewer claims', () => {
    const full = renderMarkdown({ ...after, desk: desk([400]) }, '## How to run\n\nnotes', before);
    const older = full
      .replace(DESK_HEADING, '## The desk: list and search over 10,000 claims')
      .replace(deskTargetLabel(), 'Desk list and search over 10,000 claims: the slowest kind’s p95');
    const spliced = spliceDesk(older, { ...after, desk: desk([90, 110]) });
    expect(spliced).not.toContain('10,000 claims');
    expect(spliced.split(DESK_HEADING)).toHaveLength(2);
    expect(row(spliced, deskTargetLabel())?.slice(-2)).toEqual(['110 ms', '✅ met']);
    // A run told fewer claims says so in its heading and its row.
    const fewer = spliceDesk(spliced, { ...after, desk: { ...desk([120]), claims: 20_000 } });
    expect(fewer).toContain('## The desk: list, search and overview over 20,000 claims');
    expect(row(fewer, deskTargetLabel(20_000))?.slice(-2)).toEqual(['120 ms', '✅ met']);
    expect(fewer).not.toContain('over 100,000 claims');
  });
});

describe('how many Lighthouse runs the page says', () => {
  const page = (n: number) => ({ runs: Array.from({ length: n }, () => ({ tbt: 0 })) });
  it('says the runs per page, and /form/start’s own count where it had more', () => {
    expect(runsSaid({ runs: 3, pages: { home: page(3), form: page(5) } })).toBe(
      '3 runs per page, 5 for /form/start',
    );
    expect(runsSaid({ runs: 5, pages: { home: page(5), form: page(5) } })).toBe('5 runs per page');
    expect(runsSaid({ runs: 1, pages: { home: page(1) } })).toBe('1 run per page');
  });
});

describe('the first-load table’s budgets', () => {
  it('shows an app route’s own budget where it has one, and its kind’s otherwise', () => {
    const report = {
      ...after,
      budgets: { app: { jsGzip: 287_100, byRoute: { 'desk-audit': 305_900 } } },
      sizes: [
        {
          routeId: 'desk-audit',
          path: 'desk/audit',
          kind: 'app',
          page: true,
          jsGzip: 304_827,
          hasFirebase: true,
        },
        { routeId: 'login', path: 'login', kind: 'app', page: true, jsGzip: 250_000, hasFirebase: true },
      ],
    };
    const markdown = renderMarkdown(report, '');
    expect(row(markdown, '`desk-audit`')?.at(-1)).toBe('305,900 B');
    expect(row(markdown, '`login`')?.at(-1)).toBe('287,100 B');
  });
});

const bulk = (seconds: number, differing = 0) => ({
  rows: 10_000,
  seedSeconds: 90,
  fileBytes: 770_000,
  loadBefore: 3,
  loadAfter: 4,
  lost: 0,
  first: {
    seconds,
    status: 'done',
    counts: { total: 10_000, applied: 10_000, flagged: 0, refused: 0, unchanged: 0 },
    unaccounted: 0,
    complaintsChecked: 10_000,
    missingComplaints: 0,
    disagreeing: 0,
    events: 10_000,
  },
  reupload: {
    seconds: 40,
    status: 'done',
    counts: { total: 10_000, applied: 0, flagged: 0, refused: 0, unchanged: 10_000 },
    changed: 0,
  },
  counters: {
    claims: 5_000,
    events: 10_000,
    refused: 0,
    seconds: 60,
    documents: 64,
    values: 900,
    differing,
    equal: !differing,
  },
});

describe('the bulk bench’s section (decision 285)', () => {
  it('a bulk-only run adds its section and its four target rows to a file written before it had them', () => {
    const full = renderMarkdown(after, '## How to run\n\nnotes', before).replace(
      /^\| (Determinations|Overview counters).*\n/gm,
      '',
    );
    expect(row(full, 'Determinations file')).toBeUndefined();

    const spliced = spliceBulk(full, { ...after, bulk: bulk(95) });

    expect(spliced).toContain('## The bulk bench: a determinations file of 10,000 rows');
    expect(spliced.indexOf('## The bulk bench')).toBeLessThan(spliced.indexOf('## How to run'));
    expect(row(spliced, 'Determinations file applied')).toEqual([
      'Determinations file applied on the emulator (10,000 rows): start to done',
      '≤ 120.0 s',
      'not measured',
      '95.0 s',
      '✅ met',
    ]);
    expect(row(spliced, 'Overview counters after')?.slice(-2)).toEqual(['equal (900 counts)', '✅ met']);
  });

  it('a second bulk-only run replaces its section and rows, and leaves the desk’s as they were', () => {
    const full = renderMarkdown(
      { ...after, desk: desk([400]), bulk: bulk(95) },
      '## How to run\n\nnotes',
      before,
    );
    const spliced = spliceBulk(full, { ...after, bulk: bulk(150, 3) });

    expect(row(spliced, 'Determinations file applied')?.slice(-2)).toEqual([
      '150.0 s',
      '❌ missed by 30.0 s (25 %)',
    ]);
    expect(row(spliced, 'Overview counters after')?.slice(-2)).toEqual([
      '3 of 900 counts differ',
      '❌ missed: 3 counts differ',
    ]);
    expect(spliced.match(/## The bulk bench/g)).toHaveLength(1);
    expect(row(spliced, 'Desk list and search')).toEqual(row(full, 'Desk list and search'));
  });
});
