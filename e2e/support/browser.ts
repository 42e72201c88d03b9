import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
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

/**
 * How long a page's locator waits and actions wait (Playwright's default is 30 s): in CI the browser
 * tests share two cores with the stories, the integration tests and the soak's emulators, so a
 * wait that ends in a second alone can take tens of seconds there. A test's own limit is 120 s.
 */
export const PAGE_WAIT_MS = 45_000;

/** The pages of the running test still open: what they showed is reported if the test fails. */
const openPages = new Set<{ page: Page; problems: string[] }>();

/** What a page showed: its address, headings, alerts and status messages, and its last problems. */
async function pageState({ page, problems }: { page: Page; problems: string[] }): Promise<string> {
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => [] as string[])
    )
      .map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 300))
      .filter(Boolean);
  const path = (() => {
    try {
      const url = new URL(page.url());
      return url.pathname + url.search;
    } catch {
      return page.url();
    }
  })();
  return [
    `page ${path}`,
    `  headings: ${JSON.stringify(await texts('h1, h2, h3'))}`,
    `  alerts and status: ${JSON.stringify(await texts('[role="alert"], [role="status"]'))}`,
    `  buttons: ${JSON.stringify(await texts('button'))}`,
    `  last problems: ${JSON.stringify(problems.slice(-10))}`,
  ].join('\n');
}

/**
 * When a browser test fails, a second error says what each page it left open was showing (its
 * path, headings, alerts, buttons and console problems), so a failure on a loaded CI machine can
 * be read from the log alone. Registered by sharedBrowser().
 */
function reportPagesOnFailure() {
  afterEach(async ({ task }) => {
    const pages = [...openPages];
    openPages.clear();
    if (task.result?.state !== 'fail' || pages.length === 0) return;
    const states = await Promise.all(pages.filter(({ page }) => !page.isClosed()).map(pageState));
    if (states.length) throw new Error(`What the test's pages showed when it failed:\n${states.join('\n')}`);
  });
}

/** A page that records console errors and warnings, and uncaught page errors. */
export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  context.setDefaultTimeout(PAGE_WAIT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  const opened = { page, problems };
  openPages.add(opened);
  context.on('close', () => openPages.delete(opened));
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
  reportPagesOnFailure();
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
