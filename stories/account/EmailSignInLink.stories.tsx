import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fromPromise } from 'xstate';
import { SIGN_IN_LINK_OTHER_EMAIL_MESSAGE, SIGN_IN_LINK_REFUSED_MESSAGE } from '../../contract/signInLink';
import { registeredUser } from '../../machines/auth/fixtures';
import type { UserSummary } from '../../machines/auth/types';
import { AuthAdapterError } from '../../src/adapters/authErrors';
import { LoginContainer } from '../../src/account/containers/LoginContainer';
import { pending, type StorySessionOptions } from '../support/storySession';
import { accountStory } from './accountStory';

/**
 * /login's sign-in by email link (decision 265) over the real auth machine: asking for a link,
 * and /login opened with one — asking for the address, signing in, the link refused.
 */
const meta = { title: 'Account/Sign in with an email link' } satisfies Meta;
export default meta;

const email = registeredUser.email ?? '';
const href = 'https://www.redress.example/login?mode=signIn&oobCode=sample-code&apiKey=sample-key&lang=en';

/** "Email me a sign-in link" pressed, then what the claimant sent. */
const asking = (options: StorySessionOptions) =>
  accountStory(options, (session, brand) => (
    <LoginContainer
      session={session}
      brandName={brand.displayName}
      onSignedIn={fn()}
      onBack={fn()}
      startWith="email-link"
    />
  ));

/** /login opened with a sign-in link, then what the claimant sent. */
const opened = (options: StorySessionOptions) =>
  accountStory(options, (session, brand) => (
    <LoginContainer
      session={session}
      brandName={brand.displayName}
      onSignedIn={fn()}
      onBack={fn()}
      emailLink={href}
      onSignedInWithLink={fn()}
    />
  ));

const use = { type: 'user.loginWithEmailLink', href, email } as const;

/** The sign-in service answers the link with this failure. */
const linkFails = (error: Error) => ({
  signInWithEmailLink: fromPromise<UserSummary, { email: string; href: string }>(() => Promise.reject(error)),
});

export const AskForALink = asking({});
export const AskWithoutAnAddress = asking({ events: [{ type: 'user.requestSignInLink', email: '' }] });
export const LinkAskedFor = asking({ events: [{ type: 'user.requestSignInLink', email }] });
export const SendingTheLink = asking({
  actors: { sendSignInLink: fromPromise<void, { email: string }>(() => pending<void>()) },
  events: [{ type: 'user.requestSignInLink', email }],
  settle: false,
});
/** The gateway's hourly limit for the address. */
export const TooManyLinksAskedFor = asking({
  actors: {
    sendSignInLink: fromPromise<void, { email: string }>(() =>
      Promise.reject(
        Object.assign(new Error('Too many requests for a sign-in link. Try again in 42 minutes.'), {
          kind: 'rate-limited',
        }),
      ),
    ),
  },
  events: [{ type: 'user.requestSignInLink', email }],
});
export const OpenedWithALink = opened({});
export const SigningInWithTheLink = opened({
  actors: {
    signInWithEmailLink: fromPromise<UserSummary, { email: string; href: string }>(() => pending()),
  },
  events: [use],
  settle: false,
});
export const AddressNotTheLinks = opened({
  actors: linkFails(
    new AuthAdapterError('invalid-credentials', 'auth/invalid-email', {
      message: SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
    }),
  ),
  events: [{ ...use, email: 'someone.else@example.com' }],
});
/** The link was opened before, or has expired: the page offers a new one. */
export const LinkUsedOrExpired = opened({
  actors: linkFails(
    new AuthAdapterError('invalid-credentials', 'auth/invalid-action-code', {
      message: SIGN_IN_LINK_REFUSED_MESSAGE,
    }),
  ),
  events: [use],
});
