import { composeStories } from '@storybook/react-vite';
import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../machines/auth/messages';
import { registeredUser } from '../../machines/auth/fixtures';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { AUTH_ERROR_MESSAGES } from '../../src/adapters/authErrors';
import { CLAIM_STORE_MESSAGES } from '../../src/adapters/claims';
import { FIRMS } from '../../contract/firms';
import * as confirmationEmail from './ConfirmationEmail.stories';
import * as signIn from './SignIn.stories';
import * as signInLink from './SignInLink.stories';
import * as signOut from './SignOut.stories';
import * as yourClaims from './YourClaims.stories';

// The preview's router, without its brand and MSW set-up: these stories call no gateway.
const annotations = {
  decorators: [
    (Story: () => React.ReactElement) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};

type Composed = (() => React.ReactElement) & {
  load: () => Promise<void>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

/**
 * Runs a story as Storybook does (its loaders, then render, then play) and returns its canvas.
 * Rendered with Testing Library, so it is unmounted after the test like every component test.
 */
async function show(Story: Composed) {
  await Story.load();
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  return within(container);
}

const email = registeredUser.email ?? '';

describe('sign-in stories show the state they name', () => {
  const s = composeStories(signIn, annotations) as unknown as Record<keyof typeof signIn, Composed>;

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
    const canvas = await show(s[name]);
    expect(await canvas.findAllByText(message)).not.toHaveLength(0);
  });

  it('shows field errors for missing answers and a malformed email', async () => {
    const missing = await show(s.MissingAnswers);
    expect(await missing.findByText('There is a problem')).toBeTruthy();
    const malformed = await show(s.EmailNotAnEmailAddress);
    expect(await malformed.findByText('There is a problem')).toBeTruthy();
  });

  it.each(['Starting', 'SigningIn'] as const)('%s has a busy Sign in button', async (name) => {
    const canvas = await show(s[name]);
    const button = await canvas.findByRole('button', { name: /Sign in/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('Default is ready to sign in, with no message', async () => {
    const canvas = await show(s.Default);
    const button = await canvas.findByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
    expect(canvas.queryByText('There is a problem')).toBeNull();
  });
});

describe('sign-out stories show the header entry they name', () => {
  const s = composeStories(signOut, annotations) as unknown as Record<keyof typeof signOut, Composed>;

  it('SignedIn says who is signed in and offers Sign out', async () => {
    const canvas = await show(s.SignedIn);
    expect(await canvas.findByText(`Signed in as ${email}`)).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('SigningOut shows the sign-out under way', async () => {
    const canvas = await show(s.SigningOut);
    expect(await canvas.findByRole('button', { name: 'Signing out…' })).toBeTruthy();
  });

  it('Guest is offered Sign in', async () => {
    const canvas = await show(s.Guest);
    expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('your-claims stories show the state they name', () => {
  const s = composeStories(yourClaims, annotations) as unknown as Record<keyof typeof yourClaims, Composed>;

  it.each([
    ['Empty', 'You have no claims yet.'],
    ['Loading', 'Loading your claims…'],
    ['Failed', CLAIM_STORE_MESSAGES.network],
    ['OneDraftToResume', 'Continue this claim'],
    ['OneSubmitted', 'Claim RDR-ABCD2345'],
    ['DownloadingTheSignedLetter', 'Preparing your signed letter…'],
  ] as const)('%s shows "%s"', async (name, text) => {
    const canvas = await show(s[name]);
    expect(await canvas.findAllByText(text)).not.toHaveLength(0);
  });

  it('Several lists four claims, and a guest with none is offered Sign in', async () => {
    const several = await show(s.Several);
    expect(await several.findAllByRole('heading', { level: 2, name: /^Claim / })).toHaveLength(4);
    const guest = await show(s.EmptyForAGuest);
    expect(await guest.findByText(/Started a claim on another device\?/)).toBeTruthy();
  });
});

describe('sign-in link stories show the state they name', () => {
  const s = composeStories(signInLink, annotations) as unknown as Record<keyof typeof signInLink, Composed>;

  it.each([
    ['SigningIn', 'Signing you in'],
    ['AsksBeforeSwitching', 'You are already signed in'],
    ['LinkDidNotWork', 'This sign-in link has not worked'],
  ] as const)('%s is headed "%s"', async (name, heading) => {
    const canvas = await show(s[name]);
    expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});

describe('confirmation email stories', () => {
  const s = composeStories(confirmationEmail, annotations) as unknown as Record<
    keyof typeof confirmationEmail,
    Composed
  >;

  it.each(['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'] as const)(
    'render the template in %s with that firm’s details',
    async (workspace) => {
      const canvas = await show(s[workspace]);
      expect(await canvas.findByRole('heading', { level: 1, name: /RDR-ABCD2345/ })).toBeTruthy();
      const body = canvas.getByRole('region', { name: 'Email body' }).shadowRoot;
      expect(body?.textContent).toContain(FIRMS[workspace].phone);
    },
  );
});
