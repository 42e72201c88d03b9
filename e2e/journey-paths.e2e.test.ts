import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, sharedBrowser } from './support/browser';
import * as j from './journeySupport';

/** Through contact, consent and the passcode to the agreements found. */
async function toAgreements(page: Page, who: j.Claimant) {
  await j.answerStartSection(page, who);
  await j.passCheck(page, who);
}

describe('claim journey paths in Chromium', () => {
  const browser = sharedBrowser();

  it('refuses a wrong passcode with a specific error, then accepts the right one', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    await j.answerStartSection(page, who);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    const asked = Date.now() - 1000;
    await j.continueOn(page);
    await page.getByRole('alert').getByText('Confirm that you agree to a soft credit search').waitFor();
    expect(await page.title()).toMatch(/^Error: Can we do a soft search/);
    await j.expectAccessible(page);
    await j.fillPostcode(page, who);
    await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
    await j.continueOn(page);
    await j.onPage(page, 'Check your phone');
    await page.getByRole('status').getByText('Code sent').waitFor();
    const code = await j.latestCode(who.phoneE164, asked);
    await page.getByLabel('Security code').fill(j.wrongCode(code));
    await j.continueOn(page);
    await page.getByRole('alert').getByText('Enter the correct security code').waitFor();
    expect(await page.title()).toMatch(/^Error: Check your phone/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await j.expectAccessible(page);
    // Pasted as the text shows it, with a space.
    await page.getByLabel('Security code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await j.continueOn(page);
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await j.expectPath(page, '/form/check/agreements');
    // The gateway answers a wrong code with a 400, which the client logs (spec section 8).
    expect(problems.filter((p) => !/400|wrong-code/.test(p))).toEqual([]);
    await context.close();
  });

  it('ends honestly when the credit file shows no agreements', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant('Nofinance');
    await toAgreements(page, who);
    await j.onPage(page, 'We did not find any car finance agreements');
    await j.expectAccessible(page);
    await page.getByText('there is nothing for us to claim and you will not pay anything').waitFor();
    await page.getByRole('button', { name: 'I do not have an agreement to add' }).click();
    await page.waitForURL(appUrl('/'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a returning claimant to sign in, and carries on after the password', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    const password = 'an existing pass phrase';
    const { auth, db } = j.admin();
    const user = await auth.createUser({ email: who.email, password, emailVerified: true });
    await db
      .collection('users')
      .doc(user.uid)
      .set({
        id: user.uid,
        userId: user.uid,
        firstName: 'Jane',
        middleName: '',
        lastName: who.lastName,
        email: who.email,
        phoneNumber: who.phoneE164,
        addressLine1: '',
        addressLine2: '',
        city: '',
        postcode: '',
        previousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
        previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
      });
    await j.answerStartSection(page, who);
    await j.onPage(page, 'You have already started a claim with us');
    await j.expectPath(page, '/form/start/recovery');
    await j.expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await j.continueOn(page);
    await page.getByRole('alert').getByText('There is a problem').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await j.continueOn(page);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    expect(await page.evaluate(() => document.body.innerText)).toContain(j.shownMobile(who.phoneE164));
    // A wrong password is an expected 400 from the Auth emulator, which the auth adapter logs once
    // by its kind (decision 251).
    expect(
      problems.filter(
        (p) => !/400|signInWithPassword|operation: signInWithEmail, kind: invalid-credentials/.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('keeps every answer through a reload in each section, and follows Back and typed URLs', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    // A step not reached yet sends the claimant to where they are.
    await page.goto(appUrl('/form/sign/review'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Claim for car finance commission');
    await j.expectPath(page, '/form/start/intro');
    await j.continueOn(page);
    await j.fillDetails(page, who);
    await j.onPage(page, 'What is your date of birth?');
    // The address follows the step once it has been painted (decision 243).
    await j.expectPath(page, '/form/start/dob');
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'What is your date of birth?');
    await page.goBack();
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('Last name').inputValue()).toBe(who.lastName);
    await page.goForward();
    await j.fillDob(page, who);
    await j.fillContact(page, who);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    const asked = Date.now() - 1000;
    await j.fillPostcode(page, who);
    await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
    await j.continueOn(page);
    await j.onPage(page, 'Check your phone');
    await j.expectPath(page, '/form/check/otp');
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'Check your phone');
    await page.getByLabel('Security code').fill(await j.latestCode(who.phoneE164, asked));
    await j.continueOn(page);
    await j.chooseFirstAgreement(page);
    await j.onPage(page, 'What is your current address?');
    await j.expectPath(page, '/form/address/current');
    await page.reload({ waitUntil: 'networkidle' });
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    await j.expectPath(page, '/form/sign/review');
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'Check your answers before signing');
    const review = await page.locator('main').innerText();
    expect(review).toContain(`Ms Jane ${who.lastName}`);
    expect(review).toContain('12 April 1985');
    expect(review).toContain('1 Test Street');
    // A bare section URL goes to the current step.
    await page.goto(appUrl('/form/start'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Check your answers before signing');
    await j.expectPath(page, '/form/sign/review');
    await j.continueOn(page);
    await j.signTyped(page, 'Jane Testington');
    const reference = await page.getByText(/^RDR-/).innerText();
    await j.expectPath(page, '/form/thankyou/done');
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'Claim submitted');
    expect(await page.getByText(/^RDR-/).innerText()).toBe(reference);
    // After submission the answers cannot be reopened.
    await page.goto(appUrl('/form/start/details'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Claim submitted');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes the title from check your answers and returns to the review with no new check', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    await toAgreements(page, who);
    await j.chooseFirstAgreement(page);
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    await j.expectAccessible(page);
    await page.getByRole('link', { name: /Change\s+name/ }).click();
    await j.onPage(page, 'What is your name?');
    await j.expectPath(page, '/form/start/details');
    await page.getByLabel('Title').selectOption('Dr');
    await j.continueOn(page);
    await j.onPage(page, 'Check your answers before signing');
    expect(await page.locator('main').innerText()).toContain(`Dr Jane ${who.lastName}`);
    const texts = await j.admin().db.collection('sandboxOutbox').where('to', '==', who.phoneE164).get();
    expect(texts.size).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
