import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { registeredUser } from '../../machines/auth/fixtures';
import type { AuthEvent, UserSummary } from '../../machines/auth/types';
import { AuthAdapterError, type AuthErrorKind } from '../../src/adapters/authErrors';
import { LoginContainer } from '../../src/account/containers/LoginContainer';
import { pending, type StorySessionOptions } from '../support/storySession';
import { accountStory } from './accountStory';

/**
 * /login over the real auth machine: as it opens, while busy, each message the machine can show
 * there, and after "Forgotten your password?".
 */
const meta = { title: 'Account/Sign in' } satisfies Meta;
export default meta;

const email = registeredUser.email ?? '';
const signIn = { type: 'user.login', email, password: 'correct horse battery' } as const;

const login = (options: StorySessionOptions) =>
  accountStory(options, (session, brand) => (
    <LoginContainer session={session} brandName={brand.displayName} onSignedIn={fn()} onBack={fn()} />
  ));

/** The sign-in service answers "sign in" with the adapter's error of this kind. */
const refusedWith = (kind: AuthErrorKind) =>
  login({
    actors: {
      signInWithEmail: fromPromise<UserSummary, { email: string; password: string }>(() =>
        Promise.reject(new AuthAdapterError(kind)),
      ),
    },
    events: [signIn],
  });

export const Default = login({});
/** A fresh page load: the session has not started yet, so Sign in waits. */
export const Starting = login({ starting: true });
export const SigningIn = login({
  actors: { signInWithEmail: fromPromise(() => pending<UserSummary>()) },
  events: [signIn],
  settle: false,
});
export const MissingAnswers = login({ events: [{ type: 'user.login', email: '', password: '' }] });
export const EmailNotAnEmailAddress = login({
  events: [{ ...signIn, email: 'sam@example' }],
});
export const WrongEmailOrPassword = refusedWith('invalid-credentials');
export const NoConnection = refusedWith('network');
export const TooManyAttempts = refusedWith('too-many-requests');
export const SignInServiceFailed = refusedWith('unknown');
/** The guest session could not be made, even after the retries ('Max retries reached for function'). */
export const GuestSessionFailed = login({
  actors: { signInAnonymously: fromPromise(() => Promise.reject(new AuthAdapterError('network'))) },
});
/** The sign-in service did not load: the listener was started three times, then Try again. */
export const SessionCouldNotStart = login({
  actors: {
    authListener: fromCallback<AuthEvent>(({ sendBack }) => {
      sendBack({ type: 'auth.failed', error: new AuthAdapterError('network') });
    }),
  },
});
/** Signed in with a password whose email is not confirmed: the page says so instead of the form. */
const unconfirmed: UserSummary = {
  ...registeredUser,
  emailVerified: false,
  signInProvider: 'password',
};
const unconfirmedSignIn = {
  signInWithEmail: fromPromise<UserSummary, { email: string; password: string }>(() =>
    Promise.resolve(unconfirmed),
  ),
  refreshUser: fromPromise<UserSummary>(() => Promise.resolve(unconfirmed)),
};
export const EmailNotConfirmed = login({ actors: unconfirmedSignIn, events: [signIn] });
/** "Send the link again" pressed: a new link is on its way. */
export const ConfirmationLinkSentAgain = login({
  actors: unconfirmedSignIn,
  events: [signIn, { type: 'user.resendConfirmation' }],
});
/** "Continue" pressed before the link was opened. */
export const EmailStillNotConfirmed = login({
  actors: unconfirmedSignIn,
  events: [signIn, { type: 'user.checkConfirmation' }],
});
/** "Send the link again" once too often (the gateway's hourly limit). */
export const ConfirmationLinkLimitReached = login({
  actors: {
    ...unconfirmedSignIn,
    resendConfirmation: fromPromise<void>(() =>
      Promise.reject(new Error('Too many emails to confirm your address. Try again in an hour.')),
    ),
  },
  events: [signIn, { type: 'user.resendConfirmation' }],
});
/** "Save your claim" was refused in this tab ('No current local user'), then /login was opened. */
export const AfterARefusedAccountStep = login({
  events: [{ type: 'user.upgrade', password: 'correct horse battery', profile: null }],
});
export const ResetSent = login({ events: [{ type: 'user.requestPasswordReset', email }] });
export const ResetNeedsEmail = login({ events: [{ type: 'user.requestPasswordReset', email: '' }] });
