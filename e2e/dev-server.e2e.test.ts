import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../scripts/lib/dev-server.mjs';
import { launch, newPage } from './support/browser';

// `npm start` runs this development server: it answers each address with the status the
// production server (Hosting, and scripts/serve.mjs) gives it, and shows the same error page.
describe('the development server (npm start)', () => {
  let browser: Browser;
  let server: { url: string; close: () => void };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startDevServer(), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });
  const at = (path: string) => new URL(path, server.url).toString();

  it.each(['/no/such/page', '/form/start/bogus', '/form/check/intro', '/blog/no-such-article'])(
    'answers %s, which names no page, with 404',
    async (path) => {
      expect((await fetch(at(path))).status).toBe(404);
    },
  );

  it.each(['/', '/blog', '/form/start', '/form/start/intro', '/form/sign/review', '/login'])(
    'answers %s with 200',
    async (path) => {
      expect((await fetch(at(path))).status).toBe(200);
    },
  );

  it.each(['/form/start/bogus', '/no/such/page'])(
    'shows the spec’s page-not-found texts at %s',
    async (path) => {
      const { context, page } = await newPage(browser);
      await page.goto(at(path));
      const message = page.getByTestId('error-message');
      await message.waitFor({ timeout: 60_000 });
      await expect(message.innerText()).resolves.toBe(`Page not found: ${path}`);
      await expect(page.getByTestId('error-status').innerText()).resolves.toBe('404');
      await expect(page.getByTestId('error-status-message').innerText()).resolves.toBe('Page Not Found');
      expect(page.url()).toBe(at(path));
      await context.close();
    },
  );
});
