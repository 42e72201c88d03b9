import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appUrl, sharedBrowser } from './support/browser';
import { measureReflow, type Overflow } from './support/phone';
import * as j from './journeySupport';

/**
 * Long but valid answers: a 49-letter surname, a long double-barrelled first name, an email of
 * 100+ characters and an address line that is one long word.
 */
function longClaimant() {
  const who = j.claimant('Wolfeschlegelsteinhausenbergerdorffvoralternwaren');
  return {
    ...who,
    firstName: 'Maximiliana-Josephina',
    middleName: 'Bartholomew Christabel',
    email: `maximiliana.wolfeschlegelsteinhausenberger.${randomUUID().slice(0, 8)}@an-unusually-long-example-domain-name.co.uk`,
    address: {
      line1:
        'Flat 12B, Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafe House',
      line2: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch Road',
      city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    },
  };
}

describe('every page fits a phone: no sideways scrolling at 320 and 390 px (WCAG 1.4.10)', () => {
  const browser = sharedBrowser();

  const phonePage = () => j.openPage(browser(), { width: 320, height: 740 });

  it('the content pages, sign-in and the not-found page', async () => {
    const { context, page } = await phonePage();
    const overflows: Overflow[] = [];
    const visit = async (path: string, where = path) => {
      await page.goto(appUrl(path), { waitUntil: 'networkidle' });
      overflows.push(...(await measureReflow(page, where)));
    };
    await visit('/', 'home');
    // The cookie banner is part of the first view on a phone.
    await page.getByRole('button', { name: 'Accept additional cookies' }).click();
    const article = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    const lender = await page.locator('main a[href^="/lenders/"]').first().getAttribute('href');
    await visit('/vehicle');
    await visit('/blog');
    await visit(article!, 'blog-article');
    await visit(lender!, 'lender');
    await visit('/cookies');
    await visit('/privacy');
    await visit('/which-scheme');
    await visit('/login');
    await visit('/no-such-page', 'not-found');
    expect(overflows).toEqual([]);
    await context.close();
  });

  it('every step of the claim, its error states and the claimant’s claims, with long names, email and address', async () => {
    const { context, page } = await phonePage();
    const who = longClaimant();
    const overflows: Overflow[] = [];
    const measure = async (where: string) => overflows.push(...(await measureReflow(page, where)));

    await j.startJourney(page);
    await measure('start-intro');
    await j.continueOn(page);
    await j.onPage(page, 'What is your name?');
    await j.continueOn(page);
    await page.getByRole('alert').getByText('Enter your first name').waitFor();
    await measure('start-details-errors');
    await page.getByLabel('Title').selectOption(who.title);
    await page.getByLabel('First name').fill(who.firstName);
    await page.getByLabel('Middle names (optional)').fill(who.middleName);
    await page.getByLabel('Last name').fill(who.lastName);
    await measure('start-details');
    await j.continueOn(page);
    await j.onPage(page, 'What is your date of birth?');
    await measure('start-dob');
    await j.fillDob(page, who);
    await j.onPage(page, 'How can we contact you?');
    await page.getByLabel('Email address').fill(who.email);
    await page.getByLabel('UK mobile number').fill(who.phoneTyped);
    await page.getByRole('radio', { name: 'No' }).check();
    await measure('start-contact');
    await j.continueOn(page);
    await j.onPage(page, 'Can we do a soft search of your credit file?');
    await measure('check-consent');
    const asked = Date.now() - 1000;
    await j.fillPostcode(page, who);
    await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
    await j.continueOn(page);
    await j.onPage(page, 'Check your phone');
    await measure('check-otp');
    const code = await j.latestCode(who.phoneE164, asked);
    await page.getByLabel('Security code').fill(j.wrongCode(code));
    await j.continueOn(page);
    await page
      .getByRole('alert')
      .getByText(/Enter the correct security code/)
      .waitFor();
    await measure('check-otp-wrong-code');
    await page.getByLabel('Security code').fill(code);
    await j.continueOn(page);
    await j.onPage(page, 'Which agreements do you want to claim for?');
    await measure('check-agreements');
    await j.chooseFirstAgreement(page);
    await j.onPage(page, 'What is your current address?');
    await page.getByLabel('Address line 1').fill(who.address.line1);
    await page.getByLabel('Address line 2 (optional)').fill(who.address.line2);
    await page.getByLabel('Town or city').fill(who.address.city);
    await page.getByLabel('Postcode', { exact: true }).fill('ls1 4ap');
    await page.getByLabel('Month').fill('1');
    await page.getByLabel('Year').fill('2000');
    await measure('address-current');
    await j.continueOn(page);
    await j.onPage(page, 'Check your answers before signing');
    await measure('sign-review');
    await j.continueOn(page);
    await j.onPage(page, 'Sign your claim');
    await measure('sign-signature');
    await j.signTyped(page, `${who.firstName} ${who.lastName}`);
    await measure('thankyou-done');
    await j.continueOn(page);
    await j.onPage(page, 'Save your claim with a password');
    await measure('thankyou-account');
    await page.getByLabel('Create a password').fill('a long enough pass phrase');
    await j.continueOn(page);
    await page.getByText(`Your password is set. We have sent an email to ${who.email}`).waitFor();
    await measure('thankyou-account-done');
    await page.goto(appUrl('/form/claims'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await measure('your-claims');
    expect(overflows).toEqual([]);
    await context.close();
  });
});
