import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, sharedBrowser } from './support/browser';
import * as j from './journeySupport';

/** Presses Tab until the focused element matches `selector` (a keyboard user's way there). */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

const CONTINUE = 'button[type=submit]';

/** An existing registered claimant with a saved profile. */
async function existingClaimant(firstName = 'Priya') {
  const who = j.claimant();
  const { auth, db } = j.admin();
  const password = 'an existing pass phrase';
  const user = await auth.createUser({ email: who.email, password, emailVerified: true });
  const blank = { addressLine1: '', addressLine2: '', city: '', postcode: '' };
  await db
    .collection('users')
    .doc(user.uid)
    .set({
      id: user.uid,
      userId: user.uid,
      firstName,
      middleName: '',
      lastName: who.lastName,
      email: who.email,
      phoneNumber: who.phoneE164,
      ...blank,
      previousAddress: blank,
      previousPreviousAddress: blank,
    });
  return { ...who, uid: user.uid, password };
}

describe('the claim journey by keyboard, and signing in', () => {
  const browser = sharedBrowser();

  it('can be completed with the keyboard alone (Tab, Space, Enter and typing)', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    await j.startJourney(page);
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'What is your name?');
    await typeInto(page, '#title', who.title);
    await typeInto(page, '#firstName', who.firstName);
    await typeInto(page, '#lastName', who.lastName);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'What is your date of birth?');
    await typeInto(page, '#dob', who.dob.day);
    await typeInto(page, '#dob-month', who.dob.month);
    await typeInto(page, '#dob-year', who.dob.year);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'How can we contact you?');
    await typeInto(page, '#email', who.email);
    await typeInto(page, '#phoneNumber', who.phoneTyped);
    await tabTo(page, '#otherFirmActing');
    await page.keyboard.press('Space');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    const asked = Date.now() - 1000;
    await who.onFile;
    await typeInto(page, '#postcode', who.postcode);
    await tabTo(page, '#softSearchConsent');
    await page.keyboard.press('Space');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Check your phone');
    await typeInto(page, '#code', await j.latestCode(who.phoneE164, asked));
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await tabTo(page, '#chosenAgreementIds');
    await page.keyboard.press('Space');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'What is your current address?');
    // The address is prefilled from the credit file; the claimant adds when they moved in.
    expect(await page.locator('#currentAddress-address-addressLine1').inputValue()).not.toBe('');
    await typeInto(page, '#currentAddress-movedIn', '1');
    await typeInto(page, '#currentAddress-movedIn-year', '2000');
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Check your answers before signing');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Sign your claim');
    await tabTo(page, '#termsAccepted');
    await page.keyboard.press('Space');
    await tabTo(page, '#signature');
    await page.keyboard.press('Space');
    await typeInto(page, '#signature-value', `${who.firstName} ${who.lastName}`);
    await page.keyboard.press('Enter');
    await j.onPage(page, 'Claim submitted');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in with a link: the token leaves the URL and history, and the claim starts prefilled', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await existingClaimant();
    const token = await j.admin().auth.createCustomToken(who.uid);
    await page.goto(appUrl(`/auth?token=${token}`), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Claim for car finance commission');
    await j.expectPath(page, '/form/start/intro');
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain('token');
    await page.goto(appUrl('/form/start'), { waitUntil: 'networkidle' });
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('Priya');
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  });

  it('asks before a sign-in link switches from one signed-in claimant to another', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const first = await existingClaimant('Priya');
    const second = await existingClaimant('Tomasz');
    const linkFor = async (uid: string) =>
      appUrl(`/auth?token=${await j.admin().auth.createCustomToken(uid)}`);
    await page.goto(await linkFor(first.uid), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Claim for car finance commission');

    await page.goto(await linkFor(second.uid), { waitUntil: 'networkidle' });
    await j.onPage(page, 'You are already signed in');
    await page.getByText(first.email, { exact: true }).waitFor();
    expect(await page.title()).toMatch(/^You are already signed in – /);
    await j.expectAccessible(page);
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await j.onPage(page, 'Claim for car finance commission');
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('Priya');

    await page.goto(await linkFor(second.uid), { waitUntil: 'networkidle' });
    await j.onPage(page, 'You are already signed in');
    await page.getByRole('button', { name: 'Sign out and use the link' }).click();
    await j.onPage(page, 'Claim for car finance commission');
    await j.expectPath(page, '/form/start/intro');
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('Tomasz');
    expect(await page.getByLabel('Last name').inputValue()).toBe(second.lastName);
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows who is signed in, and Sign out leaves no trace of the claimant in the browser', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await existingClaimant('Priya');
    const header = page.getByRole('banner');
    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    await header.getByRole('link', { name: 'Sign in' }).click();
    await j.onPage(page, 'Sign in to your claim');
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await j.continueOn(page, 'Sign in');
    await j.onPage(page, 'Claim for car finance commission');
    await header.getByText(`Signed in as ${who.email}`).waitFor();
    await j.expectAccessible(page);
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('Priya');

    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(appUrl('/'));
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    const traces = await page.evaluate(async () => {
      const stores =
        JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
      const persisted = await new Promise<string>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve('could not open');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve('');
          const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => resolve('could not read');
        };
      });
      return { stores, persisted };
    });
    for (const trace of [who.uid, who.email, 'Priya', who.lastName]) {
      expect(traces.stores).not.toContain(trace);
      expect(traces.persisted).not.toContain(trace);
    }
    expect(traces.persisted).not.toMatch(/^could not/);

    await page.goto(appUrl('/form/start'), { waitUntil: 'networkidle' });
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  });

  it('answers a malformed sign-in link with page-not-found', async () => {
    const { context, page } = await j.openPage(browser());
    await page.goto(appUrl('/auth?token=not-a-token'), { waitUntil: 'networkidle' });
    await page.getByText('Page not found: /auth').waitFor();
    await context.close();
  });

  it('signs in on /login and resumes the claim with the saved details', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await existingClaimant();
    await page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Sign in to your claim');
    await j.continueOn(page, 'Sign in');
    await page.getByRole('alert').getByText('Enter your email address').waitFor();
    expect(await page.title()).toMatch(/^Error: Sign in to your claim/);
    await j.expectAccessible(page);
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await j.continueOn(page, 'Sign in');
    await j.onPage(page, 'Claim for car finance commission');
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    expect(await page.getByLabel('First name').inputValue()).toBe('Priya');
    expect(await page.getByLabel('Last name').inputValue()).toBe(who.lastName);
    expect(problems).toEqual([]);
    await context.close();
  });
});
