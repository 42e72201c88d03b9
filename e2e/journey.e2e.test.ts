import { describe, expect, it } from 'vitest';
import { appUrl, sharedBrowser } from './support/browser';
import * as j from './journeySupport';

describe('the claim journey in Chromium', () => {
  const browser = sharedBrowser();

  it('runs from an advert to thank-you, and the claim and profile reach Firestore with the referral', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    await page.goto(appUrl('/?utm_source=search&utm_campaign=spring'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept additional cookies' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referral_utmSource'))).toBe('search');

    // axe (WCAG 2.2 AA) on every step as it appears, and on an error state.
    await j.startJourney(page);
    await j.expectAccessible(page);
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    await j.expectAccessible(page);
    await j.continueOn(page);
    await page.getByRole('alert').getByText('Enter your first name').waitFor();
    expect(await page.title()).toBe('Error: What is your name? – Redress');
    await j.expectAccessible(page);
    await j.fillDetails(page, who);
    await j.onPage(page, 'What is your date of birth?');
    await j.expectAccessible(page);
    await j.fillDob(page, who);
    await j.onPage(page, 'How can we contact you?');
    await j.expectAccessible(page);
    await j.fillContact(page, who);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    await j.expectAccessible(page);
    await j.passCheck(page, who);
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await j.expectAccessible(page);
    await j.chooseFirstAgreement(page);
    await j.onPage(page, 'What is your current address?');
    await j.expectAccessible(page);
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    await j.expectPath(page, '/form/sign/review');
    expect(await page.title()).toBe('Check your answers before signing – Redress');
    await j.expectAccessible(page);
    await j.continueOn(page);
    await j.onPage(page, 'Sign your claim');
    await j.expectAccessible(page);
    await j.signTyped(page, 'Jane Testington');
    await j.expectAccessible(page);
    await j.expectPath(page, '/form/thankyou/done');
    const reference = (await page.getByText(/^RDR-/).innerText()).trim();

    const { db } = j.admin();
    const claims = await db.collection('claims').where('submission.reference', '==', reference).get();
    expect(claims.size).toBe(1);
    const claim = claims.docs[0]!.data();
    expect(claim.status).toBe('submitted');
    expect(claim.referral).toMatchObject({ utmSource: 'search', utmCampaign: 'spring' });
    expect(String((claim.referral as { referUrl: unknown }).referUrl)).toContain('utm_campaign=spring');
    const user = (await db.collection('users').doc(String(claim.uid)).get()).data();
    expect(user).toMatchObject({
      firstName: 'Jane',
      lastName: who.lastName,
      email: who.email,
      phoneNumber: who.phoneE164,
    });

    await j.continueOn(page);
    await j.onPage(page, 'Save your claim with a password');
    await j.expectAccessible(page);
    await page.getByLabel('Create a password').fill('a long enough pass phrase');
    // The account needs the profile saved earlier: without it the auth machine refuses, and says so.
    const profile = db.collection('users').doc(String(claim.uid));
    await profile.delete();
    await j.continueOn(page);
    await page.getByText('No current local user').first().waitFor();
    expect((await j.admin().auth.getUser(String(claim.uid))).email).toBeUndefined();
    await profile.set(user!);
    await j.continueOn(page);
    await page.getByText(`Your password is set. We have sent an email to ${who.email}`).waitFor();
    const account = await j.admin().auth.getUser(String(claim.uid));
    expect(account.email).toBe(who.email);
    expect(problems).toEqual([]);
    await context.close();
  });
  it('holds a Start pressed before the wizard has loaded, busy, and sends it once when it arrives (decision 228)', async () => {
    const { context, page, problems } = await j.openPage(browser());
    // The journey's core (the wizard and its page) held back, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/core-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/form/start'));
    await j.onPage(page, 'Claim for car finance commission');
    await j.expectPath(page, '/form/start/intro');
    const start = page.getByRole('button', { name: 'Continue', exact: true });
    await start.click();
    await expect.poll(() => start.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Loading the next question' }).waitFor();
    // A second press while busy (the button keeps focus) sends nothing.
    await page.keyboard.press('Enter');
    release();
    await j.onPage(page, 'What is your name?');
    await j.expectPath(page, '/form/start/details');
    // One press, one event: a second Continue would have shown the name step's errors.
    expect(await page.getByText('Enter your first name').count()).toBe(0);
    await page.goBack();
    await j.onPage(page, 'Claim for car finance commission');
    expect(problems).toEqual([]);
    await context.close();
  });
});
