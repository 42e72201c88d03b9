import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/serve.mjs';
import { buildWorkspace, type Workspace } from '../tests/site/build';
import { appUrl, axeViolations, launch, newPage } from './support/browser';

/** One page of each type. */
const PAGES = [
  '/',
  '/vehicle',
  '/blog',
  '/blog/supreme-court-judgment-august-2025',
  '/blog/tags/fees',
  '/blog/categories/news',
  '/lenders/black-horse',
  '/privacy',
  '/cookies',
  '/which-scheme',
  '/no/such/page',
];

// /no/such/page is answered with status 404 on purpose; Chromium logs that document's status too.
const relevant = (problems: string[]) =>
  problems.filter(
    (p) =>
      !p.includes('contains an invalid source') &&
      !p.startsWith('http 404') &&
      !p.includes('the server responded with a status of 404'),
  );

// The served build is the Redress workspace; the other brands are built and served here.
const OTHERS: Workspace[] = ['Complex365', 'SGUK', 'SGUKINTERNAL'];

describe.each<Workspace>(['Redress', ...OTHERS])('the %s brand in Chromium', (workspace) => {
  let browser: Browser;
  let server: Server | undefined;
  let client: string | undefined;
  let base = '';
  beforeAll(async () => {
    browser = await launch();
    if (workspace === 'Redress') {
      base = appUrl('/');
      return;
    }
    client = await buildWorkspace(workspace);
    server = await serve({ dir: client, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (client) rmSync(path.dirname(client), { recursive: true, force: true });
  });

  it('has no axe violations (WCAG 2.2 AA) on any page type, banner open', async () => {
    const { context, page, problems } = await newPage(browser);
    const found: string[] = [];
    for (const pagePath of PAGES) {
      // Static HTML and its one script, which has run by the time the network is idle.
      await page.goto(new URL(pagePath, base).toString(), { waitUntil: 'networkidle' });
      found.push(...(await axeViolations(page)).map((v) => `${pagePath}: ${v}`));
    }
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    found.push(...(await axeViolations(page)).map((v) => `cookie choices: ${v}`));
    expect(found).toEqual([]);
    expect(relevant(problems)).toEqual([]);
    await context.close();
  });
});
