import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetChecks, globLiteral, gzipSizes, sizeLimitConfig } from './size-limit-checks.mjs';

const budgets = {
  public: { jsGzip: 15_000, afterLoadJsGzip: 25_000, cssGzip: 1_000 },
  app: { jsGzip: 280_000, cssGzip: 1_000, byRoute: { desk: 300_000 } },
  journey: { startJsGzip: 180_000, jsGzip: 185_000, afterLoadJsGzip: 300_000, cssGzip: 1_000 },
  appRoutes: ['form-', 'login', 'desk'],
};

const files = {
  pages: [
    { page: '/', js: ['/assets/site-a.js'], afterLoadJs: ['/assets/site-a.js', '/assets/lazy.js'], css: [] },
    { page: '/blog', js: ['/assets/site-a.js'], afterLoadJs: ['/assets/site-a.js'], css: ['/assets/s.css'] },
  ],
  routes: [
    { routeId: 'blog', path: 'blog', js: ['/assets/entry.js'], css: [] },
    { routeId: 'desk', path: 'desk', js: ['/assets/entry.js', '/assets/desk.js'], css: [] },
    { routeId: 'login', path: 'login', js: ['/assets/entry.js', '/assets/login.js'], css: [] },
    {
      routeId: 'form-start-id',
      path: 'form/start/:id?',
      js: ['/assets/entry.js', '/assets/start.js'],
      afterLoadJs: ['/assets/entry.js', '/assets/start.js', '/assets/firebase.js'],
      css: [],
    },
    {
      routeId: 'form-check-id',
      path: 'form/check/:id',
      js: ['/assets/entry.js', '/assets/check.js'],
      afterLoadJs: ['/assets/entry.js', '/assets/check.js', '/assets/firebase.js'],
      css: [],
    },
  ],
};

describe('the bundle budgets as size-limit checks', () => {
  const checks = budgetChecks(files, budgets);
  const byName = new Map(checks.map((c) => [c.name, c]));

  it('gives each content page its first-load and after-load JS budgets, and a CSS budget when it has a stylesheet', () => {
    expect(byName.get('content page /: first-load JS')).toMatchObject({
      limit: 15_000,
      files: ['/assets/site-a.js'],
      firebaseFree: true,
    });
    expect(byName.get('content page /: JS with what it loads later')?.limit).toBe(25_000);
    expect(byName.has('content page /: CSS')).toBe(false);
    expect(byName.get('content page /blog: CSS')).toMatchObject({ limit: 1_000, files: ['/assets/s.css'] });
  });

  it('holds /form/start to its own first-load budget and the other journey sections to theirs', () => {
    expect(byName.get('journey route form-start-id: first-load JS')?.limit).toBe(180_000);
    expect(byName.get('journey route form-check-id: first-load JS')?.limit).toBe(185_000);
    expect(byName.get('journey route form-check-id: JS with what it loads later')).toMatchObject({
      limit: 300_000,
      firebaseFree: false,
    });
    expect(byName.get('journey route form-start-id: first-load JS')?.firebaseFree).toBe(true);
  });

  it('uses an app route’s own budget where budgets.json has one, and checks no content route as an app route', () => {
    expect(byName.get('app route desk: first-load JS')?.limit).toBe(300_000);
    expect(byName.get('app route login: first-load JS')?.limit).toBe(280_000);
    expect(checks.some((c) => c.subject.includes('blog') && c.kind !== 'page')).toBe(false);
  });

  it('writes one size-limit entry per check: its files as literal paths from the config’s folder, gzip, the limit in bytes', () => {
    const config = sizeLimitConfig(checks.slice(0, 1), { clientDir: '/w/build/client', cwd: '/w' });
    expect(config).toEqual([
      {
        name: 'content page /: first-load JS',
        path: ['build/client/assets/site-a.js'],
        limit: '15000 B',
        gzip: true,
      },
    ]);
    expect(globLiteral('assets/a(1)[x].js')).toBe('assets/a\\(1\\)\\[x\\].js');
  });
});

describe('size-limit judging the checks of a build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-limit-checks-'));
  const clientDir = path.join(dir, 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  // Random bytes do not compress: gzip keeps them at about their size.
  writeFileSync(path.join(clientDir, 'assets', 'small.js'), 'export const a = 1;\n'.repeat(50));
  writeFileSync(path.join(clientDir, 'assets', 'big.js'), randomBytes(20_000).toString('base64'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const small = {
    pages: [],
    routes: [{ routeId: 'login', path: 'login', js: ['/assets/small.js'], css: [] }],
  };
  const big = { pages: [], routes: [{ routeId: 'desk', path: 'desk', js: ['/assets/big.js'], css: [] }] };
  const tight = { ...budgets, app: { jsGzip: 2_000, cssGzip: 1_000 } };

  function sizeLimit(checks: ReturnType<typeof budgetChecks>) {
    const config = path.join(dir, '.size-limit.json');
    writeFileSync(config, JSON.stringify(sizeLimitConfig(checks, { clientDir, cwd: dir })));
    const bin = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'size-limit');
    const run = spawnSync(bin, ['--json', '--config', config], { encoding: 'utf8' });
    return {
      status: run.status,
      results: JSON.parse(run.stdout) as Array<{ name: string; passed: boolean; size: number }>,
    };
  }

  // One run of the command for both a route over its budget and one within it.
  let overBudget: ReturnType<typeof sizeLimit> | undefined;
  const mixed = () =>
    (overBudget ??= sizeLimit([...budgetChecks(small, tight), ...budgetChecks(big, tight)]));

  it('fails a route over its budget, and the command exits non-zero', () => {
    const { status, results } = mixed();
    expect(status).toBe(1);
    const verdicts = Object.fromEntries(results.map((r) => [r.name, r.passed]));
    expect(verdicts).toEqual({
      'app route login: first-load JS': true,
      'app route desk: first-load JS': false,
    });
  });

  it('passes when every route is within its budget', () => {
    expect(sizeLimit(budgetChecks(small, tight)).status).toBe(0);
  });

  it('measures the same gzip bytes through its API as through the command', async () => {
    const [size] = await gzipSizes([['/assets/big.js']], clientDir);
    expect(size).toBeGreaterThan(2_000);
    expect(size).toBe(mixed().results.find((r) => r.name === 'app route desk: first-load JS')?.size);
  });
});
