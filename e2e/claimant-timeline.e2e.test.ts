import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatUkDay } from '../contract/dates';
import { feeOnAwardPence } from '../contract/fees';
import { FIRMS } from '../contract/firms';
import { ukDay } from '../contract/lifecycle/dates';
import { settlementOf } from '../contract/settlement';
import { COMPLAINT_EVENT_WORDS } from '../contract/statusWords';
import { formatPounds } from '../contract/money';
import { ACTION_NOTICES } from '../machines/claims/yourClaimsMachine';
import { recordAsTheDesk } from '../tests/gateway/events';
import { staffCaller } from '../tests/gateway/staff';
import { appUrl, sharedBrowser } from './support/browser';
import { DAY, seedSubmittedClaimant } from './support/seed';
import * as j from './journeySupport';

/** A claimant with a claim against Black Horse submitted `daysAgo` days ago, its complaint prepared. */
function submittedClaimant(lastName: string, daysAgo: number) {
  const signedAt = Date.now() - daysAgo * DAY;
  const fields = { confirmationQueuedAt: signedAt };
  return seedSubmittedClaimant(lastName, 'timeline pass phrase 30', { signedAt, prefix: 'timeline', fields });
}

async function accessibleAtPhoneWidths(page: Page) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await j.expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The HTML link to Your claims in the claim's email with this subject. */
/** A claim submitted yesterday whose complaint a handler sent, with the lender's offer recorded. */
async function claimWithOffer(lastName: string, offerPence: number) {
  const who = await submittedClaimant(lastName, 1);
  const handler = await staffCaller('handler', ['Redress']);
  const record = (event: object) =>
    recordAsTheDesk(handler, {
      claimId: who.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event,
    });
  await record({ type: 'handler.send' });
  await record({ type: 'handler.recordOffer', offerPence });
  return { who, record };
}

async function yourClaimsLinkIn(claimId: string, subject: string) {
  const snap = await j.admin().db.collection('mail').where('claimId', '==', claimId).get();
  const html = snap.docs.find((doc) => doc.get('message.subject') === subject)?.get('message.html') as string;
  return /<a href="([^"]+)">Your claims<\/a>/.exec(html)?.[1];
}

async function mailSubjects(claimId: string) {
  const snap = await j.admin().db.collection('mail').where('claimId', '==', claimId).get();
  return snap.docs.map((doc) => doc.get('message.subject') as string);
}

describe('the claimant’s timeline', () => {
  const browser = sharedBrowser();

  it('shows the complaint sent and the offer with their dates and our fee, emails the news, and records the acceptance after a confirmation step, with an email naming the lender; once the lender pays, the page and the email give the same breakdown and the card the firm’s contact (decision 270)', async () => {
    const { who, record } = await claimWithOffer('Timelinesmith', 250_000);
    const today = formatUkDay(Date.now());

    expect((await mailSubjects(who.claimId)).sort()).toEqual(
      [
        `Your claim ${who.reference}: we have sent your complaint to Black Horse`,
        `Your claim ${who.reference}: Black Horse has made an offer`,
      ].sort(),
    );
    // The offer's email links Your claims on this app (decision 264), and the link opens it.
    const link = await yourClaimsLinkIn(
      who.claimId,
      `Your claim ${who.reference}: Black Horse has made an offer`,
    );
    expect(link).toBe(appUrl('/form/claims'));

    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    await page.goto(link ?? '', { waitUntil: 'networkidle' });
    await j.onPage(page, 'Your claims');
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    const lender = claim.getByRole('region', { name: 'Black Horse' });
    await lender.getByText(`${today}: ${COMPLAINT_EVENT_WORDS['handler.send']}`).waitFor();
    await lender.getByText(`${today}: The lender made an offer (£2,500)`).waitFor();
    await lender.getByText(formatPounds(feeOnAwardPence(250_000)), { exact: true }).waitFor();
    await accessibleAtPhoneWidths(page);

    await lender.getByRole('button', { name: 'Accept the offer' }).click();
    await lender
      .getByRole('heading', { name: 'Are you sure you want to accept Black Horse’s offer?' })
      .waitFor();
    await lender.getByText('Accepting settles your complaint with Black Horse.', { exact: false }).waitFor();
    await accessibleAtPhoneWidths(page);
    // Nothing is recorded until the claimant says yes.
    expect((await j.admin().db.doc(`claims/${who.claimId}/complaints/complaint-1`).get()).get('state')).toBe(
      'offered',
    );
    await lender.getByRole('button', { name: 'Yes, accept the offer' }).click();
    await page.getByText(ACTION_NOTICES['claimant.acceptOffer']).waitFor();
    await lender.getByText(`${today}: ${COMPLAINT_EVENT_WORDS['claimant.acceptOffer']}`).waitFor();
    expect(await lender.getByRole('button', { name: 'Accept the offer' }).count()).toBe(0);
    await accessibleAtPhoneWidths(page);

    const { db } = j.admin();
    expect((await db.doc(`claims/${who.claimId}/complaints/complaint-1`).get()).get('state')).toBe(
      'accepted',
    );
    const events = await db
      .collection(`claims/${who.claimId}/events`)
      .where('type', '==', 'claimant.acceptOffer')
      .get();
    expect(
      events.docs.map((doc): unknown[] => [
        doc.get('by.role'),
        doc.get('stateBefore'),
        doc.get('stateAfter'),
      ]),
    ).toEqual([['claimant', 'offered', 'accepted']]);
    await expect
      .poll(() => mailSubjects(who.claimId))
      .toContain(`Your claim ${who.reference}: you accepted Black Horse’s offer`);
    // Accepted: what the claimant may receive, and when we pay it (decision 270).
    await lender.getByRole('heading', { name: 'What you may receive' }).waitFor();

    // The lender pays us; the page and the email say the same breakdown (decision 270).
    await record({ type: 'handler.recordPayment', amountPence: 250_000 });
    const paid = settlementOf({
      lender: 'Black Horse',
      state: 'paid',
      offerPence: 250_000,
      paidPence: 250_000,
      feePence: feeOnAwardPence(250_000),
      paidOn: ukDay(Date.now()),
    })!;
    await page.reload({ waitUntil: 'networkidle' });
    await lender.getByRole('heading', { name: paid.heading }).waitFor();
    for (const sentence of paid.sentences) await lender.getByText(sentence, { exact: true }).waitFor();
    await lender.getByText(`${today}: ${COMPLAINT_EVENT_WORDS['handler.recordPayment']} (£2,500)`).waitFor();
    const contact = claim.getByRole('region', { name: 'Contact us about this claim' });
    await contact.getByText(FIRMS.Redress.phone, { exact: false }).waitFor();
    const paidMail = await j
      .admin()
      .db.collection('mail')
      .where('claimId', '==', who.claimId)
      .where('message.subject', '==', `Your claim ${who.reference}: Black Horse has paid your compensation`)
      .get();
    expect(paidMail.docs).toHaveLength(1);
    expect(paidMail.docs[0]?.get('message.text')).toContain(paid.sentences.join(' '));
    await accessibleAtPhoneWidths(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('declines an offer after a confirmation step that gives the ombudsman’s time limit, with an email naming the lender', async () => {
    const { who } = await claimWithOffer('Declinesmith', 120_000);

    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    const lender = claim.getByRole('region', { name: 'Black Horse' });
    await lender.getByRole('button', { name: 'Decline the offer' }).click();
    await lender
      .getByRole('heading', { name: 'Are you sure you want to decline Black Horse’s offer?' })
      .waitFor();
    await lender.getByText(/within 6 months of the lender’s final response/).waitFor();
    await accessibleAtPhoneWidths(page);
    // "No, go back" leaves the offer as it was; then the claimant declines it.
    await lender.getByRole('button', { name: 'No, go back' }).click();
    await lender.getByRole('button', { name: 'Decline the offer' }).click();
    await lender.getByRole('button', { name: 'Yes, decline the offer' }).click();
    await page.getByText(ACTION_NOTICES['claimant.declineOffer']).waitFor();
    await lender
      .getByText(`${formatUkDay(Date.now())}: ${COMPLAINT_EVENT_WORDS['claimant.declineOffer']}`)
      .waitFor();
    expect(await lender.getByRole('button', { name: 'Decline the offer' }).count()).toBe(0);

    const { db } = j.admin();
    expect((await db.doc(`claims/${who.claimId}/complaints/complaint-1`).get()).get('state')).toBe(
      'declined',
    );
    await expect
      .poll(() => mailSubjects(who.claimId))
      .toContain(`Your claim ${who.reference}: you declined Black Horse’s offer`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancel pressed after the 14th day on a page opened before it shows the claimant’s sentence, not the gateway’s words, and then how to withdraw', async () => {
    const who = await submittedClaimant('Lastdaysmith', 14);
    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    await claim.getByRole('button', { name: 'Cancel this claim' }).waitFor();
    // The day passes while the page is open: the claim now reads as signed 15 days ago.
    const { db } = j.admin();
    const signedAt = Date.now() - 15 * DAY;
    await db.doc(`claims/${who.claimId}`).update({ signedAt });
    await db.doc(`claims/${who.claimId}/complaints/complaint-1`).update({ signedAt });
    await claim.getByRole('button', { name: 'Cancel this claim' }).click();
    await claim.getByRole('button', { name: 'Yes, cancel my claim' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/Your claim has not been cancelled\./).waitFor();
    const text = await alert.textContent();
    // The day the page was read with: the claim's signing as it was then (a real claim's signing
    // does not move; here it moved to stand for the days passing).
    expect(text).toContain(
      `The last day to cancel without paying was ${formatUkDay(who.signedAt + 14 * DAY)}.`,
    );
    expect(text).toContain('You can still withdraw your claim');
    expect(text).toContain(`quoting ${who.reference}`);
    expect(text).not.toContain('does not accept');
    // Read again: the page no longer offers cancelling, and says how to withdraw.
    await claim.getByRole('heading', { name: 'Withdrawing your claim' }).waitFor();
    expect(await claim.getByRole('button', { name: 'Cancel this claim' }).count()).toBe(0);
    await accessibleAtPhoneWidths(page);
    expect((await db.doc(`claims/${who.claimId}`).get()).get('status')).toBe('submitted');
    // The refused call is the one failure, as the page logs it: the gateway's 400 and its reason.
    const refusal = /functionName: cancelClaim.*reason: event-not-accepted/;
    expect(problems.some((problem) => refusal.test(problem))).toBe(true);
    expect(
      problems.filter(
        (problem) => !refusal.test(problem) && !/^http 400: .*\/gateway$|status of 400/.test(problem),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('cancels a claim within 14 days after a confirmation step, with an email', async () => {
    const who = await submittedClaimant('Cancelsworth', 2);
    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    await claim.getByRole('button', { name: 'Cancel this claim' }).click();
    await claim.getByRole('heading', { name: 'Are you sure you want to cancel this claim?' }).waitFor();
    await accessibleAtPhoneWidths(page);
    await claim.getByRole('button', { name: 'Yes, cancel my claim' }).click();
    await page.getByText(ACTION_NOTICES['claimant.cancel']).waitFor();
    // Read again: the complaint and the claim show as cancelled, and nothing more can be cancelled.
    await claim
      .getByText(`${formatUkDay(Date.now())}: ${COMPLAINT_EVENT_WORDS['claimant.cancel']}`)
      .waitFor();
    expect(await claim.getByRole('button', { name: 'Cancel this claim' }).count()).toBe(0);
    await accessibleAtPhoneWidths(page);

    const { db } = j.admin();
    expect((await db.doc(`claims/${who.claimId}`).get()).get('status')).toBe('cancelled');
    expect((await db.doc(`claims/${who.claimId}/complaints/complaint-1`).get()).get('state')).toBe(
      'cancelled',
    );
    expect(await mailSubjects(who.claimId)).toEqual([`Your claim ${who.reference}: your claim is cancelled`]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from the 15th day after signing offers no cancel button, and says how to withdraw', async () => {
    const who = await submittedClaimant('Latecomer', 15);
    const { context, page, problems } = await j.openPage(browser());
    await j.signInToYourClaims(page, who);
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    await claim.getByRole('heading', { name: 'Withdrawing your claim' }).waitFor();
    expect(await claim.getByRole('button', { name: 'Cancel this claim' }).count()).toBe(0);
    await accessibleAtPhoneWidths(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
