// The "Which scheme covers my agreement?" page in Chromium (decision 260): with JavaScript it
// answers from a month and year, and shows an error for one that is not real; without it the
// prerendered HTML lists the date ranges. Linked from the home page and each lender page.
import { describe, expect, it } from 'vitest';
import { appUrl, axeViolations, newPage, sharedBrowser } from './support/browser';

// A malformed source in another team's CSP draft is reported by Chromium; it is not a page fault.
const relevant = (problems: string[]) => problems.filter((p) => !p.includes('contains an invalid source'));

describe('the which-scheme page in Chromium', () => {
  const browser = sharedBrowser();

  it('is linked from the home page and a lender page', async () => {
    const { context, page, problems } = await newPage(browser());
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    const lender = await page.locator('main a[href^="/lenders/"]').first().getAttribute('href');
    await page.getByRole('link', { name: 'Which scheme covers my agreement?' }).click();
    await page.waitForURL(appUrl('/which-scheme'));
    await page.goto(appUrl(lender!), { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Which scheme covers my agreement?' }).count(),
    ).resolves.toBe(1);
    expect(relevant(problems)).toEqual([]);
    await context.close();
  });

  it('answers from the month and year with JavaScript, with an error for a month that is not real', async () => {
    const { context, page, problems } = await newPage(browser());
    await page.goto(appUrl('/which-scheme'), { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    const answer = main.getByRole('status');
    const check = async (month: string, year: string) => {
      await main.getByRole('textbox', { name: 'Month' }).fill(month);
      await main.getByRole('textbox', { name: 'Year' }).fill(year);
      await main.getByRole('button', { name: 'Check my agreement' }).click();
    };
    await check('5', '2010');
    await expect(answer.innerText()).resolves.toContain('This agreement may be covered by Scheme 1');
    await check('3', '2018');
    await expect(answer.innerText()).resolves.toContain('This agreement may be covered by Scheme 2');
    await check('2', '2025');
    await expect(answer.innerText()).resolves.toContain('which covers agreements up to 1 November 2024');
    expect(await axeViolations(page)).toEqual([]);

    await check('13', '2010');
    const summary = main.getByRole('alert');
    await expect(summary.innerText()).resolves.toContain('Month must be a number from 1 to 12');
    await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await summary.getByRole('link').click();
    await expect(
      main.getByRole('textbox', { name: 'Month' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    expect(relevant(problems)).toEqual([]);
    await context.close();
  });

  it('lists the date ranges without JavaScript, and shows no form it could not answer', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/which-scheme'), { waitUntil: 'networkidle' });
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Agreement started What may cover it',
      'From 6 April 2007 to 31 March 2014 This agreement may be covered by Scheme 1 of the FCA’s motor finance redress scheme.',
      'From 1 April 2014 to 1 November 2024 This agreement may be covered by Scheme 2 of the FCA’s motor finance redress scheme.',
      'Before 6 April 2007 This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements from 6 April 2007.',
      'After 1 November 2024 This agreement may be outside the FCA’s motor finance redress scheme, which covers agreements up to 1 November 2024.',
      'Consumer hire, at any date This agreement may be outside the FCA’s motor finance redress scheme, which does not cover consumer hire.',
    ]);
    await expect(page.getByRole('button', { name: 'Check my agreement' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});
