import { and, assertEvent } from 'xstate';
import { MAX_RETRIES_MESSAGE } from '../retry';
import { NOT_CONFIRMED_YET_MESSAGE } from './messages';
import { authSetup } from './setup';
import {
  askBeforeUsingLink,
  backToSession,
  loginOpened,
  passwordSignIn,
  returnToSession,
  setContactDetails,
  upgradeRegistered,
  useLink,
  withSignedOut,
} from './transitions';

// The sign-in region: a sign-in link from the gateway (its token, decision 251), asking first when
// it is someone else's, /login's password and reset link, and a password sign-in whose email is not
// confirmed yet (decision 156). Targets are the session's states (authMachine.ts).

/** A sign-in link's token used, then the profile and any journey saved for later loaded. */
export const loggingInWithTokenState = authSetup.createStateConfig({
  tags: ['authenticating'],
  initial: 'signingIn',
  entry: 'resetRetries',
  states: {
    signingIn: {
      invoke: {
        id: 'signInWithToken',
        src: 'signInWithToken',
        input: ({ context }) => ({ token: context.pendingLogin?.token ?? '' }),
        // The token leaves the context once used or refused. When the sign-in service could
        // not be reached it is kept: the spec's backoff, then the spec's message with Try
        // again, which uses it once the session has started again (decision 251).
        onDone: {
          target: 'loadingProfile',
          actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'forgetLogin'],
        },
        onError: [
          { guard: and(['failedToReachService', 'canRetrySignIn']), target: 'waitingToRetry' },
          {
            guard: 'failedToReachService',
            target: '#auth.session.error',
            actions: { type: 'setError', params: { message: MAX_RETRIES_MESSAGE } },
          },
          ...returnToSession(['setErrorFromEvent', 'markLinkRefused', 'forgetLogin']),
        ],
      },
    },
    waitingToRetry: {
      after: { retryBackoff: { target: 'signingIn', actions: 'countRetry' } },
    },
    loadingProfile: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.userId! }),
        onDone: [
          {
            guard: 'shouldRedirectAfterLogin',
            target: 'loadingProgress',
            actions: { type: 'setProfile', params: ({ event }) => event.output },
          },
          {
            target: '#auth.session.authenticated',
            actions: { type: 'setProfile', params: ({ event }) => event.output },
          },
        ],
        onError: { target: '#auth.session.authenticated', actions: 'setErrorFromEvent' },
      },
    },
    /** Where a journey saved for later stopped: the journey resumes there. */
    loadingProgress: {
      invoke: {
        id: 'loadSavedProgress',
        src: 'loadSavedProgress',
        onDone: {
          target: '#auth.session.authenticated',
          actions: {
            type: 'redirectToFormStart',
            params: ({ event }) => (typeof event.output === 'string' ? event.output : null),
          },
        },
        // Without it the claimant still goes on, from their profile.
        onError: {
          target: '#auth.session.authenticated',
          actions: { type: 'redirectToFormStart', params: null },
        },
      },
    },
  },
});

/** /login: email and password, then the profile is reloaded as after a link. */
export const loggingInWithPasswordState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'signInWithEmail',
    src: 'signInWithEmail',
    input: ({ event }) => {
      assertEvent(event, 'user.login');
      return { email: event.email, password: event.password };
    },
    onDone: [
      // Signed in, but the claim stays hidden until the email is confirmed: the page says so.
      {
        guard: 'signedInUnconfirmed',
        target: '#auth.session.unconfirmed',
        actions: {
          type: 'setUser',
          params: ({ event }) => ({ signInProvider: 'password', ...event.output }),
        },
      },
      {
        target: '#auth.session.loggingInWithToken.loadingProfile',
        actions: { type: 'setUser', params: ({ event }) => event.output },
      },
    ],
    onError: [...backToSession],
  },
});

/** /login's "Forgotten your password?": the reset link sent. */
export const requestingPasswordResetState = authSetup.createStateConfig({
  tags: ['authenticating'],
  invoke: {
    id: 'sendPasswordReset',
    src: 'sendPasswordReset',
    input: ({ event }) => {
      assertEvent(event, 'user.requestPasswordReset');
      return { email: event.email };
    },
    onDone: [...returnToSession('markResetRequested')],
    onError: [...backToSession],
  },
});

/** A sign-in link for someone else while a registered user is signed in: ask first. */
export const confirmingSwitchState = authSetup.createStateConfig({
  on: {
    'auth.changed': [...withSignedOut],
    'user.confirmSwitch': { target: 'loggingInWithToken' },
    'user.cancelSwitch': [
      { guard: 'isUnconfirmedUser', target: 'unconfirmed', actions: 'forgetLogin' },
      { target: 'authenticated', actions: 'forgetLogin' },
    ],
  },
});

/**
 * Signed in with a password whose email is not confirmed: no claim is shown (the gateway
 * refuses it), so the page says so and offers the link again, or to go on once it is opened.
 */
export const unconfirmedState = authSetup.createStateConfig({
  initial: 'waiting',
  exit: 'clearConfirmationResent',
  on: {
    'auth.changed': [...withSignedOut],
    'user.upgrade': [...upgradeRegistered],
    'user.setContactDetails': [...setContactDetails],
    'user.loginWithToken': [askBeforeUsingLink, useLink],
    'user.logout': { target: 'loggingOut', actions: 'clearError' },
    ...passwordSignIn,
    ...loginOpened,
  },
  states: {
    waiting: {
      on: {
        'user.resendConfirmation': {
          target: 'resending',
          actions: ['clearError', 'clearConfirmationResent'],
        },
        'user.checkConfirmation': { target: 'checking', actions: 'clearError' },
      },
    },
    resending: {
      invoke: {
        id: 'resendConfirmation',
        src: 'resendConfirmation',
        onDone: { target: 'waiting', actions: 'markConfirmationResent' },
        onError: { target: 'waiting', actions: 'setErrorFromEvent' },
      },
    },
    /** The claimant pressed Continue: if the email is still unconfirmed, they are told. */
    checking: {
      tags: ['authenticating'],
      invoke: {
        id: 'refreshUser',
        src: 'refreshUser',
        onDone: [
          {
            guard: 'stillUnconfirmed',
            target: 'waiting',
            actions: [
              { type: 'setUser', params: ({ event }) => event.output },
              { type: 'setError', params: { message: NOT_CONFIRMED_YET_MESSAGE } },
            ],
          },
          // Confirmed: signed in as after a link, the claim resumed where it was saved.
          {
            target: '#auth.session.loggingInWithToken.loadingProfile',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'redirectWhenConfirmed'],
          },
        ],
        onError: { target: 'waiting', actions: 'setErrorFromEvent' },
      },
    },
    /** Reported by the listener (a reload, or back from the link): asked quietly. */
    refreshing: {
      tags: ['authenticating'],
      invoke: {
        id: 'refreshUser',
        src: 'refreshUser',
        onDone: [
          {
            guard: 'stillUnconfirmed',
            target: 'waiting',
            actions: { type: 'setUser', params: ({ event }) => event.output },
          },
          // Confirmed: signed in as after a link, the claim resumed where it was saved.
          {
            target: '#auth.session.loggingInWithToken.loadingProfile',
            actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'redirectWhenConfirmed'],
          },
        ],
        onError: { target: 'waiting' },
      },
    },
  },
});
