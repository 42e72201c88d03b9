import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeSizes } from '../../scripts/lib/bundle-sizes.mjs';

interface Budget {
  jsGzip: number;
  cssGzip: number;
}
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  public: Budget;
  app: Budget;
  appRoutes: string[];
};

const clientDir = process.env.BUILD_CLIENT_DIR ?? 'build/client';
const isAppRoute = (routeId: string) => budgets.appRoutes.some((prefix) => routeId.startsWith(prefix));
const sizes = routeSizes(clientDir, { lazyRoutes: isAppRoute });

describe('bundle budgets (first load, gzip bytes, from the production build)', () => {
  it('covers every route of the build', () => {
    expect(sizes.map((s) => s.routeId)).toContain('routes/home');
  });

  it.each(sizes.filter((s) => !isAppRoute(s.routeId)).map((s) => [s.routeId, s] as const))(
    'public route %s stays within its budget and ships no Firebase code',
    (_id, size) => {
      expect(size.jsGzip).toBeLessThanOrEqual(budgets.public.jsGzip);
      expect(size.cssGzip).toBeLessThanOrEqual(budgets.public.cssGzip);
      expect(size.hasFirebase).toBe(false);
    },
  );

  it.each(sizes.filter((s) => isAppRoute(s.routeId)).map((s) => [s.routeId, s] as const))(
    'app route %s (including lazily loaded Firebase) stays within its budget',
    (_id, size) => {
      expect(size.jsGzip).toBeLessThanOrEqual(budgets.app.jsGzip);
      expect(size.cssGzip).toBeLessThanOrEqual(budgets.app.cssGzip);
    },
  );
});
