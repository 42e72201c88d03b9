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
    const server = await serve({ dir, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('serves prerendered pages under clean URLs', async () => {
    expect(await (await fetch(`${base}/blog`)).text()).toBe('blog list');
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
  });

  it('answers app routes with the SPA fallback and missing assets with 404', async () => {
    expect(await (await fetch(`${base}/form/start/details`)).text()).toBe('spa');
    expect((await fetch(`${base}/assets/missing-chunk.js`)).status).toBe(404);
  });

  it('never serves files outside the build directory', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await res.text()).toBe('spa');
  });

  it('sends nosniff everywhere and no referrer from /auth', async () => {
    const home = await fetch(`${base}/`);
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/auth`)).headers.get('referrer-policy')).toBe('no-referrer');
  });
});
