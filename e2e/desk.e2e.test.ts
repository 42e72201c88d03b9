import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch } from './support/browser';
import {
  accessibleOnPhones,
  enterPassword,
  openByReference,
  signInToDesk,
  staffAccount,
  textedTo,
} from './support/desk';
import { DAY, seedClaimant, seedComplaint, seedSignedClaim } from './support/seed';
import * as j from './journeySupport';

describe('the firm’s desk', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs a handler in with the second factor, finds a claim by its reference and opens it', async () => {
    const who = await seedClaimant('Deskfinder', 'desk finder pass phrase');
    const claimId = `desk-${who.uid}`;
    const signedAt = Date.now() - 3 * DAY;
    await seedSignedClaim(who, claimId, signedAt);
    await seedComplaint(who, claimId, signedAt);
    const handler = await staffAccount({ role: 'handler', workspaces: ['Redress'] });

    const { context, page, problems } = await j.openPage(browser);
    await enterPassword(page, handler.email);
    await j.onPage(page, 'Check your phone');
    await accessibleOnPhones(page);
    // A wrong code is refused and nothing is signed in.
    const code = await textedTo(handler.phoneNumber!);
    await page.getByLabel('Security code').fill(j.wrongCode(code));
    await j.continueOn(page);
    await page.getByRole('alert').waitFor();
    await accessibleOnPhones(page);
    await page.getByLabel('Security code').fill(code);
    await j.continueOn(page);
    await j.onPage(page, 'Claims');
    await accessibleOnPhones(page);

    await openByReference(page, who.reference);
    await j.expectPath(page, `/desk/claims/${claimId}`);
    expect(problems.filter((problem) => !problem.includes('reCAPTCHA'))).toEqual([]);
    await context.close();
  });

  it('keeps a claimant and a password-only staff sign-in out of the list', async () => {
    const who = await seedClaimant('Deskvisitor', 'claimant pass phrase here');
    const { context, page } = await j.openPage(browser);
    await enterPassword(page, who.email, who.password);
    await page.getByText('This account has no access to the desk').first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Claims' }).count()).toBe(0);
    await accessibleOnPhones(page);

    const unenrolled = await staffAccount({ role: 'handler', workspaces: ['Redress'], secondFactor: false });
    await enterPassword(page, unenrolled.email);
    await page
      .getByText(/Ask a supervisor to set up your second factor/i)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Claims' }).count()).toBe(0);
    await page.goto(appUrl('/desk'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Sign in to the desk');
    await context.close();
  });
});
