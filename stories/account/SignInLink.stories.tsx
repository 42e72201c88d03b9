import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { anonymousUser, registeredUser } from '../../machines/auth/fixtures';
import type { UserSummary } from '../../machines/auth/types';
import { AuthAdapterError } from '../../src/adapters/authErrors';
import { AuthContainer } from '../../src/account/containers/AuthContainer';
import { pending, signInLinkFor, type StorySessionOptions } from '../support/storySession';
import { accountStory } from './accountStory';

/**
 * /auth over the real auth machine after the page has handed it a sign-in link: signing in, asking
 * before switching when someone else is signed in, and a link that does not work.
 */
const meta = { title: 'Account/Sign-in link (/auth)' } satisfies Meta;
export default meta;

const useLink = { type: 'user.loginWithToken', token: signInLinkFor('link-uid-1'), redirect: true } as const;

const landing = (options: StorySessionOptions) =>
  accountStory(options, (session, brand) => (
    <AuthContainer session={session} brandName={brand.displayName} onSignedIn={fn()} onStay={fn()} />
  ));

export const SigningIn = landing({
  signedIn: anonymousUser,
  actors: { signInWithToken: fromPromise(() => pending<UserSummary>()) },
  events: [useLink],
  settle: false,
});
/** Someone else is signed in on this browser: the machine asks before signing them out. */
export const AsksBeforeSwitching = landing({ signedIn: registeredUser, events: [useLink] });
export const LinkDidNotWork = landing({
  signedIn: anonymousUser,
  actors: {
    signInWithToken: fromPromise<UserSummary, { token: string }>(() =>
      Promise.reject(new AuthAdapterError('invalid-credentials')),
    ),
  },
  events: [useLink],
});
