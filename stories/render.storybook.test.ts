import type { Browser, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { openPreview, previewViolations, showStory, wizardPageMismatches } from './support/preview-page';

const IndexSchema = v.object({
  entries: v.record(
    v.string(),
    v.object({ id: v.string(), title: v.string(), name: v.string(), type: v.string() }),
  ),
});

const base = inject('storybookUrl');
const index = v.parse(IndexSchema, await (await fetch(`${base}/index.json`)).json());
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

describe('every story in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext();
    page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
    });
    await openPreview(page, base, stories[0]?.id ?? '');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the stories to check', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories)('$title: $name renders with no console errors and no axe violations', async (story) => {
    problems.length = 0;
    expect(await showStory(page, story.id)).toBe('rendered');
    await expect(page.locator('#storybook-root > *').count()).resolves.toBeGreaterThan(0);
    expect(await previewViolations(page)).toEqual([]);
    expect(await wizardPageMismatches(page, story)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
