import { describe, expect, it } from 'vitest';
import { admin, expectPath, onPage, openPage } from './journeySupport';
import { appUrl, sharedBrowser } from './support/browser';

const authHost = () => {
  const value = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!value) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run browser tests through npm test.');
  return value;
};

describe('a sign-in link when the sign-in service cannot be reached (browser, real emulators)', () => {
  const browser = sharedBrowser();

  it("/auth with the Auth emulator unreachable at load: the link is tried after 2 s then 4 s, then 'Max retries reached for function' with Try again, which uses the kept link", async () => {
    const { context, page } = await openPage(browser());
    const { uid } = await admin().auth.createUser({});
    const token = await admin().auth.createCustomToken(uid);
    let unreachable = true;
    const tries: number[] = [];
    await page.route(`http://${authHost()}/**`, async (route) => {
      if (!unreachable) return route.fallback();
      if (route.request().url().includes('accounts:signInWithCustomToken')) tries.push(Date.now());
      return route.abort('internetdisconnected');
    });

    await page.goto(appUrl(`/auth?token=${token}`));
    await onPage(page, 'We cannot sign you in at the moment');
    const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    const text = await problem.innerText();
    expect(text).toContain('Max retries reached for function');
    expect(text).toContain('We could not reach the sign-in service. Check your connection and try again.');
    expect(await page.getByText('Signing you in to your claim').count()).toBe(0);
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1_900);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(3_900);
    // The token left the address bar before anything else; the page still holds it for Try again.
    expect(page.url()).not.toContain('token');

    unreachable = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await onPage(page, 'Claim for car finance commission');
    await expectPath(page, '/form/start/intro');
    const signedIn = await page.evaluate(() => document.body.innerText);
    expect(signedIn).not.toContain('Max retries reached for function');
    expect(tries).toHaveLength(3);
    await context.close();
  });
});
