import { randomInt, randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PAGE_WAIT_MS, appUrl, axeViolations, newPage } from './support/browser';
import {
  SANDBOX_FILES,
  sandboxSubject,
  searchLedgerKey,
} from '../functions/src/providers/sandbox/creditCheck';

/** Firestore and Auth as the gateway sees them (admin, past the rules), on the test emulators. */
export function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-redress' });
  return { db: getFirestore(app), auth: getAuth(app) };
}

const WIDGET_ORIGIN = 'https://widget.trustrating.example';

/**
 * A page recording console problems. The trust-rating widget's host does not exist offline, so
 * accepting cookies is answered with an empty script instead of a failed lookup.
 */
export async function openPage(browser: Browser, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser);
  if (viewport) await opened.page.setViewportSize(viewport);
  await opened.page.route(`${WIDGET_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  return opened;
}

/**
 * An invented claimant with a mobile number no other test uses. Their sandbox credit file is the
 * one for their surname and date of birth, found with its current postcode (`postcode`); the
 * mobile is added to that file (`onFile`) before the check, as the passcode goes only to a number
 * the file holds.
 */
export function claimant(lastName = 'Testington') {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const dob = { day: '12', month: '4', year: '1985' };
  const phoneE164 = `+4477${digits}`;
  const file = { lastName, dateOfBirth: '1985-04-12' };
  return {
    title: 'Ms',
    firstName: 'Jane',
    lastName,
    dob,
    email: `jane.${randomUUID().slice(0, 8)}@example.com`,
    phoneTyped: `077 ${digits.slice(0, 2)} ${digits.slice(2)}`,
    phoneE164,
    postcode: sandboxSubject(file).postcode,
    onFile: putOnFile(file, { mobileNumbers: [phoneE164] }),
  };
}
export type Claimant = ReturnType<typeof claimant>;

/** Adds mobile numbers to a subject's sandbox credit file, and optionally moves its postcode. */
export function putOnFile(
  subject: { lastName: string; dateOfBirth: string },
  { mobileNumbers, postcode }: { mobileNumbers: string[]; postcode?: string },
): Promise<void> {
  return admin()
    .db.collection(SANDBOX_FILES)
    .doc(searchLedgerKey(subject))
    .set(
      { mobileNumbers: FieldValue.arrayUnion(...mobileNumbers), ...(postcode ? { postcode } : {}) },
      { merge: true },
    )
    .then(() => undefined);
}

/** The current postcode on the consent page, once the claimant's mobile is on their file. */
export async function fillPostcode(page: Page, who: Claimant) {
  await who.onFile;
  await page.getByLabel('Your current postcode').fill(who.postcode);
}

/** The passcode in the newest sandbox text to this number, waiting for it to arrive. */
export async function latestCode(phoneE164: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const snap = await admin().db.collection('sandboxOutbox').where('to', '==', phoneE164).get();
    const texts = snap.docs
      .map((doc) => doc.data() as { body: string; sentAt: number })
      .filter((text) => text.sentAt > after)
      .sort((a, b) => a.sentAt - b.sentAt);
    const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('No passcode text arrived');
}

/** A mobile number as the pages show it, as people write it (`+447700900123` → `07700 900123`). */
export const shownMobile = (e164: string) => `0${e164.slice(3, 7)} ${e164.slice(7)}`;

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The h1 of the page, once it shows `text`. Up to 45 s: in CI the browser tests share two cores with
 * the stories, the integration tests and the soak's own emulators, and a page waiting on a gateway
 * call at that moment has been seen to take more than 20 s. A page that is there ends the wait.
 */
export async function onPage(page: Page, text: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: PAGE_WAIT_MS });
}

export const path = (page: Page) => new URL(page.url()).pathname;

/** The address bar reaches `expected` (it follows the step a moment after the step renders). */
export async function expectPath(page: Page, expected: string) {
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(expected);
}

/** axe with the WCAG 2.2 AA tags: no violations on this page as it stands. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** What `pageState` says of a page that paints no animation frame. */
const NO_FRAMES = 'no animation frame within 1 s';

/** Presses the page's button once it is not busy (a busy form ignores the press, as a person would see). */
export async function continueOn(page: Page, label = 'Continue') {
  const button = page
    .getByRole('button', { name: label, exact: true })
    .and(page.locator(':not([aria-disabled="true"])'));
  try {
    await button.click({ timeout: 30_000 });
  } catch (error) {
    let state = await pageState(page);
    // The press waits for the button to hold still over two animation frames. Under CI's load the
    // headless browser has been seen to paint none for the whole wait while the page's script still
    // answered (decision 287): the page is brought to the front and a screenshot is taken, which
    // makes the browser paint; if frames come back, the press (never made) is made once more.
    if (state.includes(NO_FRAMES)) {
      await page.bringToFront();
      await page.screenshot({ timeout: 10_000 }).catch(() => undefined);
      const after = await pageState(page);
      state += `\nafter bringToFront and a screenshot: ${after}`;
      if (!after.includes(NO_FRAMES)) {
        console.warn(
          `continueOn: "${label}" waited 30 s on a page that painted no frames; pressing it once more`,
        );
        await button.click({ timeout: 30_000 });
        return;
      }
    }
    throw new Error(`${String(error)}\n${state}`, { cause: error });
  }
}

/**
 * What the page looked like when an action on it failed: its address, headings and buttons, and
 * whether its main thread still answers and paints (a press that never lands says more with these
 * beside it).
 */
export async function pageState(page: Page): Promise<string> {
  const state = page.evaluate(async (noFrames) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    // Whether the page still paints frames (Playwright's click waits for two with the button in
    // the same place), and where it is scrolled across them.
    const frame = () =>
      new Promise<number | null>((resolve) => {
        requestAnimationFrame(() => resolve(Math.round(window.scrollY)));
        setTimeout(() => resolve(null), 1000);
      });
    const scrolls = [await frame(), await frame(), await frame()];
    return JSON.stringify({
      path: location.pathname,
      frames: scrolls.includes(null) ? noFrames : `scrollY ${scrolls.join(', ')}`,
      visibility: document.visibilityState,
      focus: document.activeElement?.tagName ?? null,
      headings: [...document.querySelectorAll('h1')].map((h) => h.textContent),
      buttons: [...document.querySelectorAll('main button')].map((b) => ({
        text: b.textContent,
        ariaDisabled: b.getAttribute('aria-disabled'),
        hidden: b.closest('[hidden],[style*="display: none"]') !== null,
        box: box(b),
      })),
    });
  }, NO_FRAMES);
  const late = new Promise<string>((resolve) =>
    setTimeout(() => resolve('the page did not answer within 5 s (its main thread is busy)'), 5_000),
  );
  return `page state: ${await Promise.race([state, late]).catch((e: unknown) => `unreadable: ${String(e)}`)}`;
}

export async function startJourney(page: Page, query = '') {
  await page.goto(appUrl(`/form/start${query}`), { waitUntil: 'networkidle' });
  await onPage(page, 'Claim for car finance commission');
}

export async function fillDetails(page: Page, who: Claimant) {
  await onPage(page, 'What is your name?');
  await page.getByLabel('Title').selectOption(who.title);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await continueOn(page);
}

export async function fillDob(page: Page, who: Claimant) {
  await onPage(page, 'What is your date of birth?');
  await page.getByLabel('Day').fill(who.dob.day);
  await page.getByLabel('Month').fill(who.dob.month);
  await page.getByLabel('Year').fill(who.dob.year);
  await continueOn(page);
}

export async function fillContact(page: Page, who: Claimant) {
  await onPage(page, 'How can we contact you?');
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('UK mobile number').fill(who.phoneTyped);
  await page.getByRole('radio', { name: 'No' }).check();
  await continueOn(page);
}

/** The start section as a claimant answers it: from /form/start to the credit-check consent. */
export async function answerStartSection(page: Page, who: Claimant) {
  await startJourney(page);
  await continueOn(page);
  await fillDetails(page, who);
  await fillDob(page, who);
  await fillContact(page, who);
}

/** Consent, then the passcode from the sandbox outbox. */
export async function passCheck(page: Page, who: Claimant) {
  await onPage(page, 'Can we do a soft search of your credit file?');
  const asked = Date.now() - 1000;
  await fillPostcode(page, who);
  await page.getByRole('checkbox', { name: 'I agree to a soft search of my credit file' }).check();
  await continueOn(page);
  await onPage(page, 'Check your phone');
  await page.getByLabel('Security code').fill(await latestCode(who.phoneE164, asked));
  await continueOn(page);
}

export async function chooseFirstAgreement(page: Page) {
  await onPage(page, 'Which agreements do you want to claim for?');
  await page.getByRole('checkbox').first().check();
  await continueOn(page);
}

/** The current address, lived at since before any agreement, so no history is asked. */
export async function fillCurrentAddress(page: Page, movedIn = { month: '1', year: '2000' }) {
  await onPage(page, 'What is your current address?');
  await page.getByLabel('Address line 1').fill('1 Test Street');
  // The page is filled in from the credit file: what this address does not have is cleared.
  await page.getByLabel('Address line 2 (optional)').fill('');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode', { exact: true }).fill('ls1 4ap');
  await page.getByLabel('Month').fill(movedIn.month);
  await page.getByLabel('Year').fill(movedIn.year);
  await continueOn(page);
}

export async function signTyped(page: Page, name: string) {
  await onPage(page, 'Sign your claim');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('radio', { name: 'Type my name' }).check();
  await page.getByLabel('Type your full name to sign').fill(name);
  await continueOn(page, 'Sign and submit claim');
  await onPage(page, 'Claim submitted');
}

/** Empties one address block of the history page (it may be filled in from the credit file). */
export async function clearAddressBlock(page: Page, name: string) {
  for (const field of [
    'address-addressLine1',
    'address-addressLine2',
    'address-city',
    'address-postcode',
    'movedIn',
    'movedIn-year',
  ]) {
    await page.locator(`#${name}-${field}`).fill('');
  }
}

/**
 * A phone-width (390 × 844) picture of the whole page into SHOTS_DIR, when it is set
 * (`node scripts/journey-shots.mjs <dir>`); nothing otherwise.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  if (before) await page.setViewportSize(before);
}

/** A claimant signs in with email and password on /login; the claim's start page shows. */
export async function signInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(appUrl('/login'), { waitUntil: 'networkidle' });
  await onPage(page, 'Sign in to your claim');
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await continueOn(page, 'Sign in');
  await onPage(page, 'Claim for car finance commission');
}

/** A claimant signs in with email and password and opens Your claims from the page's header. */
export async function signInToYourClaims(page: Page, who: { email: string; password: string }) {
  await signInWithPassword(page, who);
  await page.getByRole('link', { name: 'Your claims' }).click();
  await onPage(page, 'Your claims');
}
