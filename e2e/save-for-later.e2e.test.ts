import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_SUBJECT } from '../functions/src/mail/emailVerification';
import { appUrl, launch } from './support/browser';
import * as j from './journeySupport';

/** The verification mail the gateway queued for an address, and the link in it. */
async function verificationLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = await j.admin().db.collection('mail').where('to', '==', email).get();
    const mail = mails.docs
      .map((d) => d.data() as { message: { subject: string; text: string } })
      .find((m) => m.message.subject === VERIFICATION_SUBJECT);
    const link = mail && /https?:\/\/\S+oobCode=\S+/.exec(mail.message.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification mail for ${email}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
  await j.onPage(page, 'Sign in to your claim');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await j.continueOn(page, 'Sign in');
}

describe('Save and come back later', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves part-way with a password, and after the email is confirmed resumes on another device at the same step with the answers', async () => {
    const first = await j.openPage(browser);
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

    // Another device: before the email is confirmed, signing in does not show the claim.
    const second = await j.openPage(browser);
    await signIn(second.page, who.email, password);
    await second.page.getByText('Confirm your email address first').first().waitFor();
    expect(j.path(second.page)).toBe('/login');

    // The link in the email confirms the address; signing in then resumes where the claimant stopped.
    const confirmed = await second.page.goto(await verificationLink(who.email));
    expect(confirmed?.ok()).toBe(true);
    await signIn(second.page, who.email, password);
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
});
