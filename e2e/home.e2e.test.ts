import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, newPage, sharedBrowser } from './support/browser';

describe('home page in Chromium', () => {
  const browser = sharedBrowser();

  it('renders its heading with no console errors and no axe violations', async () => {
    const { context, page, problems } = await newPage(browser());
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the fee table a table to screen readers when a phone stacks its rows (no ARIA roles needed)', async () => {
    const context = await browser().newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    const table = page.locator('table', { hasText: 'Our fee if you get compensation' });
    // Stacked: each band's cells are blocks, one under another.
    await expect(
      table
        .locator('tbody td')
        .first()
        .evaluate((td) => getComputedStyle(td).display),
    ).resolves.toBe('block');
    await expect(table.locator('[role]').count()).resolves.toBe(0);
    // The roles Chromium gives screen readers (its accessibility tree, not the markup).
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string } }[];
    };
    const count = (role: string) => nodes.filter((node) => node.role?.value === role).length;
    const bands = await table.locator('tbody tr').count();
    expect(bands).toBeGreaterThan(1);
    expect(count('table')).toBe(1);
    expect(count('columnheader')).toBe(3);
    expect(count('rowheader')).toBe(bands);
    expect(count('cell')).toBe(bands * 2);
    expect(count('row')).toBe(bands + 1);
    await context.close();
  });
});
