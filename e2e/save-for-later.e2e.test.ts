import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_SUBJECT } from '../functions/src/mail/emailVerification';
import { appUrl, sharedBrowser } from './support/browser';
import * as j from './journeySupport';

/** The verification mails the gateway queued for an address. */
async function verificationMails(email: string) {
  const mails = await j.admin().db.collection('mail').where('to', '==', email).get();
  return mails.docs
    .map((d) => d.data() as { message: { subject: string; text: string } })
    .filter((m) => m.message.subject === VERIFICATION_SUBJECT);
}

/** The link in the latest verification mail, once there are at least `count` of them. */
async function verificationLink(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = await verificationMails(email);
    const link =
      mails.length >= count && /https?:\/\/\S+oobCode=\S+/.exec(mails.at(-1)?.message.text ?? '')?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** Saves the journey for later from the step on screen, up to "Check your email". */
async function saveForLater(page: Page, password: string) {
  await page.getByRole('button', { name: 'Save and come back later' }).click();
  await j.onPage(page, 'Save your claim and come back later');
  await page.getByLabel('Create a password').fill(password);
  await j.continueOn(page, 'Save and send me an email');
  await j.onPage(page, 'Check your email');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
  await j.onPage(page, 'Sign in to your claim');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await j.continueOn(page, 'Sign in');
}

describe('Save and come back later', () => {
  const browser = sharedBrowser();

  it('saves part-way with a password, and after the email is confirmed resumes on another device at the same step with the answers', async () => {
    const first = await j.openPage(browser());
    const { page } = first;
    const who = j.claimant('Savelater');
    const password = 'saved for later pass phrase';
    await j.startJourney(page);
    // Before the contact details there is no email to save the claim under: the page says so.
    await page.getByRole('button', { name: 'Save and come back later' }).click();
    await j.onPage(page, 'Your claim cannot be saved yet');
    await j.expectAccessible(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await j.onPage(page, 'Claim for car finance commission');
    await j.continueOn(page);
    await j.fillDetails(page, who);
    await j.fillDob(page, who);
    await j.fillContact(page, who);
    await who.onFile;
    await j.passCheck(page, who);
    await j.chooseFirstAgreement(page);
    await j.onPage(page, 'What is your current address?');

    await page.getByRole('button', { name: 'Save and come back later' }).click();
    await j.onPage(page, 'Save your claim and come back later');
    await j.expectAccessible(page);
    await page.getByLabel('Create a password').fill('too short');
    await j.continueOn(page, 'Save and send me an email');
    await page.getByRole('alert').getByText('Password must be 15 characters or more').first().waitFor();
    await page.getByLabel('Create a password').fill(password);
    await j.continueOn(page, 'Save and send me an email');
    await j.onPage(page, 'Check your email');
    await page.getByText(`sent an email to ${who.email}`).waitFor();
    await j.expectAccessible(page);
    expect(j.path(page)).toBe('/form/address/current');
    expect(first.problems).toEqual([]);
    await first.context.close();

    // Another device: before the email is confirmed, signing in shows one state, told once:
    // signed in (the header says so), on a page that explains, with no sign-in form under it.
    const second = await j.openPage(browser());
    await signIn(second.page, who.email, password);
    await j.onPage(second.page, 'Confirm your email address');
    expect(j.path(second.page)).toBe('/login');
    await second.page.getByText(`Signed in as ${who.email}`, { exact: true }).waitFor();
    expect(await second.page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await second.page.getByText('There is a problem').count()).toBe(0);
    await j.expectAccessible(second.page);
    // "Your claims" cannot show the claims yet: it is this same page.
    await second.page.getByRole('link', { name: 'Your claims' }).click();
    await second.page.waitForURL((url) => url.pathname === '/login');
    await j.onPage(second.page, 'Confirm your email address');

    // The link again: a second mail goes, and the page says so.
    await second.page.getByRole('button', { name: 'Send the link again' }).click();
    await second.page.getByRole('status').getByText(`We have sent a new link to ${who.email}.`).waitFor();
    const link = await verificationLink(who.email, 2);

    // Continue before the link is opened: still not confirmed, and the page says what to do.
    await second.page.getByRole('button', { name: 'Continue' }).click();
    await second.page
      .getByRole('alert')
      .getByText('Your email address is not confirmed yet.', { exact: false })
      .waitFor();

    // The new link, opened from the email in another tab, confirms the address; back on this page,
    // Continue resumes the claim where the claimant stopped, without signing in again.
    const mailTab = await second.context.newPage();
    const confirmed = await mailTab.goto(link);
    expect(confirmed?.ok()).toBe(true);
    await mailTab.close();
    await second.page.getByRole('button', { name: 'Continue' }).click();
    await j.onPage(second.page, 'What is your current address?');
    await j.expectPath(second.page, '/form/address/current');
    await second.page.getByRole('link', { name: 'Back' }).click();
    await j.onPage(second.page, 'Which agreements do you want to claim for?');
    expect(await second.page.getByRole('checkbox').first().isChecked()).toBe(true);
    await second.page.goto(appUrl('/form/start/details'), { waitUntil: 'networkidle' });
    await j.onPage(second.page, 'What is your name?');
    expect(await second.page.getByLabel('Last name').inputValue()).toBe(who.lastName);
    await second.context.close();
  });

  it('lets the same window carry on after saving, and submit the claim before the email is confirmed', async () => {
    const { page, context, problems } = await j.openPage(browser());
    const who = j.claimant('Carryon');
    await j.answerStartSection(page, who);
    await who.onFile;
    await j.passCheck(page, who);
    await j.chooseFirstAgreement(page);
    await saveForLater(page, 'back again soon pass phrase');
    await page.getByRole('button', { name: 'Carry on with your claim' }).click();
    await j.onPage(page, 'What is your current address?');
    await page.getByText(`Signed in as ${who.email}`, { exact: true }).waitFor();
    // The steps that call the gateway work as before: the claim is signed and submitted.
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    await j.continueOn(page);
    await j.signTyped(page, 'Jane Carryon');
    expect(problems).toEqual([]);
    const account = await j.admin().auth.getUserByEmail(who.email);
    expect(account.emailVerified).toBe(false);
    const claims = await j.admin().db.collection('claims').where('uid', '==', account.uid).get();
    expect(claims.docs.map((d) => d.get('status') as string)).toEqual(['submitted']);
    await context.close();
  });
});
