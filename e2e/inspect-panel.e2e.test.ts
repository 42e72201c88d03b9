import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../scripts/lib/dev-server.mjs';
import { launch } from './support/browser';

// The machine panel exists only in development builds, so this test runs the dev server (the
// other browser tests use the production build). Content pages and app pages mount it differently.
const PAGES = [
  { path: '/', kind: 'content page' },
  { path: '/form/start', kind: 'app page' },
];
const WIDTHS = [320, 390];

/** Elements of the page that share any pixel with the panel, and how far the panel reaches past the viewport's right edge. */
function coverage(page: Page) {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-dev-inspect-panel]');
    if (!panel) throw new Error('The machine panel is not on the page');
    const box = panel.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (panel.contains(element) || element.contains(panel)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const meets =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (meets)
        covered.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 40)}`);
    }
    return {
      covered,
      pastRightEdge: Math.max(0, Math.ceil(box.right) - document.documentElement.clientWidth),
    };
  });
}

describe('machine panel in a development build at phone widths', () => {
  let browser: Browser;
  let server: { url: string; close: () => void };
  beforeAll(async () => {
    [server, browser] = await Promise.all([startDevServer(), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  for (const { path, kind } of PAGES) {
    it(`never covers the ${kind}'s content at ${WIDTHS.join(' and ')} px, closed or open`, async () => {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 640 } });
        const page = await context.newPage();
        await page.goto(new URL(path, server.url).toString());
        const toggle = page.getByRole('button', { name: /^Machines \(\d+\)$/ });
        await toggle.waitFor({ timeout: 60_000 });
        // The build-version machine runs on every page, content or app.
        await page.getByRole('button', { name: /^Machines \([1-9]\d*\)$/ }).waitFor();
        expect(await coverage(page), `closed, ${width} px`).toEqual({ covered: [], pastRightEdge: 0 });
        await toggle.click();
        await page.getByRole('heading', { name: /^buildVersion: / }).waitFor();
        expect(await coverage(page), `open, ${width} px`).toEqual({ covered: [], pastRightEdge: 0 });
        await context.close();
      }
    });
  }
});
