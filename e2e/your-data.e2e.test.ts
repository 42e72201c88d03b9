import { readFile } from 'node:fs/promises';
import type { Page, Route } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { claimantFailure } from '../contract/failureWords';
import { MyDataSchema } from '../contract/myData';
import { appUrl, sharedBrowser } from './support/browser';
import {
  DAY,
  HOME_ADDRESS,
  seedClaimant,
  seedComplaint,
  seedSignedClaim,
  seededAgreement,
} from './support/seed';
import { PHONE_WIDTHS, measureReflow } from './support/phone';
import * as j from './journeySupport';

/** What the page says when the gateway could not complete a call: the claimant's words (decision 283). */
const SERVER_FAILURE = claimantFailure('server', { workspace: 'Redress' });

/**
 * A registered claimant made on another device, as the gateway stores them: an account, a
 * profile, a submitted claim (with a referral, its complaint sent and an offer made by the firm)
 * and an unfinished claim.
 */
async function claimantWithData() {
  const who = await seedClaimant('Datasworth', 'another device pass phrase', HOME_ADDRESS);
  const { uid, applicant } = who;
  const { db } = j.admin();
  const signedAt = Date.now() - 20 * DAY;
  const claimId = `data-${uid}`;
  await seedSignedClaim(who, claimId, signedAt, {
    status: 'in-progress',
    updatedAt: signedAt + 10 * DAY,
    addresses: [{ ...HOME_ADDRESS, movedIn: '2010-03' }],
    referral: { utmSource: 'newsletter', utmCampaign: 'winter' },
  });
  const staff = { uid: 'staff-e2e-handler', role: 'handler' };
  const sentOn = new Date(signedAt + 2 * DAY).toISOString().slice(0, 10);
  await seedComplaint(who, claimId, signedAt, {
    state: 'offered',
    sentOn,
    dueOn: new Date(signedAt + 58 * DAY).toISOString().slice(0, 10),
    offerPence: 185_000,
    eventCount: 2,
    updatedAt: signedAt + 10 * DAY,
  });
  const event = (seq: number, type: string, at: number, stateBefore: string, stateAfter: string, data = {}) =>
    db.doc(`claims/${claimId}/events/event-${seq}-${uid}`).set({
      complaintId: 'complaint-1',
      seq,
      type,
      data,
      at,
      by: staff,
      stateBefore,
      stateAfter,
      claimStatus: 'in-progress',
      uid,
      workspace: 'Redress',
      idempotencyKey: `event-${seq}-${uid}`,
      requestHash: 'seeded',
    });
  await event(1, 'handler.send', signedAt + 2 * DAY, 'prepared', 'sent');
  await event(2, 'handler.recordOffer', signedAt + 10 * DAY, 'sent', 'offered', { offerPence: 185_000 });
  await db.doc(`claims/checked-${uid}`).set({
    uid,
    status: 'checked',
    applicant,
    createdAt: Date.now() - DAY,
    updatedAt: Date.now() - DAY,
    agreements: [seededAgreement('agr-9', 'Close Brothers Motor Finance')],
    addresses: [],
    checkedAt: Date.now() - DAY,
  });
  return { ...who, staff };
}

/** axe finds nothing, and nothing reaches past the right edge, at each phone width. */
async function expectAccessibleOnPhones(page: Page, where: string) {
  const original = page.viewportSize();
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await j.expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
  expect(await measureReflow(page, where)).toEqual([]);
}

const GATEWAY = () => `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? ''}/demo-redress/europe-west2/gateway`;

/** The gateway answering 500 to one function until healed. */
function failing(functionName: string) {
  const state = { on: true };
  const handler = (route: Route) =>
    state.on && (route.request().postData() ?? '').includes(`"functionName":"${functionName}"`)
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.fallback();
  return { state, handler };
}

describe('your data: download it, or ask us to delete it', () => {
  const browser = sharedBrowser();

  it('shows everything held, downloads it as JSON, and records a request to delete it, each state accessible on a phone', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await claimantWithData();
    await j.signInWithPassword(page, who);
    await page.getByRole('link', { name: 'Your claims' }).click();
    await j.onPage(page, 'Your claims');
    await page.getByRole('link', { name: 'See and download my data' }).click();
    await j.onPage(page, 'Your data');
    await j.expectPath(page, '/form/claims/data');
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    expect(await page.title()).toMatch(/^Your data – /);
    const claim = page.getByRole('region', { name: `Claim ${who.reference}` });
    await claim.getByText('The letter of authority, so that we can act for you').waitFor();
    await claim.getByText('newsletter').waitFor();
    await claim.getByText(/The lender made an offer/).waitFor();
    expect(await page.getByText(who.staff.uid).count()).toBe(0);
    await expectAccessibleOnPhones(page, 'your-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const copy = v.parse(MyDataSchema, JSON.parse(text));
    expect(copy.account).toMatchObject({ userId: who.uid, email: who.email });
    expect(copy.claims.map((c) => c.submission?.reference ?? null)).toContain(who.reference);
    expect(text).not.toContain(who.staff.uid);

    await page.getByRole('button', { name: 'Ask us to delete my data' }).click();
    await page
      .getByRole('heading', { name: 'Are you sure you want to ask us to delete your data?' })
      .waitFor();
    await expectAccessibleOnPhones(page, 'your-data-asking-to-delete');
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await page.getByRole('heading', { name: /^You asked us to delete your data on / }).waitFor();
    await expectAccessibleOnPhones(page, 'your-data-deletion-requested');
    const stored = await j.admin().db.doc(`dataRequests/deletion-${who.uid}`).get();
    expect(stored.data()).toMatchObject({ uid: who.uid, status: 'requested', workspaces: ['Redress'] });

    // Opened again: the request is shown as open, and no second one is offered.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: /^You asked us to delete your data on / }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask us to delete my data' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says clearly when the copy cannot be made or the request cannot be sent, and both can be tried again', async () => {
    const { context, page, problems } = await j.openPage(browser());
    const who = await claimantWithData();
    await j.signInWithPassword(page, who);
    const copyFails = failing('exportMyData');
    await page.route(GATEWAY(), copyFails.handler);
    await page.goto(appUrl('/form/claims/data'), { waitUntil: 'networkidle' });
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor({ timeout: 30_000 });
    await problem.getByText(SERVER_FAILURE).waitFor();
    expect(await page.title()).toMatch(/^Error: Your data – /);
    await expectAccessibleOnPhones(page, 'your-data-failed');
    copyFails.state.on = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Download my data' }).waitFor();

    const requestFails = failing('requestDataDeletion');
    await page.route(GATEWAY(), requestFails.handler);
    await page.getByRole('button', { name: 'Ask us to delete my data' }).click();
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await page.getByRole('alert').filter({ hasText: SERVER_FAILURE }).waitFor({ timeout: 30_000 });
    await expectAccessibleOnPhones(page, 'your-data-request-not-sent');
    requestFails.state.on = false;
    await page.getByRole('button', { name: 'Yes, delete my data' }).click();
    await page.getByRole('heading', { name: /^You asked us to delete your data on / }).waitFor();
    // What the faults caused, and nothing else: the 500s and the client's log line for each.
    expect(problems.filter((p) => !/\b500\b|gateway call failed/.test(p))).toEqual([]);
    await context.close();
  });
});
