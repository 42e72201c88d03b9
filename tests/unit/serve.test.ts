import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve.mjs';

describe('the build server', () => {
  let base = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'index.html'), 'home');
    writeFileSync(path.join(dir, 'blog', 'index.html'), 'blog list');
    writeFileSync(path.join(dir, '__spa-fallback.html'), 'spa');
    writeFileSync(path.join(dir, '404.html'), 'not found page');
    const server = await serve({ dir, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('serves prerendered pages under clean URLs', async () => {
    expect(await (await fetch(`${base}/blog`)).text()).toBe('blog list');
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
  });

  it.each(['/form/start', '/form/start/details', '/form/thankyou/done', '/form/claims', '/auth', '/login'])(
    'answers the app route %s with the SPA shell and status 200',
    async (route) => {
      const res = await fetch(`${base}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('spa');
    },
  );

  it.each([
    '/no/such/page',
    '/blog/no-such-article',
    '/lenders/no-such-lender',
    '/form',
    '/authx',
    '/form/start/bogus',
    '/form/check/intro',
    '/form/nowhere',
  ])('answers %s, which is neither a page nor an app route, with 404.html and status 404', async (route) => {
    const res = await fetch(`${base}${route}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('not found page');
  });

  it('answers a missing asset with a plain 404', async () => {
    const res = await fetch(`${base}/assets/missing-chunk.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('never serves files outside the build directory', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found page');
  });

  it('sends nosniff everywhere and no referrer from /auth', async () => {
    const home = await fetch(`${base}/`);
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/auth`)).headers.get('referrer-policy')).toBe('no-referrer');
  });
});
