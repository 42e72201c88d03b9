import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FINANCE_TYPE_NAMES, carText, startMonth } from '../contract/agreements';
import { formatPounds } from '../contract/money';
import { formatYearMonth, parseYearMonth } from '../contract/dates';
import { sandboxReport } from '../functions/src/providers/sandbox/creditCheck';
import { sharedBrowser } from './support/browser';
import * as j from './journeySupport';

const DOB = '1985-04-12';

/**
 * A sandbox surname whose credit file suits a test: the files are invented from the surname and
 * date of birth, so the test looks for one rather than trusting a name to keep its file.
 */
function surnameWith(suits: (report: ReturnType<typeof sandboxReport>) => boolean): string {
  for (let n = 0; n < 500; n++) {
    const lastName = `Filetest${'abcdefghij'[n % 10]}${'klmnopqrst'[Math.floor(n / 10) % 10]}${'uvwxyz'[Math.floor(n / 100)]}`;
    if (suits(sandboxReport({ lastName, dateOfBirth: DOB }))) return lastName;
  }
  throw new Error('no sandbox file suits this test');
}

async function toAgreements(page: Page, who: j.Claimant) {
  await j.answerStartSection(page, who);
  await j.passCheck(page, who);
  await j.onPage(page, 'Which agreements do you want to claim for?');
}

async function submittedClaim(page: Page) {
  const reference = (await page.getByText(/^RDR-/).innerText()).trim();
  const claims = await j.admin().db.collection('claims').where('submission.reference', '==', reference).get();
  expect(claims.size).toBe(1);
  const data = claims.docs[0]!.data() as {
    uid: string;
    agreements: ReturnType<typeof sandboxReport>['agreements'];
    answers: Record<string, unknown>;
  };
  return { id: claims.docs[0]!.id, data };
}

const monthParts = (yearMonth: string) => {
  const parsed = parseYearMonth(yearMonth)!;
  return { month: String(parsed.month), year: String(parsed.year) };
};

describe('credit details a claimant can recognise and confirm, in Chromium', () => {
  const browser = sharedBrowser();

  it('shows each agreement’s car, finance type and amount from the credit file, and an agreement added by hand keeps its month', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const lastName = surnameWith((r) => r.agreements.some((a) => a.amountFinancedPence !== null));
    const who = j.claimant(lastName);
    const file = sandboxReport({ lastName, dateOfBirth: DOB });
    const first = file.agreements[0]!;
    await toAgreements(page, who);

    // Each checkbox names the lender; its hint, read with it, says what the agreement was for.
    const box = page.getByRole('checkbox', { name: first.lender }).first();
    const hint = page.locator(`#${await box.getAttribute('aria-describedby')}`);
    const facts = [
      carText(first.vehicle),
      FINANCE_TYPE_NAMES[first.agreementType!],
      `${formatPounds(first.amountFinancedPence!)} financed`,
      `Started ${startMonth(first.startDate)}`,
    ];
    for (const fact of facts) await hint.getByText(fact, { exact: true }).waitFor();
    expect(first.vehicle.registration).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
    await j.expectAccessible(page);
    await j.shot(page, 'agreements');

    // One from the file, and one added by hand: June 2016 stays June, not January.
    await box.check();
    await page.getByRole('button', { name: 'Add an agreement that is not listed' }).click();
    await page.getByLabel('Lender or finance company').fill('Harbour Finance');
    await page.getByLabel('Month').fill('6');
    await page.getByLabel('Year').fill('2016');
    await page.getByLabel('The car (optional)').fill('Ford Focus AB12 CDE');
    await j.shot(page, 'agreements-add-by-hand');
    await j.continueOn(page);
    await j.fillCurrentAddress(page);

    await j.onPage(page, 'Check your answers before signing');
    const row = page.locator('dt', { hasText: 'Agreements to claim for' }).locator('xpath=..');
    const shown = await row.locator('dd').first().innerText();
    for (const fact of [first.lender, ...facts]) expect(shown).toContain(fact);
    expect(shown).toContain('Harbour Finance\nFord Focus AB12 CDE\nStarted June 2016\nAdded by you');
    expect(shown).not.toContain('January');
    await j.expectAccessible(page);
    await j.shot(page, 'review-agreements');
    await j.continueOn(page);
    await j.signTyped(page, `Jane ${lastName}`);

    // What landed in Firestore: the file's agreement with its details, the one added by hand as typed.
    const claim = await submittedClaim(page);
    const stored = claim.data.agreements.find((a) => a.id === first.id);
    expect(stored).toEqual(first);
    expect(claim.data.answers.agreementIds).toEqual([first.id]);
    expect(claim.data.answers.manualAgreements).toEqual([
      { lender: 'Harbour Finance', startDate: '2016-06', vehicle: 'Ford Focus AB12 CDE' },
    ]);
    // The confirmation follows the call (a queued task, decision 226).
    const mailRef = j.admin().db.collection('mail').doc(`claim-submitted-${claim.id}`);
    await expect.poll(async () => (await mailRef.get()).exists, { timeout: 30_000 }).toBe(true);
    const mail = (await mailRef.get()).data();
    const text = String((mail?.message as { text?: unknown } | undefined)?.text);
    expect(text).toContain(`${first.lender}: ${facts.join('; ')}`);
    expect(text).toContain('Harbour Finance: Ford Focus AB12 CDE; Started June 2016');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the credit file’s addresses to confirm or change, keeps typing over a reload, and refuses overlapping months', async () => {
    const { context, page, problems } = await j.openPage(browser());
    // A file with two addresses or more, whose newest agreement started after the second was moved into.
    const lastName = surnameWith(
      (r) =>
        r.addresses.length >= 2 &&
        r.agreements.length > 0 &&
        r.agreements[0]!.startDate.slice(0, 7) >= r.addresses[1]!.movedIn,
    );
    const who = j.claimant(lastName);
    const [current, previous] = sandboxReport({ lastName, dateOfBirth: DOB }).addresses;
    await toAgreements(page, who);
    await page.getByRole('checkbox').first().check();
    await j.continueOn(page);

    // The current address, with the month moved in, from the file.
    await j.onPage(page, 'What is your current address?');
    await page
      .getByText('We have filled in this address and the month you moved in from your credit file.')
      .waitFor();
    expect(await page.getByLabel('Address line 1').inputValue()).toBe(current!.addressLine1);
    expect(await page.getByLabel('Postcode', { exact: true }).inputValue()).toBe(current!.postcode);
    expect(await page.getByLabel('Month').inputValue()).toBe(monthParts(current!.movedIn).month);
    expect(await page.getByLabel('Year').inputValue()).toBe(monthParts(current!.movedIn).year);
    await j.expectAccessible(page);
    await j.shot(page, 'current-address-from-credit-file');

    // Typed, not sent: a reload shows it again.
    await page.getByLabel('Address line 1').fill('12 Typed Street');
    const now = new Date();
    const thisMonth = { month: String(now.getUTCMonth() + 1), year: String(now.getUTCFullYear()) };
    await page.getByLabel('Month').fill(thisMonth.month);
    await page.getByLabel('Year').fill(thisMonth.year);
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'What is your current address?');
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('12 Typed Street');
    expect(await page.getByLabel('Month').inputValue()).toBe(thisMonth.month);
    await j.continueOn(page);

    // Moved in this month, so the history is asked for, filled in from the file's earlier addresses.
    await j.onPage(page, 'Your previous addresses');
    await page
      .getByText('We have filled in these addresses and the months you moved in from your credit file.')
      .waitFor();
    expect(await page.locator('#previousAddresses-0-address-addressLine1').inputValue()).toBe(
      current!.addressLine1,
    );
    expect(await page.locator('#previousAddresses-1-address-addressLine1').inputValue()).toBe(
      previous!.addressLine1,
    );
    await j.shot(page, 'previous-addresses-from-credit-file');

    // A previous address moved into in the same month as the current one overlaps it.
    await page.locator('#previousAddresses-0-movedIn').fill(thisMonth.month);
    await page.locator('#previousAddresses-0-movedIn-year').fill(thisMonth.year);
    await j.continueOn(page);
    const overlap = `The month and year you moved in must be before ${formatYearMonth({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 })}, when you moved into your current address`;
    await page.getByRole('alert').getByText(overlap).waitFor();
    expect(await page.title()).toBe('Error: Your previous addresses – Redress');
    await j.expectAccessible(page);
    await j.shot(page, 'previous-addresses-overlap-error');
    // …and one in the future is refused by its own rule.
    await page.locator('#previousAddresses-0-movedIn-year').fill(String(now.getUTCFullYear() + 1));
    await j.continueOn(page);
    await page.getByRole('alert').getByText('The month and year you moved in must be in the past').waitFor();

    // Typed after an error, then reloaded: still there. Put back the file's month and confirm.
    await page.locator('#previousAddresses-0-movedIn').fill(monthParts(current!.movedIn).month);
    await page.locator('#previousAddresses-0-movedIn-year').fill(monthParts(current!.movedIn).year);
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'Your previous addresses');
    expect(await page.locator('#previousAddresses-0-movedIn-year').inputValue()).toBe(
      monthParts(current!.movedIn).year,
    );
    await j.continueOn(page);
    await j.onPage(page, 'Check your answers before signing');
    await j.continueOn(page);
    await j.signTyped(page, `Jane ${lastName}`);

    // What landed in Firestore: the current address as typed, the file's addresses as confirmed.
    const claim = await submittedClaim(page);
    const movedIn = `${thisMonth.year}-${thisMonth.month.padStart(2, '0')}`;
    expect(claim.data.answers.currentAddress).toEqual({
      ...current,
      addressLine1: '12 Typed Street',
      movedIn,
    });
    expect(claim.data.answers.previousAddress).toEqual(current);
    expect(claim.data.answers.previousPreviousAddress).toEqual(previous);
    const profile = (await j.admin().db.collection('users').doc(String(claim.data.uid)).get()).data();
    const { movedIn: _moved, ...previousAddress } = current!;
    expect(profile?.previousAddress).toEqual(previousAddress);
    expect(problems).toEqual([]);
    await context.close();
  });
});
