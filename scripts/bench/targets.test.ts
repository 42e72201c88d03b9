import { describe, expect, it } from 'vitest';
import { KB, evaluate, judge, perArticleGrowth } from './targets.mjs';

const page = (over: Record<string, number>) => ({
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
    expect(verdicts.get('form.score')?.met).toBeNull();
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
            form: page({ score: 0.98 }),
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
