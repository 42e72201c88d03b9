import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

export function appUrl(path = '/'): string {
  const base = process.env.APP_URL;
  if (!base) throw new Error('APP_URL is not set: run browser tests through npm test.');
  return new URL(path, base).toString();
}

/** Headless Chromium, found as every browser in the project is (scripts/lib/chromium.mjs). */
export function launch(): Promise<Browser> {
  return launchChromium();
}

/** A page that records console errors and warnings, and uncaught page errors. */
export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`http ${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return { context, page, problems };
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * One Chromium for the tests of the describe block (or file) that calls this: launched before
 * them, closed after them. The tests read it through the returned function.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium did not start: see the error before the tests.');
    return browser;
  };
}
