// The firm's desk in a browser: a staff member signs in with their password and the code the
// Auth emulator "texted" to their enrolled mobile (decision 178: the emulator has no TOTP).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { staffAccount, STAFF_PASSWORD, type StaffAccount } from '../../tests/desk/staff';
import { emulatorHost, projectId } from '../../tests/support/emulators';
import { appUrl } from './browser';
import * as j from '../journeySupport';

export { staffAccount, STAFF_PASSWORD, type StaffAccount };

/** The newest code the Auth emulator texted to `phoneNumber`, once there is one newer than `seen`. */
export async function textedTo(phoneNumber: string, seen: string[] = []): Promise<string> {
  const { url } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${url}/emulator/v1/projects/${projectId}/verificationCodes`);
        const { verificationCodes = [] } = (await response.json()) as {
          verificationCodes?: { phoneNumber: string; code: string }[];
        };
        code = verificationCodes
          .filter((entry) => entry.phoneNumber === phoneNumber && !seen.includes(entry.code))
          .at(-1)?.code;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The desk's first step: the email and password. */
export async function enterPassword(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto(appUrl('/desk'), { waitUntil: 'networkidle' });
  await j.onPage(page, 'Sign in to the desk');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await j.continueOn(page);
}

/** Both steps: the password, then the texted code; the desk's list of claims shows. */
export async function signInToDesk(page: Page, staff: StaffAccount) {
  await enterPassword(page, staff.email);
  await j.onPage(page, 'Check your phone');
  await page.getByLabel('Security code').fill(await textedTo(staff.phoneNumber!));
  await j.continueOn(page);
  await j.onPage(page, 'Claims');
}

/** Finds a claim by its reference and opens it. */
export async function openByReference(page: Page, reference: string) {
  await page.getByLabel('Claim reference').fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: reference }).click();
}

/** axe at the two phone widths and back. */
export async function accessibleOnPhones(page: Page) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await j.expectAccessible(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Full-page pictures of a desk page at 1280 and 1920 px into DESK_SHOTS_DIR, when it is set
 * (`DESK_SHOTS_DIR=<dir> npm test -- e2e e2e/desk.e2e.test.ts`); nothing otherwise.
 */
export async function deskShots(page: Page, name: string) {
  const dir = process.env.DESK_SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * What the Auth emulator answers a staff sign-in with a second factor that a deployment does not:
 * it has no reCAPTCHA configuration to give (501).
 */
export const isEmulatorSignInNoise = (problem: string) => /recaptchaConfig|status of 501/.test(problem);
