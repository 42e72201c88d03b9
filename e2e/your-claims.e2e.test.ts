import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUS_WORDS } from '../contract/statusWords';
import { readPdf } from '../tests/support/pdf';
import { appUrl, sharedBrowser } from './support/browser';
import { seedClaimant, seedSignedClaim, seededAgreement } from './support/seed';
import * as j from './journeySupport';

/**
 * A registered claimant made on another device: an account, a profile, a submitted claim and an
 * unfinished one whose credit check is done, as the gateway stores them.
 */
async function claimantWithClaims() {
  const who = await seedClaimant('Claimsworth', 'another device pass phrase');
  const { uid, applicant } = who;
  const signedAt = Date.UTC(2025, 10, 20, 11);
  await seedSignedClaim(who, `submitted-${uid}`, signedAt, {
    agreements: [seededAgreement('agr-1', 'Black Horse'), seededAgreement('agr-2', 'MotoNovo Finance')],
  });
  const { db } = j.admin();
  await db.doc(`claims/checked-${uid}`).set({
    uid,
    status: 'checked',
    applicant,
    createdAt: signedAt + 1_000,
    updatedAt: signedAt + 2_000,
    agreements: [seededAgreement('agr-9', 'Close Brothers Motor Finance')],
    addresses: [
      {
        addressLine1: '1 The Mall',
        addressLine2: '',
        city: 'London',
        postcode: 'SW1A 1AA',
        movedIn: '2010-03',
      },
    ],
    checkedAt: signedAt + 2_000,
  });
  return who;
}

describe('your claims, after signing in on another device', () => {
  const browser = sharedBrowser();

  it('shows each claim’s reference, status, lenders and next steps, downloads the signed copy, and resumes the unfinished one', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await claimantWithClaims();
    await j.signInToYourClaims(page, who);
    await j.expectPath(page, '/form/claims');
    const submitted = page.getByRole('region', { name: `Claim ${who.reference}` });
    await submitted.waitFor();
    expect(await submitted.getByText(CLAIM_STATUS_WORDS.submitted, { exact: true }).count()).toBe(1);
    expect(await submitted.getByText('Black Horse').count()).toBe(1);
    expect(await submitted.getByText('MotoNovo Finance').count()).toBe(0);
    await submitted.getByText('Within 5 working days, we send your complaint to each lender.').waitFor();
    await submitted.getByText('You can cancel within 14 days without paying anything.').waitFor();
    const unfinished = page.getByRole('region', { name: /^Claim started / });
    await unfinished.getByText('Not finished: choose the agreements to claim for').waitFor();
    await j.expectAccessible(page);
    expect(await page.title()).toMatch(/^Your claims – /);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      submitted.getByRole('button', { name: 'Download your signed letter of authority (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`letter-of-authority-${who.reference}.pdf`);
    const { text } = await readPdf(await readFile(await download.path()));
    expect(text).toContain(`Claim reference ${who.reference}`);
    expect(text).toContain(`I, Ms Jane ${who.lastName}, authorise`);

    await unfinished.getByRole('button', { name: 'Continue this claim' }).click();
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await j.expectPath(page, '/form/check/agreements');
    await page.getByText('Close Brothers Motor Finance').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells a guest with no claims how to start one or sign in', async () => {
    const { context, page, problems } = await j.openPage(browser());
    await page.goto(appUrl('/form/claims'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Your claims');
    await page.getByText('You have no claims yet.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Start your claim' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
    await j.expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
