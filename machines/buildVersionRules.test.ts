import { describe, expect, it } from 'vitest';
import type { RouteRule } from './buildVersionSchemas';
import { matchRouteRule } from './buildVersionRules';

/** The rules' matching as it was written first: every pattern compiled and tried on each path. */
function matchEveryPattern(rules: Record<string, RouteRule>, target: string): RouteRule {
  const path = decodeURI(target.split(/[?#]/)[0] ?? '');
  const expression = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split(/(\*\*|\*)/)
        .map((part) =>
          part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}/?$`,
    );
  return Object.keys(rules)
    .filter((pattern) => expression(pattern).test(path))
    .sort((a, b) => a.length - b.length)
    .reduce<RouteRule>((merged, pattern) => ({ ...merged, ...rules[pattern] }), {});
}

const rules: Record<string, RouteRule> = {
  '/**': { prerender: false },
  '/': { prerender: true },
  '/blog': { prerender: true },
  '/blog/**': { prerender: false },
  '/blog/a-post': { prerender: true },
  '/blog/tags/*': { prerender: true },
  '/lenders/black-horse': { prerender: true },
  '/lenders/*': { prerender: false },
  '/form/**': { prerender: false },
  '/odd(name).html': { prerender: true },
};

describe('a navigation’s route rule', () => {
  it.each([
    '/',
    '/blog',
    '/blog/',
    '/blog/a-post',
    '/blog/a-post/',
    '/blog/another',
    '/blog/tags/cars',
    '/blog/tags/cars/more',
    '/lenders/black-horse?x=1#top',
    '/lenders/other',
    '/form/start/intro',
    '/odd(name).html',
    '/oddXname).html',
    '/caf%C3%A9',
    '//',
  ])('for %s is every matching pattern merged, the longer winning, as before', (path) => {
    expect(matchRouteRule(rules, path)).toEqual(matchEveryPattern(rules, path));
  });

  it('prefers the page’s own rule over the wildcards it also matches', () => {
    expect(matchRouteRule(rules, '/blog/a-post')).toEqual({ prerender: true });
    expect(matchRouteRule(rules, '/blog/another')).toEqual({ prerender: false });
    expect(matchRouteRule(rules, '/lenders/black-horse/')).toEqual({ prerender: true });
  });

  it('matches a build’s rules again after another build’s, each by its own patterns', () => {
    const next: Record<string, RouteRule> = { '/**': { prerender: true } };
    expect(matchRouteRule(rules, '/form/start')).toEqual({ prerender: false });
    expect(matchRouteRule(next, '/form/start')).toEqual({ prerender: true });
    expect(matchRouteRule(rules, '/form/start')).toEqual({ prerender: false });
  });

  it('gives the same rules over a site of ten thousand pages', () => {
    const site: Record<string, RouteRule> = { '/**': { prerender: false } };
    for (let i = 0; i < 10_000; i++) site[`/blog/post-${i}`] = { prerender: true };
    for (const path of ['/blog/post-0', '/blog/post-9999/', '/blog/post-10000', '/form/start/intro'])
      expect(matchRouteRule(site, path)).toEqual(matchEveryPattern(site, path));
  });

  it('throws on a path that is not valid percent-encoding, for the machine to log', () => {
    expect(() => matchRouteRule(rules, '/%E0%A4%A')).toThrow(URIError);
  });
});
