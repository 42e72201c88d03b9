import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLAIMANT_FAILURE_HAPPENED, RETRY_NEXT_STEPS } from '../contract/failureWords';
import { appUrl, sharedBrowser } from './support/browser';
import { measureReflow } from './support/phone';
import * as j from './journeySupport';

const GATEWAY = () => {
  const host = process.env.FUNCTIONS_EMULATOR_HOST;
  if (!host) throw new Error('FUNCTIONS_EMULATOR_HOST is not set: run browser tests through npm test.');
  return `http://${host}/demo-redress/europe-west2/gateway`;
};
const calls = (route: Route, name: string) =>
  route.request().method() === 'POST' &&
  (route.request().postData() ?? '').includes(`"functionName":"${name}"`);

const national = j.shownMobile;

const mainText = (page: Page) => page.locator('main').innerText();

describe('the journey on a phone (issue 20)', () => {
  const browser = sharedBrowser();

  const phonePage = () => j.openPage(browser(), { width: 390, height: 844 });

  it('the home page and the first step agree on how long a claim takes', async () => {
    const { context, page } = await phonePage();
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    const home = /takes (about \d+ minutes)/.exec(await mainText(page))?.[1];
    expect(home).toBe('about 10 minutes');
    await j.startJourney(page);
    expect(await mainText(page)).toContain(`It takes ${home}.`);
    await context.close();
  });

  it('one name for the security code, tries left after a wrong one, no "Code sent" beside it, and Back does not reopen it once accepted; the mobile shown as people write it', async () => {
    const { context, page } = await phonePage();
    const who = j.claimant();
    const shown = national(who.phoneE164);
    await j.startJourney(page);
    const pagesSeen: string[] = [await mainText(page)];
    await j.continueOn(page);
    await j.fillDetails(page, who);
    await j.fillDob(page, who);
    await j.onPage(page, 'How can we contact you?');
    pagesSeen.push(await mainText(page));
    await j.fillContact(page, who);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    pagesSeen.push(await mainText(page));
    expect(await mainText(page)).toContain(`we will text a security code to ${shown}`);
    const asked = Date.now() - 1000;
    await j.fillPostcode(page, who);
    await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
    await j.continueOn(page);
    await j.onPage(page, 'Check your phone');
    await page.getByRole('status').getByText('Code sent').waitFor();
    expect(await mainText(page)).toContain(`We have sent a security code to ${shown}.`);
    expect(await mainText(page)).not.toContain('+44');
    const code = await j.latestCode(who.phoneE164, asked);
    await page.getByLabel('Security code').fill(j.wrongCode(code));
    await j.continueOn(page);
    await page
      .getByRole('alert')
      .getByText('Enter the correct security code. You have 4 tries left')
      .waitFor();
    expect(await page.getByRole('status').innerText()).toBe('');
    pagesSeen.push(await mainText(page));
    for (const text of pagesSeen) expect(text).not.toMatch(/passcode|6-digit code|one-time/i);

    await page.getByLabel('Security code').fill(code);
    await j.continueOn(page);
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await j.expectPath(page, '/form/check/agreements');
    // The code page left no history entry: Back goes to the step before it.
    await page.goBack();
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    await j.expectPath(page, '/form/check/consent');
    // And typing its address shows where the claimant is instead.
    await page.goForward();
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await page.goto(appUrl('/form/check/otp'), { waitUntil: 'networkidle' });
    await j.onPage(page, /Which agreements|Can we do a soft search/);
    expect(j.path(page)).not.toBe('/form/check/otp');
    await context.close();
  });

  it('the review shows the mobile as typed, and signing says what it does before "Sign and submit claim"', async () => {
    const { context, page } = await phonePage();
    const who = j.claimant();
    await j.answerStartSection(page, who);
    await j.passCheck(page, who);
    await j.chooseFirstAgreement(page);
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    const review = await mainText(page);
    expect(review).toContain(national(who.phoneE164));
    expect(review).not.toContain(who.phoneE164);
    await j.continueOn(page);
    await j.onPage(page, 'Sign your claim');
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(0);
    const explained = page.getByRole('heading', {
      level: 2,
      name: 'When you select ‘Sign and submit claim’',
    });
    await explained.waitFor();
    const text = await mainText(page);
    expect(text).toMatch(
      /you sign the letter of authority, which lets .+ act for you with each lender you chose/,
    );
    expect(text).toMatch(/your claim and the signed letter are sent to .+, and we email you a copy/);
    expect(text).toContain('You can cancel within 14 days without paying anything.');
    await j.expectAccessible(page);
    await j.signTyped(page, 'Jane Testington');
    await context.close();
  });

  it('a failed call says what to do next; from the third failure the firm’s phone is offered, every answer kept', async () => {
    const { context, page } = await phonePage();
    const who = j.claimant();
    let failing = true;
    let hits = 0;
    await page.route(GATEWAY(), async (route) => {
      if (!failing || !calls(route, 'confirmUserExists')) return route.fallback();
      hits += 1;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    await j.answerStartSection(page, who);
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor({ timeout: 30_000 });
    const shown = await problem.innerText();
    expect(shown).toContain(CLAIMANT_FAILURE_HAPPENED.server);
    expect(shown).toContain(RETRY_NEXT_STEPS.server);
    expect(await problem.getByRole('link', { name: /0161 000 0000/ }).count()).toBe(0);
    for (const attempt of [2, 3]) {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => hits).toBe(attempt);
      await problem.waitFor();
    }
    const call = problem.getByRole('link', { name: '0161 000 0000 (sample)' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:01610000000');
    expect(await problem.innerText()).toContain('Monday to Friday, 9am to 5pm');
    expect(await problem.innerText()).toContain('Your answers are saved.');
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(who.email);
    await expect(page.getByLabel('UK mobile number').inputValue()).resolves.toBe(who.phoneTyped);
    await j.expectAccessible(page);
    expect(await measureReflow(page, 'start-contact-failed-three-times')).toEqual([]);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    await context.close();
  });
});
