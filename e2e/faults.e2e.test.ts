import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLAIMANT_FAILURE_HAPPENED } from '../contract/failureWords';
import {
  admin,
  claimant,
  continueOn,
  fillContact,
  fillDetails,
  fillDob,
  fillPostcode,
  onPage,
  openPage,
  startJourney,
  type Claimant,
} from './journeySupport';
import { sharedBrowser } from './support/browser';

const host = (
  name: 'FUNCTIONS_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST',
) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run browser tests through npm test.`);
  return value;
};
const GATEWAY = () => `http://${host('FUNCTIONS_EMULATOR_HOST')}/demo-redress/europe-west2/gateway`;

/** Faults switched on until the test heals them; counts how many requests were hit. */
function fault(kind: 'http500' | 'drop', when: (route: Route) => boolean) {
  const state = { on: true, hits: 0 };
  const handler = async (route: Route) => {
    if (!state.on || !when(route)) return route.fallback();
    state.hits += 1;
    if (kind === 'drop') return route.abort('internetdisconnected');
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  };
  return { state, handler };
}

const callsFunction = (name: string) => (route: Route) =>
  route.request().method() === 'POST' &&
  (route.request().postData() ?? '').includes(`"functionName":"${name}"`);

async function toContact(page: Page, who: Claimant) {
  await startJourney(page);
  await continueOn(page);
  await fillDetails(page, who);
  await fillDob(page, who);
  await fillContact(page, who);
}

/** The problem box, the answers still in place, then Retry once the fault is healed. */
async function expectProblemThenRetry(page: Page, heal: () => void, next: string) {
  await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor({ timeout: 30_000 });
  await expect(page.getByRole('alert').innerText()).resolves.toContain('Your answers are saved.');
  heal();
  await page.getByRole('button', { name: 'Try again' }).click();
  await onPage(page, next);
}

describe('faults on the journey (browser, real emulators)', () => {
  const browser = sharedBrowser();

  it('the gateway answering 500 at the contact step: a clear message, Retry works, nothing typed is lost', async () => {
    const { context, page } = await openPage(browser());
    const who = claimant();
    const broken = fault('http500', callsFunction('confirmUserExists'));
    await page.route(GATEWAY(), broken.handler);
    await toContact(page, who);
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(who.email);
    await expect(page.getByLabel('UK mobile number').inputValue()).resolves.toBe(who.phoneTyped);
    await expectProblemThenRetry(
      page,
      () => (broken.state.on = false),
      'Can we do a soft search of your credit file?',
    );
    expect(broken.state.hits).toBeGreaterThan(0);
    const profile = (
      await admin().db.collection('users').where('email', '==', who.email).get()
    ).docs[0]?.data();
    expect(profile).toMatchObject({ firstName: who.firstName, lastName: who.lastName });
    await context.close();
  });

  it('the gateway timing out at the contact step: after 30 s a clear message, not retried, and Try again carries on', async () => {
    const { context, page } = await openPage(browser());
    const who = claimant();
    // The page's clock is Playwright's, so the 30 s callable timeout passes without waiting for it.
    await page.clock.install();
    const hung: Route[] = [];
    let healed = false;
    await page.route(GATEWAY(), async (route) => {
      if (healed || !callsFunction('confirmUserExists')(route)) return route.fallback();
      hung.push(route);
    });
    await toContact(page, who);
    await expect.poll(() => hung.length).toBe(1);
    await page.clock.fastForward('00:31');
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor({ timeout: 30_000 });
    await expect(problem.innerText()).resolves.toContain(CLAIMANT_FAILURE_HAPPENED.timeout);
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(who.email);
    // A timeout is not repeated by itself (decision 104): still the one request.
    expect(hung).toHaveLength(1);
    healed = true;
    await Promise.all(hung.map((route) => route.abort()));
    await page.getByRole('button', { name: 'Try again' }).click();
    await onPage(page, 'Can we do a soft search of your credit file?');
    await context.close();
  });

  it('the network dropping when the passcode is sent: retried twice, then the spec’s message and what to do, Try again sends it, and only one text goes', async () => {
    const { context, page } = await openPage(browser());
    const who = claimant();
    const dropped = fault('drop', callsFunction('checkboardInitiateCheck'));
    await page.route(GATEWAY(), dropped.handler);
    await toContact(page, who);
    await onPage(page, 'Can we do a soft search of your credit file?');
    await fillPostcode(page, who);
    await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
    await continueOn(page);
    // The spec's retry helper has tried three times (2 s, then 4 s apart) before the box shows
    // its message, with what to do next.
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor({ timeout: 30_000 });
    const said = await problem.innerText();
    expect(said).toContain('Max retries reached for function');
    expect(said).toContain('Check that you are connected to the internet, then select ‘Try again’.');
    await expectProblemThenRetry(
      page,
      () => {
        expect(dropped.state.hits).toBe(3);
        dropped.state.on = false;
      },
      'Check your phone',
    );
    const texts = await admin().db.collection('sandboxOutbox').where('to', '==', who.phoneE164).get();
    expect(texts.size).toBe(1);
    await context.close();
  });

  it('the Auth emulator unreachable at start: the guest sign-in backs off 2 s then 4 s, then a clear message, and Try again signs in', async () => {
    const { context, page } = await openPage(browser());
    const who = claimant();
    const unreachable = fault('drop', () => true);
    const signUps: number[] = [];
    await page.route(`http://${host('FIREBASE_AUTH_EMULATOR_HOST')}/**`, async (route) => {
      if (unreachable.state.on && route.request().url().includes('accounts:signUp')) signUps.push(Date.now());
      await unreachable.handler(route);
    });
    await startJourney(page);
    // The fresh intro starts no session (decision 228): it starts with Start, and its failure is
    // shown on the step the claimant has reached, after the retries.
    expect(signUps).toHaveLength(0);
    await continueOn(page);
    await onPage(page, 'What is your name?');
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problem.waitFor({ timeout: 30_000 });
    await expect(problem.innerText()).resolves.toContain('We could not reach the sign-in service.');
    expect(signUps).toHaveLength(3);
    expect(signUps[1]! - signUps[0]!).toBeGreaterThanOrEqual(1_900);
    expect(signUps[2]! - signUps[1]!).toBeGreaterThanOrEqual(3_900);
    unreachable.state.on = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await problem.waitFor({ state: 'detached' });
    await fillDetails(page, who);
    await fillDob(page, who);
    await fillContact(page, who);
    await onPage(page, 'Can we do a soft search of your credit file?');
    const profile = (
      await admin().db.collection('users').where('email', '==', who.email).get()
    ).docs[0]?.data();
    expect(profile).toMatchObject({ firstName: who.firstName, lastName: who.lastName });
    await context.close();
  });

  it('a Firestore write failing once: the profile is saved in the end with every answer', async () => {
    const { context, page } = await openPage(browser());
    const who = claimant();
    const once = fault('drop', (route) => route.request().method() !== 'GET');
    await page.route(`http://${host('FIRESTORE_EMULATOR_HOST')}/**`, async (route) => {
      await once.handler(route);
      if (once.state.hits > 0) once.state.on = false;
    });
    await toContact(page, who);
    const next = page.getByRole('heading', {
      level: 1,
      name: 'Can we do a soft search of your credit file?',
    });
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await Promise.race([next.waitFor({ timeout: 30_000 }), problem.waitFor({ timeout: 30_000 })]);
    if (await problem.isVisible()) await page.getByRole('button', { name: 'Try again' }).click();
    await next.waitFor({ timeout: 30_000 });
    expect(once.state.hits).toBe(1);
    const profile = (
      await admin().db.collection('users').where('email', '==', who.email).get()
    ).docs[0]?.data();
    expect(profile).toMatchObject({
      firstName: who.firstName,
      lastName: who.lastName,
      phoneNumber: who.phoneE164,
    });
    await context.close();
  });
});
