import { AUTH_MESSAGES } from './messages';
import { authSetup } from './setup';
import { loggingInWithEmailLinkState, requestingSignInLinkState } from './emailLink';
import {
  anonymousState,
  authenticatedState,
  errorState,
  initialisingState,
  loggingOutState,
  restartingListenerState,
  signingInAnonymouslyState,
} from './session';
import {
  confirmingSwitchState,
  loggingInWithPasswordState,
  loggingInWithTokenState,
  requestingPasswordResetState,
  unconfirmedState,
} from './signIn';
import { fail, notYetSignIn } from './transitions';
import { savingContactDetailsState, upgradingState } from './upgrade';

/**
 * The session: the auth listener decides who is signed in; with no user an anonymous sign-in is
 * made. Each has the spec's retries (2, after 2 s then 4 s), then the session says it could not
 * start and waits for Try again (decision 153). A password sign-in whose email is not confirmed
 * waits in `unconfirmed` (decision 156). Every Firebase and gateway call is a named actor supplied
 * by src/.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: {
    userId: null,
    user: null,
    profile: null,
    error: null,
    errorKind: null,
    retriesDone: 0,
    redirectAfterLogin: false,
    pendingContact: null,
    pendingLogin: null,
    linkRefused: false,
    formErrors: {},
    resetRequested: false,
    signInLinkRequested: false,
    emailLinkRefused: false,
    confirmationResent: false,
  },
  initial: 'uninitialised',
  states: {
    uninitialised: {
      on: {
        'app.started': 'session',
        'user.upgrade': fail(AUTH_MESSAGES.notInitialized),
        'user.setContactDetails': fail(AUTH_MESSAGES.notInitialized),
        'user.loginWithToken': fail(AUTH_MESSAGES.notInitialized),
        'user.logout': fail(AUTH_MESSAGES.notInitialized),
        ...notYetSignIn,
      },
    },
    session: {
      invoke: { id: 'authListener', src: 'authListener' },
      initial: 'initialising',
      on: {
        'user.upgrade': fail(AUTH_MESSAGES.noAuthenticatedUser),
        'user.setContactDetails': fail(AUTH_MESSAGES.noCurrentUser),
        'user.logout': fail(AUTH_MESSAGES.noAuthenticatedUser),
      },
      // Each state is in the module of its region: session.ts, upgrade.ts, signIn.ts, emailLink.ts.
      states: {
        initialising: initialisingState,
        restartingListener: restartingListenerState,
        signingInAnonymously: signingInAnonymouslyState,
        anonymous: anonymousState,
        upgrading: upgradingState,
        savingContactDetails: savingContactDetailsState,
        loggingInWithToken: loggingInWithTokenState,
        authenticated: authenticatedState,
        loggingInWithPassword: loggingInWithPasswordState,
        requestingPasswordReset: requestingPasswordResetState,
        requestingSignInLink: requestingSignInLinkState,
        loggingInWithEmailLink: loggingInWithEmailLinkState,
        confirmingSwitch: confirmingSwitchState,
        loggingOut: loggingOutState,
        unconfirmed: unconfirmedState,
        error: errorState,
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
