import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { registeredUser } from '../../machines/auth/fixtures';
import type { UserSummary } from '../../machines/auth/types';
import { AuthAdapterError, type AuthErrorKind } from '../../src/adapters/authErrors';
import { LoginContainer } from '../../src/journey/LoginContainer';
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
/** "Save your claim" was refused in this tab ('No current local user'), then /login was opened. */
export const AfterARefusedAccountStep = login({
  events: [{ type: 'user.upgrade', password: 'correct horse battery', profile: null }],
});
export const ResetSent = login({ events: [{ type: 'user.requestPasswordReset', email }] });
export const ResetNeedsEmail = login({ events: [{ type: 'user.requestPasswordReset', email: '' }] });
