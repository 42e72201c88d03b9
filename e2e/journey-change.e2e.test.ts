import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MONTHS } from '../contract/dates';
import { sharedBrowser } from './support/browser';
import * as j from './journeySupport';

// Issue 15, items 4 and 5; decision 108. What is submitted is what check your answers showed and the
// letter of authority states, and every answer lands where the spec keeps it.

const REVIEW = 'Check your answers before signing';

/** The answers as check your answers shows them, by the row's label. */
async function reviewRows(page: Page): Promise<Record<string, string>> {
  await j.onPage(page, REVIEW);
  const rows = await page
    .locator('main dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector('dt')?.textContent?.trim() ?? '',
        div.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    );
  return Object.fromEntries(rows) as Record<string, string>;
}

async function change(page: Page, answer: string, heading: string) {
  await page.getByRole('link', { name: new RegExp(`Change\\s+${answer}`) }).click();
  await j.onPage(page, heading);
}

/** The new code from the sandbox outbox, then the agreements the new check found. */
async function enterNewCode(page: Page, phoneE164: string, asked: number) {
  await j.onPage(page, 'Check your phone');
  await page.getByLabel('Security code').fill(await j.latestCode(phoneE164, asked));
  await j.continueOn(page);
  await j.onPage(page, 'Which agreements do you want to claim for?');
}

const NEW_CHECK = /we will check your credit file again and text a new security code/;

describe('changing answers on check your answers in Chromium', () => {
  const browser = sharedBrowser();

  it('re-checks a changed last name, date of birth and mobile, updates the email, and submits exactly what review showed', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = j.claimant();
    // The changed identities below are the same person's file as the bureau would find it: the
    // same current postcode, the first mobile, and later the new one too.
    const mobile = j.claimant();
    for (const dateOfBirth of ['1985-04-12', '1985-07-05']) {
      await j.putOnFile(
        { lastName: 'Whitfield-Smith', dateOfBirth },
        { mobileNumbers: [who.phoneE164, mobile.phoneE164], postcode: who.postcode },
      );
    }
    const now = new Date();
    const movedIn = { month: String(now.getUTCMonth() + 1), year: String(now.getUTCFullYear()) };
    await j.answerStartSection(page, who);
    await j.passCheck(page, who);
    await j.chooseFirstAgreement(page);
    // Moved in this month, so the history back to the earliest agreement is asked for.
    await j.fillCurrentAddress(page, movedIn);
    await j.onPage(page, 'Your previous addresses');
    await page.locator('#previousAddresses-0-address-addressLine1').fill('9 Mill Lane');
    await page.locator('#previousAddresses-0-address-city').fill('Leeds');
    await page.locator('#previousAddresses-0-address-postcode').fill('ls6 2ab');
    await page.locator('#previousAddresses-0-movedIn').fill('1');
    await page.locator('#previousAddresses-0-movedIn-year').fill('2000');
    await page.locator('#previousAddresses-0-address-addressLine2').fill('');
    await j.clearAddressBlock(page, 'previousAddresses-1');
    await j.continueOn(page);
    await j.onPage(page, REVIEW);
    // Said before anything is changed.
    expect(
      await page.getByText(/If you change your name, date of birth or mobile number/).innerText(),
    ).toMatch(NEW_CHECK);

    // Last name: a new check, a new code to the same mobile, the agreements of the new file.
    await change(page, 'name', 'What is your name?');
    expect(await page.getByText(/If you change your name/).innerText()).toMatch(NEW_CHECK);
    await j.expectAccessible(page);
    let asked = Date.now() - 1000;
    await page.getByLabel('Last name').fill('Whitfield-Smith');
    await j.continueOn(page);
    await enterNewCode(page, who.phoneE164, asked);
    await j.chooseFirstAgreement(page);
    expect((await reviewRows(page)).Name).toBe('Ms Jane Whitfield-Smith');

    // Date of birth: the same again.
    await change(page, 'date of birth', 'What is your date of birth?');
    expect(await page.getByText(/If you change your date of birth/).innerText()).toMatch(NEW_CHECK);
    asked = Date.now() - 1000;
    await page.getByLabel('Day').fill('5');
    await page.getByLabel('Month').fill('7');
    await j.continueOn(page);
    await enterNewCode(page, who.phoneE164, asked);
    await j.chooseFirstAgreement(page);
    expect((await reviewRows(page))['Date of birth']).toBe('5 July 1985');

    // Email: saved as given, lower case, with no new check.
    const textsBefore = (
      await j.admin().db.collection('sandboxOutbox').where('to', '==', who.phoneE164).get()
    ).size;
    await change(page, 'email address', 'How can we contact you?');
    const email = `Jane.Whitfield-Smith.${who.email.split('@')[0]!.slice(5)}@Example.COM`;
    await page.getByLabel('Email address').fill(email);
    await j.continueOn(page);
    expect((await reviewRows(page))['Email address']).toBe(email.toLowerCase());
    const textsAfter = (await j.admin().db.collection('sandboxOutbox').where('to', '==', who.phoneE164).get())
      .size;
    expect(textsAfter).toBe(textsBefore);

    // Mobile: the new code goes to the new number; the same file comes back, so the choice is kept.
    await change(page, 'mobile number', 'How can we contact you?');
    expect(await page.getByText(/If you change your mobile number/).innerText()).toMatch(
      /we will text a new security code to the new number/,
    );
    asked = Date.now() - 1000;
    await page.getByLabel('UK mobile number').fill(mobile.phoneTyped);
    await j.continueOn(page);
    await enterNewCode(page, mobile.phoneE164, asked);
    expect(await page.getByRole('checkbox').first().isChecked()).toBe(true);
    await j.continueOn(page);

    const shown = await reviewRows(page);
    expect(shown['Mobile number']).toBe(j.shownMobile(mobile.phoneE164));
    await j.continueOn(page);
    await j.onPage(page, 'Sign your claim');
    const letter = await page.getByText(/authorise .* to act for me/).innerText();
    await j.signTyped(page, 'Jane Whitfield-Smith');
    const reference = (await page.getByText(/^RDR-/).innerText()).trim();

    const { db } = j.admin();
    const claims = await db.collection('claims').where('submission.reference', '==', reference).get();
    expect(claims.size).toBe(1);
    const claim = claims.docs[0]!.data() as {
      uid: string;
      status: string;
      applicant: Record<string, string>;
      answers: Record<string, Record<string, string>>;
    };
    const applicant = {
      title: 'Ms',
      firstName: 'Jane',
      middleName: '',
      lastName: 'Whitfield-Smith',
      dateOfBirth: '1985-07-05',
      email: email.toLowerCase(),
      phoneNumber: mobile.phoneE164,
    };
    expect(claim.status).toBe('submitted');
    expect(claim.applicant).toEqual(applicant);
    const current = { addressLine1: '1 Test Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 4AP' };
    const previous = { addressLine1: '9 Mill Lane', addressLine2: '', city: 'Leeds', postcode: 'LS6 2AB' };
    expect(claim.answers.currentAddress).toEqual({
      ...current,
      movedIn: `${movedIn.year}-${movedIn.month.padStart(2, '0')}`,
    });
    expect(claim.answers.previousAddress).toEqual({ ...previous, movedIn: '2000-01' });
    expect(claim.answers.previousPreviousAddress).toBeUndefined();

    // The claim is what review showed and the letter of authority states.
    const [year, month, day] = claim.applicant.dateOfBirth!.split('-').map(Number) as [
      number,
      number,
      number,
    ];
    expect(shown).toMatchObject({
      Name: `${claim.applicant.title} ${claim.applicant.firstName} ${claim.applicant.lastName}`,
      'Date of birth': `${day} ${MONTHS[month - 1]} ${year}`,
      'Email address': claim.applicant.email,
      'Mobile number': j.shownMobile(claim.applicant.phoneNumber!),
      'Current address': `${current.addressLine1}, ${current.city}, ${current.postcode}`,
      'Previous addresses': `${previous.addressLine1}, ${previous.city}, ${previous.postcode}`,
    });
    expect(letter).toContain(`I, ${claim.applicant.firstName} ${claim.applicant.lastName}, authorise`);

    // The profile agrees with the claim: spec section 3's fields, the previous addresses in their maps.
    const profile = (await db.collection('users').doc(claim.uid).get()).data();
    expect(profile).toEqual({
      id: claim.uid,
      userId: claim.uid,
      firstName: 'Jane',
      middleName: '',
      lastName: 'Whitfield-Smith',
      email: email.toLowerCase(),
      phoneNumber: mobile.phoneE164,
      ...current,
      previousAddress: previous,
      previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
