// Sign-in by email link (decision 265): a claimant who submitted a claim without setting a
// password asks /login for a link, opens it from their email on another device, and lands on Your
// claims; the same link opened again is refused in plain words, with a way to ask for a new one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_REFUSED_MESSAGE, SIGN_IN_LINK_REQUESTED_MESSAGE } from '../contract/signInLink';
import { appUrl, launch } from './support/browser';
import { seedSignedClaim } from './support/seed';
import { linkEmailedTo, useLink } from './support/signInLink';
import * as j from './journeySupport';

/** A claimant who submitted a claim as a guest and skipped the password: no email on the account. */
async function claimantWithoutPassword() {
  const who = j.claimant('Linkless');
  const { uid } = await j.admin().auth.createUser({});
  const applicant = {
    title: 'Ms',
    firstName: 'Jane',
    middleName: '',
    lastName: who.lastName,
    dateOfBirth: '1985-04-12',
    email: who.email,
    phoneNumber: who.phoneE164,
  };
  const reference = `RDR-${uid
    .slice(0, 8)
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, 'X')}`;
  const owner = { ...who, uid, password: '', applicant, reference };
  await seedSignedClaim(owner, `claim-${uid}`, Date.UTC(2025, 10, 20, 11), {
    search: { email: who.email, surname: 'linkless', postcodes: ['SW1A 1AA'], lenders: ['black horse'] },
  });
  return owner;
}

describe('sign-in by email link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes a claimant with no password from /login to Your claims by an emailed link, once', async () => {
    const who = await claimantWithoutPassword();

    // Asking, on any device.
    const asking = await j.openPage(browser);
    await asking.page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
    await j.onPage(asking.page, 'Sign in to your claim');
    await asking.page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await j.onPage(asking.page, 'Get a link to sign in');
    await j.expectAccessible(asking.page);
    await asking.page.getByLabel('Email address').fill(who.email);
    await j.continueOn(asking.page, 'Send me a link');
    await asking.page.getByText(SIGN_IN_LINK_REQUESTED_MESSAGE).waitFor();
    await j.expectAccessible(asking.page);
    expect(asking.problems).toEqual([]);
    await asking.context.close();

    // Opening the link from the email, in another browser.
    const link = await linkEmailedTo(who.email);
    const opening = await j.openPage(browser);
    await useLink(opening.page, link, who.email);
    await j.onPage(opening.page, 'Your claims');
    await j.expectPath(opening.page, '/form/claims');
    await opening.page.getByText(who.reference).first().waitFor();
    await j.expectAccessible(opening.page);
    expect(opening.problems).toEqual([]);
    await opening.context.close();

    // The same link again: refused, with the form to ask for a new one.
    const again = await j.openPage(browser);
    await useLink(again.page, link, who.email);
    await j.onPage(again.page, 'Get a link to sign in');
    await again.page.getByRole('alert').getByText(SIGN_IN_LINK_REFUSED_MESSAGE).waitFor();
    expect(await again.page.title()).toMatch(/^Error: Get a link to sign in/);
    await j.expectAccessible(again.page);
    // The sign-in service's refusal, and the auth adapter's one log line (operation and code only).
    const expected = [/accounts:signInWithEmailLink/, /status of 400/, /auth operation failed/];
    expect(again.problems.filter((problem) => !expected.some((known) => known.test(problem)))).toEqual([]);
    expect(again.problems.some((problem) => problem.includes('auth operation failed'))).toBe(true);
    expect(again.problems.join('\n')).not.toContain(who.email);
    await again.context.close();
  });
});
