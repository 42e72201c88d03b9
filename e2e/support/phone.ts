import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Phone widths every page must fit (WCAG 1.4.10 reflow: 320 CSS px; a common phone: 390). */
export const PHONE_WIDTHS = [320, 390] as const;
const HEIGHT = 740;

/** Where `npm run phone-shots` wants PNGs, or undefined in an ordinary test run. */
const shotsDir = process.env.PHONE_SHOTS_DIR;

export interface Overflow {
  where: string;
  width: number;
  scrollWidth: number;
  /** The elements reaching past the right edge, for the failure message. */
  culprits: string[];
}

/**
 * Measures the page as it stands at each phone width: the document must be no wider than the
 * window (no sideways scrolling). Returns what overflowed, so a test can list every page at once.
 * With PHONE_SHOTS_DIR set it also saves a full-page PNG per width, named after `where`.
 */
export async function measureReflow(page: Page, where: string): Promise<Overflow[]> {
  const found: Overflow[] = [];
  const original = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // One frame for layout after the resize.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    const measured = await page.evaluate(() => {
      const innerWidth = window.innerWidth;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
        .filter((el) => el.getClientRects().length > 0)
        .slice(0, 5)
        .map((el) => {
          const rect = el.getBoundingClientRect();
          const cls =
            typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
          return `${el.tagName.toLowerCase()}${cls} right=${Math.round(rect.right)}`;
        });
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
    });
    if (measured.scrollWidth > measured.innerWidth)
      found.push({ where, width, scrollWidth: measured.scrollWidth, culprits: measured.culprits });
    if (shotsDir) {
      await mkdir(shotsDir, { recursive: true });
      const name = `${where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${width}.png`;
      await page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
    }
  }
  if (original) await page.setViewportSize(original);
  return found;
}
