import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launch, newPage } from './support/browser';
import * as j from './journeySupport';

describe('the claim journey in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('runs from an advert to thank-you, and the claim and profile reach Firestore with the referral', async () => {
    const { context, page, problems } = await newPage(browser);
    const who = j.claimant();
    await page.goto(appUrl('/?utm_source=search&utm_campaign=spring'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept additional cookies' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referral_utmSource'))).toBe('search');

    await j.startJourney(page);
    await j.expectAccessible(page);
    await j.continueOn(page);
    await j.fillDetails(page, who);
    await j.fillDob(page, who);
    await j.fillContact(page, who);
    await j.passCheck(page, who);
    await j.chooseFirstAgreement(page);
    await j.fillCurrentAddress(page);
    await j.onPage(page, 'Check your answers before signing');
    expect(j.path(page)).toBe('/form/sign/review');
    await j.continueOn(page);
    await j.signTyped(page, 'Jane Testington');
    expect(j.path(page)).toBe('/form/thankyou/done');
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
    expect(problems).toEqual([]);
    await context.close();
  });
});
