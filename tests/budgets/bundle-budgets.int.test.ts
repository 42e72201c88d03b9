// The bundle budgets of the production build, measured and judged by size-limit (decision 233):
// the test runs the same command as `npm run size` (size-limit with .size-limit.js, which makes one
// check per page or route and figure with its limit from budgets.json) and asserts its verdicts.
// What no tool checks is read here: that public pages and the journey's first load carry no
// Firebase code, and which pages and routes the build has.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasFirebaseCode } from '../../scripts/lib/bundle-sizes.mjs';
import { buildBudgetChecks, readBudgets } from '../../scripts/lib/size-limit-checks.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.resolve(root, process.env.BUILD_CLIENT_DIR ?? 'build/client');
const checks = buildBudgetChecks(clientDir, readBudgets(path.join(root, 'budgets.json')));

interface SizeLimitResult {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

function runSizeLimit(): SizeLimitResult[] {
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'size-limit'), ['--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILD_CLIENT_DIR: clientDir },
  });
  // size-limit exits 1 when a check fails; its JSON still lists every check.
  try {
    return JSON.parse(run.stdout) as SizeLimitResult[];
  } catch {
    throw new Error(`size-limit printed no results (exit ${run.status}): ${run.stdout}${run.stderr}`);
  }
}

const results = new Map(runSizeLimit().map((r) => [r.name, r]));
const result = (name: string) => {
  const found = results.get(name);
  if (!found) throw new Error(`size-limit did not report "${name}"`);
  return found;
};
const subjects = (kind: string) => [...new Set(checks.filter((c) => c.kind === kind).map((c) => c.subject))];

describe('bundle budgets (gzip bytes, from the production build, judged by size-limit)', () => {
  it('size-limit reports every check of the build, and only those', () => {
    expect([...results.keys()].sort()).toEqual(checks.map((c) => c.name).sort());
  });

  it('covers every content page, every journey section and the app routes of the build', () => {
    const pages = subjects('page');
    expect(pages).toEqual(
      expect.arrayContaining([
        'content page /',
        'content page /blog',
        'content page /vehicle',
        'content page /404.html',
      ]),
    );
    expect(pages.length).toBeGreaterThan(30);
    expect(subjects('journey')).toEqual([
      'journey route form-address-id',
      'journey route form-check-id',
      'journey route form-sign-id',
      'journey route form-start-id',
      'journey route form-thankyou-id',
    ]);
    expect(subjects('app')).toEqual(
      expect.arrayContaining(['app route login', 'app route auth', 'app route desk']),
    );
  });

  it.each(checks.map((c) => [c.name, c] as const))('%s stays within its budget', (name, check) => {
    const { passed, size, sizeLimit } = result(name);
    expect(sizeLimit).toBe(check.limit);
    expect({ name, size, passed }).toEqual({ name, size, passed: true });
  });

  it.each(checks.filter((c) => c.kind === 'page' && c.figure === 'js').map((c) => [c.subject, c] as const))(
    '%s loads only the small content-pages script',
    (_subject, check) => {
      expect(check.files.length).toBeGreaterThan(0);
      expect(check.files.some((file) => /\/site-[\w-]+\.js$/.test(file))).toBe(true);
    },
  );

  it.each(checks.filter((c) => c.firebaseFree).map((c) => [c.name, c] as const))(
    '%s has no Firebase code',
    (_name, check) => {
      expect(hasFirebaseCode(clientDir, check.files)).toBe(false);
    },
  );

  it.each(subjects('journey'))(
    '%s loads more later (the session, the other sections) than as it opens',
    (subject) => {
      const first = result(`${subject}: first-load JS`).size;
      expect(result(`${subject}: JS with what it loads later`).size).toBeGreaterThan(first);
    },
  );
});
