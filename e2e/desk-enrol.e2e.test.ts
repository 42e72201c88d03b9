// A new staff member enrols their second factor at the desk (decision 220): on the Auth emulator,
// which has no TOTP, a mobile and the code the emulator "texts" to it; then the desk opens, and the
// token carries the factor the gateway requires.
import { randomInt } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../tests/gateway/support';
import { sharedBrowser } from './support/browser';
import { accessibleOnPhones, enterPassword, staffAccount, textedTo } from './support/desk';
import * as j from './journeySupport';

/**
 * What the Auth emulator answers that a deployment does not: it has no reCAPTCHA configuration to
 * give (501), and a wrong code typed on purpose is refused (400).
 */
const expectedProblems = (problem: string) =>
  /recaptchaConfig|status of 501|mfaEnrollment:finalize|status of 400/.test(problem);

describe('enrolling a second factor at the desk', () => {
  const browser = sharedBrowser();

  it('walks a handler with no second factor through enrolling a mobile, then opens the claims list', async () => {
    const handler = await staffAccount({ role: 'handler', workspaces: ['Redress'], secondFactor: false });
    const mobile = `07700 900${String(randomInt(0, 1000)).padStart(3, '0')}`;
    const e164 = `+44${mobile.replace(/\s/g, '').slice(1)}`;

    const { context, page, problems } = await j.openPage(browser());
    await enterPassword(page, handler.email);
    await j.onPage(page, 'Add a mobile number for security codes');
    await accessibleOnPhones(page);

    // A number that is not a UK mobile is refused on the page, by the contract's rules.
    await page.getByLabel('UK mobile number').fill('020 7946 0000');
    await j.continueOn(page);
    await page.getByRole('alert').getByText('Enter a UK mobile phone number, like 07700 900 982').waitFor();
    await accessibleOnPhones(page);

    await page.getByLabel('UK mobile number').fill(mobile);
    await j.continueOn(page);
    await j.onPage(page, 'Check your phone');
    await page.getByText(`We sent a security code to ${mobile}`).waitFor();
    await accessibleOnPhones(page);

    // A wrong code is refused and nothing is enrolled.
    const code = await textedTo(e164);
    await page.getByLabel('Security code').fill(j.wrongCode(code));
    await j.continueOn(page);
    await page.getByRole('alert').waitFor();
    await accessibleOnPhones(page);
    expect((await getAuth(adminApp()).getUser(handler.uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);

    await page.getByLabel('Security code').fill(code);
    await j.continueOn(page);
    await j.onPage(page, 'Claims');
    await accessibleOnPhones(page);

    // The mobile is the account's second factor now.
    const [factor] = (await getAuth(adminApp()).getUser(handler.uid)).multiFactor?.enrolledFactors ?? [];
    expect(factor).toMatchObject({ factorId: 'phone', phoneNumber: e164, displayName: 'Mobile' });
    expect(problems.filter((problem) => !expectedProblems(problem))).toEqual([]);
    await context.close();
  });
});
