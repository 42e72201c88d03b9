import type { Browser, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { openStory, previewViolations, wizardPageMismatches } from './support/preview-page';

const IndexSchema = v.object({
  entries: v.record(
    v.string(),
    v.object({ id: v.string(), title: v.string(), name: v.string(), type: v.string() }),
  ),
});

const base = inject('storybookUrl');
const index = v.parse(IndexSchema, await (await fetch(`${base}/index.json`)).json());
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Pages open at once: a story's load, render and axe run use one core each, so two halve the time. */
const PREVIEWS = 2;

interface Preview {
  page: Page;
  problems: string[];
}

describe('every story in Chromium', () => {
  let browser: Browser;
  const free: Preview[] = [];
  const waiting: Array<(preview: Preview) => void> = [];

  /** Runs with a preview to itself, waiting for one to be free. */
  async function withPreview<T>(run: (preview: Preview) => Promise<T>): Promise<T> {
    const preview = free.pop() ?? (await new Promise<Preview>((resolve) => waiting.push(resolve)));
    try {
      return await run(preview);
    } finally {
      const next = waiting.shift();
      if (next) next(preview);
      else free.push(preview);
    }
  }

  beforeAll(async () => {
    browser = await launch();
    for (let n = 0; n < PREVIEWS; n++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
      });
      free.push({ page, problems });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  // Each story is opened in a new document, as a link to it opens it: nothing another story
  // loaded is there, so a play function must wait for what it needs (decision 168).
  it.concurrent.for(stories)(
    '$title: $name opened on its own renders with no console errors and no axe violations',
    async (story, { expect }) => {
      await withPreview(async ({ page, problems }) => {
        // Leave the last story's document first: what it says while it unloads is not this story's.
        await page.goto('about:blank');
        problems.length = 0;
        expect(await openStory(page, base, story.id)).toBe('rendered');
        await expect(page.locator('#storybook-root > *').count()).resolves.toBeGreaterThan(0);
        expect(await previewViolations(page)).toEqual([]);
        expect(await wizardPageMismatches(page, story)).toEqual([]);
        // A copy: the preview goes to the next story, which empties its list, before a failure is shown.
        expect([...problems]).toEqual([]);
      });
    },
  );
});
