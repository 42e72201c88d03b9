import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, NOT_CONFIRMED_YET_MESSAGE } from '../../machines/auth/messages';
import { registeredUser } from '../../machines/auth/fixtures';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { AUTH_ERROR_MESSAGES } from '../../src/adapters/authErrors';
import { FIRMS } from '../../contract/firms';
import {
  SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
  SIGN_IN_LINK_REFUSED_MESSAGE,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
} from '../../contract/signInLink';
import { BRANDS } from '../../src/brands/table';
import * as confirmationEmail from './ConfirmationEmail.stories';
import * as emailSignInLink from './EmailSignInLink.stories';
import * as signIn from './SignIn.stories';
import * as signInLink from './SignInLink.stories';
import * as signOut from './SignOut.stories';
import { show, type Module } from './showStory';

// The sign-in, sign-out and confirmation email stories, run as Storybook runs them (showStory.tsx);
// the your-claims stories are in yourClaimsStories.test.tsx.

const email = registeredUser.email ?? '';

describe('sign-in stories show the state they name', () => {
  const s = (name: string) => show(signIn as Module, name);

  it.each([
    ['WrongEmailOrPassword', AUTH_ERROR_MESSAGES['invalid-credentials']],
    ['NoConnection', AUTH_ERROR_MESSAGES.network],
    ['TooManyAttempts', AUTH_ERROR_MESSAGES['too-many-requests']],
    ['SignInServiceFailed', AUTH_ERROR_MESSAGES.unknown],
    ['GuestSessionFailed', MAX_RETRIES_MESSAGE],
    ['AfterARefusedAccountStep', AUTH_MESSAGES.noCurrentLocalUser],
    [
      'ResetSent',
      'If there is an account for that email address, we have sent it a link to reset the password.',
    ],
  ] as const)('%s shows "%s"', async (name, message) => {
    const canvas = await s(name);
    expect(await canvas.findAllByText(message)).not.toHaveLength(0);
  });

  it('shows field errors for missing answers and a malformed email', async () => {
    const missing = await s('MissingAnswers');
    expect(await missing.findByText('There is a problem')).toBeTruthy();
    const malformed = await s('EmailNotAnEmailAddress');
    expect(await malformed.findByText('There is a problem')).toBeTruthy();
  });

  it.each(['Starting', 'SigningIn'] as const)('%s has a busy Sign in button', async (name) => {
    const canvas = await s(name);
    const button = await canvas.findByRole('button', { name: /Sign in/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('SessionCouldNotStart says so, with what to do and Try again, and no busy form', async () => {
    const canvas = await s('SessionCouldNotStart');
    const alert = await canvas.findByRole('alert');
    expect(alert.textContent).toContain(MAX_RETRIES_MESSAGE);
    expect(alert.textContent).toContain(AUTH_ERROR_MESSAGES.network);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const signInButton = canvas.getByRole('button', { name: 'Sign in' });
    expect(signInButton.getAttribute('aria-disabled')).not.toBe('true');
  });

  it('EmailNotConfirmed is one state: signed in (the header says so), the page explains, no sign-in form', async () => {
    const canvas = await s('EmailNotConfirmed');
    expect(await canvas.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    expect(canvas.getByText(`Signed in as ${email}`)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(canvas.queryByLabelText('Password')).toBeNull();
    expect(canvas.queryByText('There is a problem')).toBeNull();
    expect(canvas.queryAllByText(/Confirm your email address first/)).toHaveLength(0);
  });

  it.each([
    ['ConfirmationLinkSentAgain', `We have sent a new link to ${email}.`],
    ['EmailStillNotConfirmed', NOT_CONFIRMED_YET_MESSAGE],
    ['ConfirmationLinkLimitReached', 'Too many emails to confirm your address. Try again in an hour.'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeTruthy();
    // The page shows it once the session has settled (the sign-in service answers at once here).
    const shown = await canvas.findAllByText((_, node) => node?.textContent === text);
    expect(shown).not.toHaveLength(0);
  });

  it('Default is ready to sign in, with no message', async () => {
    const canvas = await s('Default');
    const button = await canvas.findByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
    expect(canvas.queryByText('There is a problem')).toBeNull();
  });
});

describe('sign-in by email link stories show the state they name (decision 265)', () => {
  const s = (name: string) => show(emailSignInLink as Module, name);
  const heading = (name: string) => ({ level: 1, name });

  it.each([
    ['AskForALink', 'Get a link to sign in', null],
    ['AskWithoutAnAddress', 'Get a link to sign in', 'Enter your email address'],
    ['LinkAskedFor', 'Get a link to sign in', SIGN_IN_LINK_REQUESTED_MESSAGE],
    [
      'TooManyLinksAskedFor',
      'Get a link to sign in',
      'Too many requests for a sign-in link. Try again in 42 minutes.',
    ],
    ['OpenedWithALink', 'Sign in with your link', null],
    ['AddressNotTheLinks', 'Sign in with your link', SIGN_IN_LINK_OTHER_EMAIL_MESSAGE],
    ['LinkUsedOrExpired', 'Get a link to sign in', SIGN_IN_LINK_REFUSED_MESSAGE],
  ] as const)('%s is headed "%s" and shows its message', async (name, title, message) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', heading(title))).toBeTruthy();
    if (message === null) expect(canvas.queryByText('There is a problem')).toBeNull();
    else expect(await canvas.findAllByText(message)).not.toHaveLength(0);
  });

  it.each([
    ['SendingTheLink', 'Send me a link'],
    ['SigningInWithTheLink', 'Continue'],
  ] as const)('%s has a busy button', async (name, label) => {
    const canvas = await s(name);
    const button = await canvas.findByRole('button', { name: new RegExp(label) });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('sign-out stories show the header entry they name', () => {
  const s = (name: string) => show(signOut as Module, name);

  it('SignedIn says who is signed in and offers Sign out', async () => {
    const canvas = await s('SignedIn');
    expect(await canvas.findByText(`Signed in as ${email}`)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('SigningOut shows the sign-out under way', async () => {
    const canvas = await s('SigningOut');
    expect(await canvas.findByRole('button', { name: 'Signing out…' })).toBeTruthy();
  });

  it('Guest is offered Sign in', async () => {
    const canvas = await s('Guest');
    expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('sign-in link stories show the state they name', () => {
  const s = (name: string) => show(signInLink as Module, name);

  it.each([
    ['SigningIn', 'Signing you in'],
    ['AsksBeforeSwitching', 'You are already signed in'],
    ['LinkDidNotWork', 'This sign-in link has not worked'],
  ] as const)('%s is headed "%s"', async (name, heading) => {
    const canvas = await s(name);
    expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});

describe('confirmation email stories', () => {
  const s = (name: string) => show(confirmationEmail, name);

  it.each(['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'] as const)(
    'render the template in %s with that firm’s details and its own Your claims to cancel on',
    async (workspace) => {
      const canvas = await s(workspace);
      expect(await canvas.findByRole('heading', { level: 1, name: /RDR-ABCD2345/ })).toBeTruthy();
      const body = canvas.getByRole('region', { name: 'Email body' }).shadowRoot;
      expect(body?.textContent).toContain(FIRMS[workspace].phone);
      const link = body?.querySelector('a');
      expect(link?.textContent).toBe('Your claims');
      expect(link?.getAttribute('href')).toBe(`${BRANDS[workspace].sampleOrigin}/form/claims`);
    },
  );
});
