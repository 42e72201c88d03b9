import { describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../brands/table';
import { workedExample } from '../../contract/fees';
import { formatPounds, penceOf } from '../../contract/money';
import { determinationDueOn, implementationEndsOn } from '../../contract/scheme/deadlines';
import {
  SCHEME1_FIRST_DAY,
  SCHEME1_LAST_DAY,
  SCHEME2_FIRST_DAY,
  SCHEME2_LAST_DAY,
} from '../../contract/scheme/periods';
import { SCHEME_CONFIGURATION, SCHEME_RULES } from '../../contract/scheme/rules';
import { formatDate } from '../site/views/formatDate';
import { SHARED_LIBRARY, findArticle, getLibrary } from './content.server';
import { pagePaths } from './paths.server';

const library = getLibrary();
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the site content in content/', () => {
  it('has at least 8 dated articles (2025–2026) over 3 categories and 6 tags', () => {
    expect(library.articles.length).toBeGreaterThanOrEqual(8);
    for (const a of library.articles) expect(a.date, a.slug).toMatch(/^202[56]-\d\d-\d\d$/);
    expect(library.categories.length).toBeGreaterThanOrEqual(3);
    expect(library.tags.length).toBeGreaterThanOrEqual(6);
  });

  it('finds each article by its slug, and none for an unknown slug', () => {
    for (const article of library.articles) expect(findArticle(article.slug)).toBe(article);
    expect(findArticle('no-such-article')).toBeUndefined();
  });

  it('lists the newest article first', () => {
    const dates = library.articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has pages for at least 10 lenders', () => {
    expect(library.lenders.length).toBeGreaterThanOrEqual(10);
  });

  it('says "may", promises no amounts and always names the free routes', () => {
    for (const page of [...library.articles, ...library.lenders]) {
      const text = textOf(page.html);
      expect(text, page.slug).toMatch(/\bmay\b/);
      expect(text, page.slug).not.toMatch(/you will (receive|get|be paid)|guarantee/i);
      expect(text, page.slug).toMatch(/free/i);
    }
  });

  it('states the facts the claims rest on', () => {
    const all = library.articles.map((a) => textOf(a.html)).join(' ');
    expect(all).toContain('28 January 2021');
    expect(all).toContain('1 August 2025');
    expect(all).toMatch(/section 140A/);
    expect(all).toMatch(/2007 (to|and) 2024/);
    expect(all).toContain('14 days');
  });

  it('works through the fee examples with the same figures as the brand’s fee schedule', () => {
    const fees = library.articles.find((a) => a.slug === 'how-our-fees-work')!;
    for (const award of BRANDS.Redress.fees.examples) {
      const example = workedExample(award, BRANDS.Redress.fees);
      expect(textOf(fees.html)).toContain(
        `Compensation of ${formatPounds(penceOf(award))}: the fee is at most ${example.percent}% + VAT, which is ${formatPounds(penceOf(example.fee))}. You keep at least ${formatPounds(penceOf(example.youReceive))}.`,
      );
    }
  });

  it('links only to pages that exist', () => {
    const pages = new Set(pagePaths());
    for (const page of [...library.articles, ...library.lenders]) {
      for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
        if (!href!.startsWith('/')) continue;
        expect(pages.has(href!.replace(/#.*$/, '')), `${page.slug} → ${href}`).toBe(true);
      }
    }
  });

  it('prerenders every article, tag, category and lender page', () => {
    const paths = pagePaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/vehicle', '/blog', '/privacy', '/cookies', '/which-scheme']),
    );
    for (const a of library.articles) expect(paths).toContain(`/blog/${a.slug}`);
    for (const t of library.tags) expect(paths).toContain(`/blog/tags/${t.slug}`);
    for (const c of library.categories) expect(paths).toContain(`/blog/categories/${c.slug}`);
    for (const l of library.lenders) expect(paths).toContain(`/lenders/${l.slug}`);
  });
});

describe('the articles on the FCA’s redress scheme', () => {
  const schemeArticles = library.articles.filter((a) => a.tags.some((t) => t.slug === 'fca-redress-scheme'));
  const textOfArticle = (slug: string) => textOf(findArticle(slug)!.html);

  it('give the scheme’s periods, its deadlines and the opt-in period as the rules table has them, naming PS26/3', () => {
    const days = [SCHEME1_FIRST_DAY, SCHEME1_LAST_DAY, SCHEME2_FIRST_DAY, SCHEME2_LAST_DAY];
    for (const route of ['scheme1', 'scheme2'] as const) {
      const ends = implementationEndsOn(route);
      days.push(ends, determinationDueOn(route, ends));
    }
    const finalRules = textOfArticle('fca-final-rules-and-legal-challenge');
    for (const day of days) expect(finalRules).toContain(formatDate(day));
    expect(finalRules).toContain(`${SCHEME_RULES['deadline.optIn.months'].value} months`);
    expect(finalRules).toContain(`${SCHEME_RULES['deadline.existingComplainants.months'].value} months`);
    expect(finalRules).toContain('PS26/3');
    expect(textOfArticle('complain-for-free')).toContain(
      `${SCHEME_RULES['deadline.optIn.months'].value} months`,
    );
  });

  it('say the scheme pays whether or not a firm is instructed, and link to the which-scheme page', () => {
    for (const slug of ['complain-for-free', 'fca-final-rules-and-legal-challenge']) {
      expect(textOfArticle(slug), slug).toMatch(/whether or not you use a firm/);
    }
    for (const article of schemeArticles)
      expect(article.html, article.slug).toContain('href="/which-scheme"');
  });

  it('state none of the figures the rules table leaves unconfirmed, and no sums of money', () => {
    const shares = Object.values(SCHEME_CONFIGURATION).flatMap(({ default: value }) =>
      (typeof value === 'object' && value !== null ? Object.values(value) : [value]).filter(
        (n): n is number => typeof n === 'number' && n > 0 && n < 1,
      ),
    );
    expect(shares.length).toBeGreaterThan(0);
    expect(schemeArticles.length).toBeGreaterThanOrEqual(4);
    for (const article of schemeArticles) {
      const text = textOf(article.html);
      for (const share of shares) expect(text, article.slug).not.toContain(`${+(share * 100).toFixed(2)}%`);
      expect(text, article.slug).not.toMatch(/£\s?\d|percentage points?/);
    }
  });
});

describe('reading the content once per process (decision 237)', () => {
  it('gives every copy of the module the one parse: the build loads it from its configs and its server build', async () => {
    vi.resetModules();
    const first = await import('./content.server');
    vi.resetModules();
    const second = await import('./content.server');
    expect(second).not.toBe(first);
    expect(second.getLibrary()).toBe(first.getLibrary());
    expect(first.getLibrary()).toBe((globalThis as Record<symbol, unknown>)[SHARED_LIBRARY]);
  });
});
