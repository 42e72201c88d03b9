import { describe, expect, it } from 'vitest';
import { KB, bulkVerdicts, evaluate, judge, lighthouseVerdicts, perArticleGrowth } from './targets.mjs';

const page = (over: Record<string, number | string>) => ({
  path: '/',
  score: 1,
  lcpRatio: 1.02,
  cls: 0,
  tbt: 5,
  ...over,
});
const byId = (verdicts: ReturnType<typeof evaluate>) => new Map(verdicts.map((v) => [v.id, v]));

describe('judging a report against the targets', () => {
  it('says by how much a maximum was missed', () => {
    const v = judge({
      id: 'x',
      label: 'JS',
      value: 124 * KB,
      limit: 100 * KB,
      kind: 'max',
      format: (n) => `${n / KB} KB`,
    });
    expect(v.met).toBe(false);
    expect(v.detail).toBe('missed by 24 KB (24 %)');
  });

  it('meets a minimum exactly at the limit', () => {
    expect(
      judge({ id: 's', label: 'score', value: 0.98, limit: 0.98, kind: 'min', format: String }).met,
    ).toBe(true);
  });

  it('marks what was not measured as neither met nor missed', () => {
    const verdicts = byId(evaluate({}));
    expect(verdicts.get('form.score')).toMatchObject({ met: null, target: '≥ 0.98' });
    expect(verdicts.get('home.tbt')).toMatchObject({ met: null, target: '≤ 10 ms' });
    expect(verdicts.get('steps.p95')?.detail).toBe('not measured');
    expect(verdicts.get('gateway.coldStart')?.met).toBeNull();
  });

  it('applies the content-page targets to every content page type, and the form targets to /form/start', () => {
    const verdicts = byId(
      evaluate({
        lighthouse: {
          pages: {
            home: page({}),
            article: page({ tbt: 80 }),
            lender: page({ cls: 0.02 }),
            vehicle: page({ lcpRatio: 1.1 }),
            blog: page({ score: 0.99 }),
            notFound: page({}),
            form: page({ path: '/form/start', score: 0.98 }),
          },
        },
        sizes: [
          {
            routeId: 'routes/home',
            path: '/',
            kind: 'public',
            page: true,
            jsGzip: 14 * KB,
            hasFirebase: false,
          },
          {
            routeId: 'routes/form-start',
            path: 'form/start/:id?',
            kind: 'app',
            page: true,
            jsGzip: 190 * KB,
            hasFirebase: true,
          },
        ],
        steps: { median: 8, p95: 17 },
        coldStart: { median: 90 },
      }),
    );
    expect(verdicts.get('home.score')?.met).toBe(true);
    expect(verdicts.get('article.tbt')?.met).toBe(false);
    expect(verdicts.get('lender.cls')?.met).toBe(false);
    expect(verdicts.get('public.js')?.met).toBe(true);
    expect(verdicts.get('public.firebase')?.met).toBe(true);
    expect(verdicts.get('form.score')?.met).toBe(true);
    expect(verdicts.get('form.js')?.met).toBe(false);
    expect(verdicts.get('vehicle.lcpRatio')?.met).toBe(false);
    expect(verdicts.get('blog.score')?.met).toBe(false);
    expect(verdicts.get('notFound.tbt')?.met).toBe(true);
    expect(verdicts.get('steps.p95')?.met).toBe(false);
    expect(verdicts.get('gateway.coldStart')?.met).toBe(true);
  });

  it('flags Firebase code on a public page', () => {
    const verdicts = byId(
      evaluate({
        sizes: [
          { routeId: 'routes/blog', path: 'blog', kind: 'public', page: true, jsGzip: 1, hasFirebase: true },
        ],
      }),
    );
    expect(verdicts.get('public.firebase')?.met).toBe(false);
  });
});

/** One Lighthouse run's result, as the bench keeps it (lhci.mjs slimLhr). */
const run = (
  url: string,
  { score = 1, tbt = 0, cls = 0 }: { score?: number; tbt?: number; cls?: number },
) => ({
  finalUrl: url,
  categories: { performance: { score } },
  audits: {
    'total-blocking-time': { id: 'total-blocking-time', score: 1, numericValue: tbt },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', score: 1, numericValue: cls },
  },
});

describe('the Lighthouse targets, judged by Lighthouse CI over each run (lighthouserc.json)', () => {
  const home = 'http://127.0.0.1:6073/';
  const verdictsFor = (key: string, path: string, runs: ReturnType<typeof run>[]) =>
    new Map(lighthouseVerdicts(key, key, { path, lhrs: runs }, path).map((v) => [v.id, v]));

  it('fails a content page whose TBT is over 10 ms, saying by how much', () => {
    const v = verdictsFor('home', '/', [
      run(home, { tbt: 40 }),
      run(home, { tbt: 30 }),
      run(home, { tbt: 50 }),
    ]);
    expect(v.get('home.tbt')).toMatchObject({ met: false, target: '≤ 10 ms', measured: '40 ms' });
    expect(v.get('home.tbt')?.detail).toBe('missed by 30 ms (300 %)');
    expect(v.get('home.score')?.met).toBe(true);
    expect(v.get('home.cls')?.met).toBe(true);
  });

  it('judges the median of the runs, so one slow run does not fail a page', () => {
    const v = verdictsFor('home', '/', [
      run(home, { tbt: 4 }),
      run(home, { tbt: 90 }),
      run(home, { tbt: 6 }),
    ]);
    expect(v.get('home.tbt')).toMatchObject({ met: true, measured: '6 ms' });
  });

  it('fails a content page below a perfect score or over 0.01 CLS', () => {
    const v = verdictsFor('blog', '/blog', [run('http://127.0.0.1:6073/blog', { score: 0.99, cls: 0.02 })]);
    expect(v.get('blog.score')).toMatchObject({ met: false, target: '≥ 1.00', measured: '0.99' });
    expect(v.get('blog.cls')).toMatchObject({ met: false, target: '≤ 0.010' });
  });

  it('holds /form/start to a score of 0.98 and TBT of 10 ms, and nothing else', () => {
    const url = 'http://127.0.0.1:6073/form/start';
    const met = verdictsFor('form', '/form/start', [run(url, { score: 0.98, tbt: 10 })]);
    expect([...met.keys()].sort()).toEqual(['form.score', 'form.tbt']);
    expect(met.get('form.score')?.met).toBe(true);
    expect(met.get('form.tbt')?.met).toBe(true);
    const missed = verdictsFor('form', '/form/start', [run(url, { score: 0.97, tbt: 22 })]);
    expect(missed.get('form.score')).toMatchObject({ met: false, target: '≥ 0.98' });
    expect(missed.get('form.tbt')).toMatchObject({ met: false, measured: '22 ms' });
  });

  it('fails a run that produced no score instead of passing it', () => {
    const broken = { ...run(home, {}), categories: { performance: { score: null } } };
    const v = verdictsFor('home', '/', [broken as unknown as ReturnType<typeof run>]);
    expect(v.get('home.score')?.met).toBe(false);
    expect(v.get('home.score')?.measured).toBe('no value');
  });

  it('fails a run in which Lighthouse did not run an asserted audit', () => {
    const noTbt = run(home, {});
    const { 'total-blocking-time': _dropped, ...audits } = noTbt.audits;
    const v = verdictsFor('home', '/', [{ ...noTbt, audits } as unknown as ReturnType<typeof run>]);
    expect(v.get('home.tbt')).toMatchObject({ met: false, measured: 'no value' });
  });

  it('judges a report that kept only medians (scripts/bench/before.json) by those medians', () => {
    const v = byId(
      evaluate({
        lighthouse: { pages: { home: page({ tbt: 57 }), form: page({ path: '/form/start', score: 0.9 }) } },
      }),
    );
    expect(v.get('home.tbt')).toMatchObject({ met: false, measured: '57 ms' });
    expect(v.get('home.score')?.met).toBe(true);
    expect(v.get('form.score')?.met).toBe(false);
    // A figure that report did not keep was not measured then.
    const noTbt = byId(evaluate({ lighthouse: { pages: { home: { path: '/', score: 1, cls: 0 } } } }));
    expect(noTbt.get('home.tbt')?.met).toBeNull();
  });
});

describe('linear growth of the prerender', () => {
  it('compares the time per article with 10,000 articles to the time per article with 1,000', () => {
    const linear = [
      { articles: 1000, seconds: 6 },
      { articles: 10000, seconds: 60 },
    ];
    const quadratic = [
      { articles: 1000, seconds: 6 },
      { articles: 10000, seconds: 6 * 10 ** 2 },
    ];
    expect(perArticleGrowth(linear)).toBeCloseTo(1);
    expect(perArticleGrowth(quadratic)).toBeCloseTo(10);
  });

  it('cannot be judged without both runs', () => {
    expect(perArticleGrowth([{ articles: 100, seconds: 10 }])).toBeNull();
  });
});

describe('the determinations file’s time (issue 43: 10,000 rows in 120 s)', () => {
  const run = (rows: number, seconds: number) => ({
    rows,
    first: { seconds },
    lost: 0,
    reupload: { changed: 0 },
    counters: { equal: true, values: 10, differing: 0, events: 100 },
  });

  it('judges a run of the whole 10,000-row file against 120 s', () => {
    const [time] = bulkVerdicts(run(10_000, 130));
    expect(time?.met).toBe(false);
    expect(time?.label).toContain('(10,000 rows)');
    expect(time?.detail).toMatch(/^missed by/);
  });

  it('gives a smaller run’s time with no verdict, however short', () => {
    const [time, lost] = bulkVerdicts(run(1_000, 104.1));
    expect(time?.met).toBeNull();
    expect(time?.measured).toContain('for 1,000 rows');
    expect(time?.detail).toBe('not measured at 10,000 rows');
    // What a smaller run proves whole is still judged: no row lost.
    expect(lost?.met).toBe(true);
  });
});
