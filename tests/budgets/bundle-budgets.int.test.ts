import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JOURNEY_ROUTE, pageSizes, routeSizes } from '../../scripts/lib/bundle-sizes.mjs';

interface Budget {
  jsGzip: number;
  cssGzip: number;
}
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  public: Budget & { afterLoadJsGzip: number };
  app: Budget & { byRoute?: Record<string, number> };
  journey: Budget & { startJsGzip: number; afterLoadJsGzip: number };
  appRoutes: string[];
};

const clientDir = process.env.BUILD_CLIENT_DIR ?? 'build/client';
const isAppRoute = (routeId: string) => budgets.appRoutes.some((prefix) => routeId.startsWith(prefix));
const isJourney = (routeId: string) => JOURNEY_ROUTE.test(routeId);
const sizes = routeSizes(clientDir, {
  lazyRoutes: (id) => isAppRoute(id) && !isJourney(id),
  afterLoadRoutes: isJourney,
});
const pages = pageSizes(clientDir);

describe('bundle budgets (first load, gzip bytes, from the production build)', () => {
  it('covers every route and every content page of the build', () => {
    expect(sizes.map((s) => s.routeId)).toContain('form-start-id');
    expect(pages.map((p) => p.page)).toEqual(expect.arrayContaining(['/', '/blog', '/vehicle', '/404.html']));
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(pages.map((p) => [p.page, p] as const))(
    'content page %s loads only the small content-pages script, within its budget, and no Firebase code',
    (_page, size) => {
      expect(size.files.some((file) => /\/site-[\w-]+\.js$/.test(file))).toBe(true);
      expect(size.jsGzip).toBeLessThanOrEqual(budgets.public.jsGzip);
      expect(size.afterLoadJsGzip).toBeLessThanOrEqual(budgets.public.afterLoadJsGzip);
      expect(size.cssGzip).toBeLessThanOrEqual(budgets.public.cssGzip);
      expect(size.hasFirebase).toBe(false);
    },
  );

  it('covers the five sections of the claim journey', () => {
    expect(sizes.filter((s) => isJourney(s.routeId)).map((s) => s.routeId)).toEqual([
      'form-address-id',
      'form-check-id',
      'form-sign-id',
      'form-start-id',
      'form-thankyou-id',
    ]);
  });

  it.each(sizes.filter((s) => isJourney(s.routeId)).map((s) => [s.routeId, s] as const))(
    'journey route %s opens within its budget with no Firebase code, and all it loads later stays within its own',
    (_id, size) => {
      // The session (Firebase Auth) starts when the browser is idle or a step calls out.
      expect(size.hasFirebase).toBe(false);
      const budget = size.routeId === 'form-start-id' ? budgets.journey.startJsGzip : budgets.journey.jsGzip;
      expect(size.jsGzip).toBeLessThanOrEqual(budget);
      expect(size.afterLoadJsGzip).toBeGreaterThan(size.jsGzip);
      expect(size.afterLoadJsGzip).toBeLessThanOrEqual(budgets.journey.afterLoadJsGzip);
      expect(size.cssGzip).toBeLessThanOrEqual(budgets.journey.cssGzip);
    },
  );

  it.each(
    sizes.filter((s) => isAppRoute(s.routeId) && !isJourney(s.routeId)).map((s) => [s.routeId, s] as const),
  )('app route %s (including lazily loaded Firebase) stays within its budget', (id, size) => {
    expect(size.jsGzip).toBeLessThanOrEqual(budgets.app.byRoute?.[id] ?? budgets.app.jsGzip);
    expect(size.cssGzip).toBeLessThanOrEqual(budgets.app.cssGzip);
  });
});
