import { describe, expect, it } from 'vitest';
import { FIRMS } from '../../../contract/firms.js';
import { SIGN_IN_LINK_SUBJECT, signInLinkMail } from './signInLink.js';

const input = {
  uid: 'uid-1',
  email: 'jane@example.com',
  link: 'https://auth.example/__/auth/action?mode=signIn&oobCode=abc&continueUrl=x',
  signInUrl: 'https://www.redress.example/login',
  workspace: 'Redress' as const,
  sentAt: 1_700_000_000_000,
};

describe('the sign-in link email (decision 265)', () => {
  it('is addressed to the address asked for, one document per request, with the link and how to ask again', () => {
    const mail = signInLinkMail(input);
    expect(mail).toMatchObject({
      id: 'sign-in-link-uid-1-1700000000000',
      to: 'jane@example.com',
      uid: 'uid-1',
    });
    expect(mail.message.subject).toBe(SIGN_IN_LINK_SUBJECT);
    expect(mail.message.text.split('\n')).toContain(input.link);
    expect(mail.message.text).toContain(`ask for a new one at ${input.signInUrl}`);
    expect(mail.message.text).toContain('If you did not ask for this, ignore this email');
    expect(mail.message.text).toContain(FIRMS.Redress.legalEntity);
  });

  it('escapes the link in the HTML body and names no claim', () => {
    const { html, text } = signInLinkMail(input).message;
    expect(html).toContain(
      'href="https://auth.example/__/auth/action?mode=signIn&amp;oobCode=abc&amp;continueUrl=x"',
    );
    expect(text).not.toMatch(/RDR-/);
  });
});
