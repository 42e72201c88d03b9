// Sign-in by email link in the browser (decision 265): the link read back from the outbox, and
// opened as a click in the email would open it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import * as j from '../journeySupport';

/** The sign-in link in the email sent to an address, read from the outbox. */
export async function linkEmailedTo(email: string): Promise<string> {
  const mails = j.admin().db.collection('mail').where('to', '==', email);
  let text = '';
  await expect
    .poll(
      async () => {
        const snap = await mails.get();
        text =
          (snap.docs
            .find((doc) => String(doc.get('message.text')).includes('oobCode='))
            ?.get('message.text') as string | undefined) ?? '';
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain('oobCode=');
  const link = /^https?:\/\/\S+oobCode=\S+$/m.exec(text)?.[0];
  if (!link) throw new Error('No sign-in link in the email');
  return link;
}

/** Opens the link as a click in the email would, and types the address it was sent to. */
export async function useLink(page: Page, link: string, email: string) {
  await page.goto(link, { waitUntil: 'networkidle' });
  await j.onPage(page, 'Sign in with your link');
  await j.expectPath(page, '/login');
  // The link leaves the address bar as soon as the page has it.
  expect(new URL(page.url()).search).toBe('');
  await j.expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await j.continueOn(page);
}
