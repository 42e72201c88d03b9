// Issue 40's walk, on a phone, against the emulators: a claim submitted through the pages without a
// password; a handler sends its complaint and records an offer at the desk; the claimant signs in by
// an emailed link, reads the offer and declines it after the confirmation step. A second claim's
// offer is accepted, the handler records the payment and the claimant sees the paid breakdown. On a
// third, "Cancel this claim" pressed on the 15th day, the gateway's clock moved (decision 261), shows
// the claimant's sentence (decision 256), never the gateway's words. Every email the walk sent is
// read back from the outbox: each names its lender and links to the brand's own Your claims. axe on
// each page at phone width; what landed in Firestore is read back beside what the pages show.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUkDay } from '../contract/dates';
import { feeOnAwardPence } from '../contract/fees';
import { lastDayToCancel, ukDay } from '../contract/lifecycle/dates';
import { COMPLAINT_STATE_LABELS, claimStatusOf } from '../contract/lifecycle/states';
import { formatPounds } from '../contract/money';
import { settlementOf, type SettlementFacts } from '../contract/settlement';
import { SIGN_IN_LINK_REQUESTED_MESSAGE } from '../contract/signInLink';
import { COMPLAINT_EVENT_WORDS } from '../contract/statusWords';
import { EMULATOR_CLOCK_DOC } from '../functions/src/lib/emulatorClock';
import { ACTION_NOTICES } from '../machines/claims/yourClaimsMachine';
import { generalRouteAgreement } from '../tests/gateway/support';
import { appUrl, launch } from './support/browser';
import * as desk from './support/desk';
import { DAY, seedComplaint, seedSignedClaim, type SeededClaimant } from './support/seed';
import { handlerRecording } from './support/deskEvents';
import { addGeneralRouteAgreement } from './support/journeyAgreements';
import { linkEmailedTo, useLink } from './support/signInLink';
import * as j from './journeySupport';

/** The claimant's phone. */
const PHONE = { width: 390, height: 844 };
const YOUR_CLAIMS = appUrl('/form/claims');

/** Each page of the journey the claimant answers, by its heading: axe first, then the answer. */
async function submitOnAPhone(page: Page, who: j.Claimant): Promise<string> {
  let asked = 0;
  const steps: [string, () => Promise<void>][] = [
    ['Claim for car finance commission', () => j.continueOn(page)],
    ['What is your name?', () => j.fillDetails(page, who)],
    ['What is your date of birth?', () => j.fillDob(page, who)],
    ['How can we contact you?', () => j.fillContact(page, who)],
    [
      'Can we do a soft search of your credit file?',
      async () => {
        asked = Date.now() - 1000;
        await j.fillPostcode(page, who);
        await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
        await j.continueOn(page);
      },
    ],
    [
      'Check your phone',
      async () => {
        await page.getByLabel('Security code').fill(await j.latestCode(who.phoneE164, asked));
        await j.continueOn(page);
      },
    ],
    // An agreement added by hand that started after the redress scheme: the general route, an offer.
    ['Which agreements do you want to claim for?', () => addGeneralRouteAgreement(page)],
    ['What is your current address?', () => j.fillCurrentAddress(page)],
    ['Check your answers before signing', () => j.continueOn(page)],
    ['Sign your claim', () => j.signTyped(page, `Jane ${who.lastName}`)],
  ];
  await j.startJourney(page);
  for (const [heading, answer] of steps) {
    // A step that does not come says where the journey stood instead.
    await j.onPage(page, heading).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await j.pageState(page)}`, { cause: error });
    });
    await j.expectAccessible(page);
    await answer();
  }
  await j.expectAccessible(page);
  return (await page.getByText(/^RDR-/).innerText()).trim();
}

const complaintOf = (claimId: string) => j.admin().db.doc(`claims/${claimId}/complaints/complaint-1`);

async function storedEvents(claimId: string) {
  const snap = await j.admin().db.collection(`claims/${claimId}/events`).orderBy('seq').get();
  return snap.docs.map((doc): unknown[] => [doc.get('type'), doc.get('by.role'), doc.get('stateAfter')]);
}

async function mailsOf(claimId: string) {
  return (await j.admin().db.collection('mail').where('claimId', '==', claimId).get()).docs;
}

const subjectsOf = async (claimId: string) =>
  (await mailsOf(claimId)).map((doc) => doc.get('message.subject') as string).sort();

/** A reference in the gateway's alphabet for a claim the walk files as made on another day. */
const referenceFor = () =>
  `RDR-${randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, 'X')}`;

describe('the claimant’s decisions, walked on a phone (issue 40)', () => {
  let browser: Browser;
  /** The claimant as the first claim made them: a guest account, no password. */
  let owner: SeededClaimant;
  let first: { claimId: string; reference: string; lender: string };
  /** The claimant's phone once signed in by the emailed link. */
  let phone: { context: BrowserContext; page: Page; problems: string[] };
  const later: { claimId: string; reference: string }[] = [];

  const { db } = j.admin();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await db.doc(EMULATOR_CLOCK_DOC).delete();
    await browser?.close();
  });

  it('a claim submitted on a phone without a password; the handler sends the complaint and records an offer at the desk', async () => {
    const journey = await j.openPage(browser, PHONE);
    const who = j.claimant('Walkington');
    const reference = await submitOnAPhone(journey.page, who);
    // No password: the claimant leaves the thank-you page as it is.
    expect(journey.problems).toEqual([]);
    await journey.context.close();

    const [claim] = (await db.collection('claims').where('submission.reference', '==', reference).get()).docs;
    const uid = String(claim!.get('uid'));
    expect(claim!.get('status')).toBe('submitted');
    expect((await j.admin().auth.getUser(uid)).email).toBeUndefined();
    owner = {
      ...who,
      uid,
      password: '',
      applicant: claim!.get('applicant') as SeededClaimant['applicant'],
      reference,
    };
    first = { claimId: claim!.id, reference, lender: generalRouteAgreement.lender };
    expect((await complaintOf(first.claimId).get()).data()).toMatchObject({
      lender: first.lender,
      route: 'general',
      state: 'prepared',
    });

    const handler = await desk.staffAccount({ role: 'handler', workspaces: ['Redress'] });
    const atTheDesk = await j.openPage(browser);
    await desk.signInToDesk(atTheDesk.page, handler);
    await desk.openByReference(atTheDesk.page, reference);
    await j.onPage(atTheDesk.page, `Claim ${reference}`);
    const lender = atTheDesk.page.getByRole('region', { name: first.lender });
    await Promise.all([
      atTheDesk.page.waitForEvent('download'),
      lender.getByRole('button', { name: 'Send the complaint to the lender' }).click(),
    ]);
    await lender.getByText(COMPLAINT_STATE_LABELS.sent, { exact: true }).waitFor();
    await lender.getByLabel('The amount offered, in pounds').fill('1800');
    await lender.getByRole('button', { name: 'Record an offer' }).click();
    await lender.getByText(COMPLAINT_STATE_LABELS.offered, { exact: true }).waitFor();
    await desk.accessibleOnPhones(atTheDesk.page);
    expect(atTheDesk.problems.filter((problem) => !desk.isEmulatorSignInNoise(problem))).toEqual([]);
    await atTheDesk.context.close();

    expect(await storedEvents(first.claimId)).toEqual([
      ['handler.send', 'handler', 'sent'],
      ['handler.recordOffer', 'handler', 'offered'],
    ]);
    expect((await complaintOf(first.claimId).get()).get('offerPence')).toBe(180_000);
    expect((await db.doc(`claims/${first.claimId}`).get()).get('status')).toBe('in-progress');
  });

  it('the claimant signs in by an emailed link, reads the offer and declines it after the confirmation step; the decline is emailed', async () => {
    phone = await j.openPage(browser, PHONE);
    const { page } = phone;
    await page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
    await j.onPage(page, 'Sign in to your claim');
    await j.expectAccessible(page);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await j.onPage(page, 'Get a link to sign in');
    await j.expectAccessible(page);
    await page.getByLabel('Email address').fill(owner.email);
    await j.continueOn(page, 'Send me a link');
    await page.getByText(SIGN_IN_LINK_REQUESTED_MESSAGE).waitFor();
    await j.expectAccessible(page);
    await useLink(page, await linkEmailedTo(owner.email), owner.email);
    await j.onPage(page, 'Your claims');
    // Signed in to the very account that made the claim: its address is now on it, confirmed.
    const account = await j.admin().auth.getUser(owner.uid);
    expect([account.email, account.emailVerified]).toEqual([owner.email, true]);

    const lender = page
      .getByRole('region', { name: `Claim ${first.reference}` })
      .getByRole('region', { name: first.lender });
    const today = formatUkDay(Date.now());
    await lender.getByText(`${today}: The lender made an offer (£1,800)`).waitFor();
    await lender.getByText(formatPounds(feeOnAwardPence(180_000)), { exact: true }).waitFor();
    await j.expectAccessible(page);

    await lender.getByRole('button', { name: 'Decline the offer' }).click();
    await lender
      .getByRole('heading', { name: `Are you sure you want to decline ${first.lender}’s offer?` })
      .waitFor();
    await lender.getByText(/within 6 months of the lender’s final response/).waitFor();
    await j.expectAccessible(page);
    // Nothing is recorded until the claimant says yes.
    expect((await complaintOf(first.claimId).get()).get('state')).toBe('offered');
    await lender.getByRole('button', { name: 'Yes, decline the offer' }).click();
    await page.getByText(ACTION_NOTICES['claimant.declineOffer']).waitFor();
    await lender.getByText(`${today}: ${COMPLAINT_EVENT_WORDS['claimant.declineOffer']}`).waitFor();
    expect(await lender.getByRole('button', { name: 'Decline the offer' }).count()).toBe(0);
    await j.expectAccessible(page);

    expect((await complaintOf(first.claimId).get()).get('state')).toBe('declined');
    expect((await storedEvents(first.claimId)).at(-1)).toEqual([
      'claimant.declineOffer',
      'claimant',
      'declined',
    ]);
    await expect
      .poll(() => subjectsOf(first.claimId))
      .toContain(`Your claim ${first.reference}: you declined ${first.lender}’s offer`);
    expect(phone.problems).toEqual([]);
  });

  it('a second claim: the claimant accepts the offer after the confirmation step, the handler records the payment, and the page shows the paid breakdown', async () => {
    const second = await laterClaim(Date.now() - 20 * DAY);
    const record = await handlerRecording(second.claimId);
    await record({ type: 'handler.send' });
    await record({ type: 'handler.recordOffer', offerPence: 250_000 });

    const { page } = phone;
    await page.reload({ waitUntil: 'networkidle' });
    await j.onPage(page, 'Your claims');
    const lender = page
      .getByRole('region', { name: `Claim ${second.reference}` })
      .getByRole('region', { name: 'Black Horse' });
    await lender.getByRole('button', { name: 'Accept the offer' }).click();
    await lender
      .getByRole('heading', { name: 'Are you sure you want to accept Black Horse’s offer?' })
      .waitFor();
    await lender.getByText('Accepting settles your complaint with Black Horse.', { exact: false }).waitFor();
    await j.expectAccessible(page);
    expect((await complaintOf(second.claimId).get()).get('state')).toBe('offered');
    await lender.getByRole('button', { name: 'Yes, accept the offer' }).click();
    await page.getByText(ACTION_NOTICES['claimant.acceptOffer']).waitFor();
    await lender.getByRole('heading', { name: 'What you may receive' }).waitFor();
    await j.expectAccessible(page);
    expect((await complaintOf(second.claimId).get()).get('state')).toBe('accepted');

    await record({ type: 'handler.recordPayment', amountPence: 250_000 });
    const stored = (await complaintOf(second.claimId).get()).data() as SettlementFacts;
    expect(stored).toMatchObject({ state: 'paid', paidPence: 250_000, feePence: feeOnAwardPence(250_000) });
    // The page gives the breakdown of the payment as stored: each row's amount, and who pays whom by when.
    const paid = settlementOf({ ...stored, lender: 'Black Horse', paidOn: ukDay(Date.now()) })!;
    await page.reload({ waitUntil: 'networkidle' });
    const breakdown = lender.getByRole('heading', { name: paid.heading });
    await breakdown.waitFor();
    for (const { label, amount } of paid.rows) {
      await lender.getByText(label, { exact: true }).waitFor();
      await lender.getByText(amount, { exact: true }).first().waitFor();
    }
    for (const sentence of paid.sentences) await lender.getByText(sentence, { exact: true }).waitFor();
    await j.expectAccessible(page);

    // A paid complaint is not a final one: the claim stays in progress until it is closed.
    expect((await db.doc(`claims/${second.claimId}`).get()).get('status')).toBe(claimStatusOf(['paid']));
    expect(await storedEvents(second.claimId)).toEqual([
      ['handler.send', 'handler', 'sent'],
      ['handler.recordOffer', 'handler', 'offered'],
      ['claimant.acceptOffer', 'claimant', 'accepted'],
      ['handler.recordPayment', 'handler', 'paid'],
    ]);
    await expect
      .poll(() => subjectsOf(second.claimId))
      .toContain(`Your claim ${second.reference}: Black Horse has paid your compensation`);
    const [paidMail] = (await mailsOf(second.claimId)).filter((doc) =>
      String(doc.get('message.subject')).endsWith('has paid your compensation'),
    );
    expect(paidMail?.get('message.text')).toContain(paid.sentences.join(' '));
    expect(phone.problems).toEqual([]);
  });

  it('a third claim: "Cancel this claim" pressed on the 15th day, the page opened on the 14th, shows the claimant’s sentence, not the gateway’s words, and then how to withdraw', async () => {
    // Signed 14 days ago: today is the last day to cancel.
    const signedAt = Date.now() - 14 * DAY;
    const third = await laterClaim(signedAt);
    expect(lastDayToCancel(signedAt)).toBe(ukDay(Date.now()));
    const lastDay = formatUkDay(Date.now());
    // A new tab on the phone, its clock Playwright's so the day can pass while it is open.
    const page = await phone.context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    await page.clock.install();
    await page.goto(YOUR_CLAIMS, { waitUntil: 'networkidle' });
    await j.onPage(page, 'Your claims');
    const claim = page.getByRole('region', { name: `Claim ${third.reference}` });
    await claim.getByRole('button', { name: 'Cancel this claim' }).waitFor();

    // The day passes with the page open: the service's clock (decision 261) and the page's move on.
    const clock = db.doc(EMULATOR_CLOCK_DOC);
    await clock.set({ offsetMs: DAY });
    try {
      await page.clock.setSystemTime(Date.now() + DAY);
      await claim.getByRole('button', { name: 'Cancel this claim' }).click();
      await claim.getByRole('heading', { name: 'Are you sure you want to cancel this claim?' }).waitFor();
      await j.expectAccessible(page);
      await claim.getByRole('button', { name: 'Yes, cancel my claim' }).click();
      const alert = page.getByRole('alert');
      await alert.getByText(/Your claim has not been cancelled\./).waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(`The last day to cancel without paying was ${lastDay}.`);
      expect(text).toContain('You can still withdraw your claim');
      expect(text).toContain(`quoting ${third.reference}`);
      for (const words of ['does not accept', 'claimant.cancel', 'state is', 'Prepared, not yet sent'])
        expect(text).not.toContain(words);
      // Read again on the 15th day: cancelling is no longer offered; how to withdraw is.
      await claim.getByRole('heading', { name: 'Withdrawing your claim' }).waitFor();
      expect(await claim.getByRole('button', { name: 'Cancel this claim' }).count()).toBe(0);
      await j.expectAccessible(page);
    } finally {
      await clock.delete();
    }

    expect((await db.doc(`claims/${third.claimId}`).get()).get('status')).toBe('submitted');
    expect((await complaintOf(third.claimId).get()).get('state')).toBe('prepared');
    expect(await storedEvents(third.claimId)).toEqual([]);
    // The refused call is the page's one failure, logged with its reason (never shown).
    const refusal = /functionName: cancelClaim.*reason: event-not-accepted/;
    expect(problems.some((problem) => refusal.test(problem))).toBe(true);
    expect(problems.filter((problem) => !refusal.test(problem) && !/status of 400/.test(problem))).toEqual(
      [],
    );
    await page.close();
  });

  it('every email the walk sent names its lender and links to Your claims on the brand’s own site', async () => {
    const origin = new URL(appUrl()).origin;
    expect(await subjectsOf(first.claimId)).toEqual(
      [
        `Your claim ${first.reference}: what happens next`,
        `Your claim ${first.reference}: we have sent your complaint to ${first.lender}`,
        `Your claim ${first.reference}: ${first.lender} has made an offer`,
        `Your claim ${first.reference}: you declined ${first.lender}’s offer`,
      ].sort(),
    );
    const [second, third] = later;
    expect(await subjectsOf(second!.claimId)).toEqual(
      [
        `Your claim ${second!.reference}: we have sent your complaint to Black Horse`,
        `Your claim ${second!.reference}: Black Horse has made an offer`,
        `Your claim ${second!.reference}: you accepted Black Horse’s offer`,
        `Your claim ${second!.reference}: Black Horse has paid your compensation`,
      ].sort(),
    );
    // The refused cancellation sent nothing.
    expect(await subjectsOf(third!.claimId)).toEqual([]);

    const lenders = new Map([
      [first.claimId, first.lender],
      [second!.claimId, 'Black Horse'],
    ]);
    for (const [claimId, lender] of lenders) {
      for (const mail of await mailsOf(claimId)) {
        const subject = String(mail.get('message.subject'));
        const text = String(mail.get('message.text'));
        const html = String(mail.get('message.html'));
        expect(mail.get('to'), subject).toBe(owner.email);
        expect(text, subject).toContain(lender);
        expect(html, subject).toContain(lender);
        expect(text, subject).toContain(YOUR_CLAIMS);
        expect(html, subject).toContain(`<a href="${YOUR_CLAIMS}">Your claims</a>`);
        // No other site is linked.
        const links = [...html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => new URL(m[1]!).origin);
        expect(new Set(links), subject).toEqual(new Set([origin]));
      }
    }
    // The sign-in link (the Auth emulator's action, as Firebase's own would be) returns to this site's /login.
    const link = new URL(await linkEmailedTo(owner.email));
    const back = new URL(link.searchParams.get('continueUrl') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(appUrl('/login'));
    await phone.context.close();
  });

  /** Another claim of the same claimant, made on another day, its complaint to Black Horse prepared. */
  async function laterClaim(signedAt: number) {
    const reference = referenceFor();
    const claimId = `walk-${randomUUID()}`;
    const who = { ...owner, reference };
    await seedSignedClaim(who, claimId, signedAt, { confirmationQueuedAt: signedAt });
    await seedComplaint(who, claimId, signedAt);
    later.push({ claimId, reference });
    return { claimId, reference };
  }
});
