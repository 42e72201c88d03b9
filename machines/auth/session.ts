import { MAX_RETRIES_MESSAGE } from '../retry';
import { AUTH_MESSAGES } from './messages';
import { authSetup } from './setup';
import {
  fail,
  followListener,
  keepLinkForLater,
  loginOpened,
  notYetSignIn,
  passwordSignIn,
  setContactDetails,
  settleOnUser,
  settleWithWaitingLink,
  askBeforeUsingLink,
  upgradeRegistered,
  useLink,
  withSignedOut,
} from './transitions';

// The session region (decision 153): the auth listener decides who is signed in; with no user an
// anonymous sign-in is made, each with the spec's retries; a guest, an account, signing out, and
// the session that could not start. Targets name the states of the session (authMachine.ts).

/** Waiting for the auth listener's first report. */
export const initialisingState = authSetup.createStateConfig({
  tags: ['authenticating', 'starting'],
  on: {
    // With a link waiting, no guest session is needed first.
    'auth.changed': [...settleWithWaitingLink, ...withSignedOut],
    // The listener could not start (the sign-in service did not load): the spec's backoff,
    // then a message with Try again. The adapter has logged the failure.
    'auth.failed': [
      { guard: 'canRetrySignIn', target: 'restartingListener' },
      { target: 'error', actions: { type: 'setError', params: { message: MAX_RETRIES_MESSAGE } } },
    ],
    'user.upgrade': fail(AUTH_MESSAGES.notInitialized),
    'user.setContactDetails': fail(AUTH_MESSAGES.notInitialized),
    'user.loginWithToken': keepLinkForLater,
    'user.logout': fail(AUTH_MESSAGES.notInitialized),
    ...notYetSignIn,
  },
});

/** Waits 2 s, then 4 s, before the session starts again with a new listener. */
export const restartingListenerState = authSetup.createStateConfig({
  tags: ['authenticating', 'starting'],
  after: { retryBackoff: { target: '#auth.session', reenter: true, actions: 'countRetry' } },
  on: {
    'user.upgrade': fail(AUTH_MESSAGES.notInitialized),
    'user.setContactDetails': fail(AUTH_MESSAGES.notInitialized),
    'user.loginWithToken': keepLinkForLater,
    'user.logout': fail(AUTH_MESSAGES.notInitialized),
    ...notYetSignIn,
  },
});

/** No user: a guest session is made, with the spec's retries. */
export const signingInAnonymouslyState = authSetup.createStateConfig({
  tags: ['authenticating'],
  entry: 'resetRetries',
  initial: 'attempting',
  on: {
    'auth.changed': [...settleWithWaitingLink, ...followListener],
    'user.loginWithToken': keepLinkForLater,
  },
  states: {
    attempting: {
      invoke: {
        id: 'signInAnonymously',
        src: 'signInAnonymously',
        onDone: [
          {
            guard: 'hasPendingLogin',
            target: '#auth.session.loggingInWithToken',
            actions: { type: 'setUser', params: ({ event }) => event.output },
          },
          {
            target: '#auth.session.anonymous',
            actions: { type: 'setUser', params: ({ event }) => event.output },
          },
        ],
        onError: [
          { guard: 'canRetrySignIn', target: 'waiting' },
          {
            target: '#auth.session.error',
            actions: { type: 'setError', params: { message: MAX_RETRIES_MESSAGE } },
          },
        ],
      },
    },
    waiting: {
      after: { retryBackoff: { target: 'attempting', actions: 'countRetry' } },
    },
  },
});

/** A guest: the claim journey's own session until contact details and a password are given. */
export const anonymousState = authSetup.createStateConfig({
  on: {
    'auth.changed': [...withSignedOut],
    'user.upgrade': [
      { guard: 'hasLocalProfileWithEmailAndPhone', target: 'upgrading', actions: 'clearError' },
      { guard: 'isWellFormedUpgrade', ...fail(AUTH_MESSAGES.noCurrentLocalUser) },
    ],
    'user.setContactDetails': [...setContactDetails],
    'user.loginWithToken': useLink,
    'user.logout': { target: 'loggingOut', actions: 'clearError' },
    ...passwordSignIn,
    ...loginOpened,
  },
});

/** Signed in to an account. */
export const authenticatedState = authSetup.createStateConfig({
  on: {
    'auth.changed': [...withSignedOut],
    // The account's own email (e.g. signed in with it during the claim): its password is
    // set again; any other email cannot be added to a registered account.
    'user.upgrade': [...upgradeRegistered],
    'user.setContactDetails': [...setContactDetails],
    'user.loginWithToken': [askBeforeUsingLink, useLink],
    'user.logout': { target: 'loggingOut', actions: 'clearError' },
    ...passwordSignIn,
    ...loginOpened,
  },
});

/** Signing out: personal data kept in the browser is removed, and a guest session is made. */
export const loggingOutState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'logout',
    src: 'logout',
    onDone: {
      target: 'signingInAnonymously',
      actions: ['clearPersonalData', 'clearUser', 'announceSignedOut'],
    },
    onError: [...settleOnUser('setErrorFromEvent')],
  },
});

/** The session could not start: the spec's message, and Try again. */
export const errorState = authSetup.createStateConfig({
  on: {
    'auth.changed': [...followListener],
    // The session starts again from the listener, which a failed start has lost.
    'user.retry': { target: '#auth.session', reenter: true, actions: ['clearError', 'resetRetries'] },
    'user.loginWithToken': useLink,
    ...passwordSignIn,
  },
});
