import { and, assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import { MAX_RETRIES_MESSAGE, retryDelayMs } from '../retry';
import * as v from 'valibot';
import { LoginSchema } from '../../contract/answers';
import { EmailSchema } from '../../contract/fields';
import { errorMessage, failureKind } from '../errors';
import { SIGN_IN_LINK_OTHER_EMAIL_MESSAGE } from '../../contract/signInLinkWords';
import { fieldErrors } from '../wizard/validate';
import type { UserProfile } from '../../contract/profile';
import { authGuards } from './guards';
import { AUTH_MESSAGES, NOT_CONFIRMED_YET_MESSAGE } from './messages';
import type { AuthContext, AuthEmitted, AuthEvent, ContactDetails, UserSummary } from './types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const fail = (message: string) => ({ actions: { type: 'setError', params: { message } } }) as const;

/**
 * Where an operation returns when it is over: the session the user has — a guest, a password
 * sign-in still waiting for its email to be confirmed, or an account — or, with nobody, a new guest.
 */
const returnToSession = <const A>(actions: A) =>
  [
    { guard: 'isAnonymousUser', target: '#auth.session.anonymous', actions },
    { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed', actions },
    { guard: 'hasUser', target: '#auth.session.authenticated', actions },
    { target: '#auth.session.signingInAnonymously', actions },
  ] as const;

/** Where an operation that needs a user returns: the session of that user. */
const settleOnUser = <const A>(actions: A) =>
  [
    { guard: 'isAnonymousUser', target: '#auth.session.anonymous', actions },
    { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed', actions },
    { target: '#auth.session.authenticated', actions },
  ] as const;

/** Where a failed operation returns, with its message: the session the user still has. */
const backToSession = returnToSession('setErrorFromEvent');

/**
 * Who the listener reports. A password sign-in whose email is unconfirmed (a reload, or the link
 * opened in another tab) asks the sign-in service again first: the email may be confirmed by now.
 */
const followListener = [
  { guard: 'reportsAnonymousUser', target: '#auth.session.anonymous', actions: 'setUserFromEvent' },
  {
    guard: 'reportsUnconfirmedUser',
    target: '#auth.session.unconfirmed.refreshing',
    actions: 'setUserFromEvent',
  },
  { guard: 'reportsRegisteredUser', target: '#auth.session.authenticated', actions: 'setUserFromEvent' },
] as const;

const withSignedOut = [
  { guard: 'reportsNoUser', target: '#auth.session.signingInAnonymously', actions: 'clearUser' },
  ...followListener,
] as const;

const setContactDetails = [
  { guard: 'lacksPhoneNumber', ...fail(AUTH_MESSAGES.noPhoneNumber) },
  { guard: 'lacksEmail', ...fail(AUTH_MESSAGES.noEmail) },
  { target: '#auth.session.savingContactDetails', actions: 'clearError' },
] as const;

/**
 * A sign-in link is used at once when nobody or a guest is signed in, after the claimant's answer
 * when someone else is (confirmingSwitch), and when the session is still settling it waits in
 * `pendingLogin` until the listener or the guest sign-in reports who is signed in.
 */
const useLink = {
  guard: 'isWellFormedToken',
  target: '#auth.session.loggingInWithToken',
  actions: ['clearError', 'rememberLogin'],
} as const;

const askBeforeUsingLink = {
  guard: and(['isWellFormedToken', 'linkIsForSomeoneElse']),
  target: '#auth.session.confirmingSwitch',
  actions: ['clearError', 'rememberLogin'],
} as const;

const keepLinkForLater = { guard: 'isWellFormedToken', actions: ['clearError', 'rememberLogin'] } as const;

/** /login opened again: what an earlier attempt left (a message, field errors) is not shown. */
const loginOpened = { 'login.opened': { actions: ['clearError', 'clearFormErrors'] } } as const;

/** A registered user sets a password: only for the account's own email (spec section 5). */
const upgradeRegistered = [
  {
    guard: and(['hasLocalProfileWithEmailAndPhone', 'profileEmailIsTheUsers']),
    target: '#auth.session.upgrading',
    actions: 'clearError',
  },
  { guard: 'hasLocalProfileWithEmailAndPhone', ...fail(AUTH_MESSAGES.notAnonymous) },
  { guard: 'isWellFormedUpgrade', ...fail(AUTH_MESSAGES.noCurrentLocalUser) },
] as const;

/**
 * /login's actions, once the session has settled on a guest, a user or a failure: a password
 * sign-in, a reset link, and a sign-in link by email, asked for and used (decision 265).
 */
const passwordSignIn = {
  'user.login': [
    {
      guard: 'isValidLogin',
      target: '#auth.session.loggingInWithPassword',
      actions: ['clearError', 'clearFormErrors', 'willRedirect'],
    },
    { actions: 'setLoginErrors' },
  ],
  'user.requestPasswordReset': [
    {
      guard: 'isValidResetEmail',
      target: '#auth.session.requestingPasswordReset',
      actions: ['clearError', 'clearFormErrors'],
    },
    { actions: 'setResetErrors' },
  ],
  'user.requestSignInLink': [
    {
      guard: 'isValidSignInLinkRequest',
      target: '#auth.session.requestingSignInLink',
      actions: ['clearError', 'clearFormErrors'],
    },
    { actions: 'setSignInLinkErrors' },
  ],
  'user.loginWithEmailLink': [
    {
      guard: 'isValidEmailLinkLogin',
      target: '#auth.session.loggingInWithEmailLink',
      actions: ['clearError', 'clearFormErrors'],
    },
    { actions: 'setEmailLinkErrors' },
  ],
} as const;

/** Before the session has started, /login's actions get the spec's 'Auth is not initialized'. */
const notYetSignIn = {
  'user.login': fail(AUTH_MESSAGES.notInitialized),
  'user.requestPasswordReset': fail(AUTH_MESSAGES.notInitialized),
  'user.requestSignInLink': fail(AUTH_MESSAGES.notInitialized),
  'user.loginWithEmailLink': fail(AUTH_MESSAGES.notInitialized),
} as const;

/** The listener has reported who is signed in while a link waits. */
const settleWithWaitingLink = [
  {
    guard: and(['reportsNoUser', 'hasPendingLogin']),
    target: '#auth.session.loggingInWithToken',
    actions: 'clearUser',
  },
  {
    guard: and(['reportsRegisteredUser', 'hasPendingLogin', 'linkIsForSomeoneElse']),
    target: '#auth.session.confirmingSwitch',
    actions: 'setUserFromEvent',
  },
  {
    guard: and(['reportsRegisteredUser', 'hasPendingLogin']),
    target: '#auth.session.loggingInWithToken',
    actions: 'setUserFromEvent',
  },
  {
    guard: and(['reportsAnonymousUser', 'hasPendingLogin']),
    target: '#auth.session.loggingInWithToken',
    actions: 'setUserFromEvent',
  },
] as const;

/**
 * The session: the auth listener decides who is signed in; with no user an anonymous sign-in is
 * made. Each has the spec's retries (2, after 2 s then 4 s), then the session says it could not
 * start and waits for Try again (decision 153). A password sign-in whose email is not confirmed
 * waits in `unconfirmed` (decision 156). Every Firebase and gateway call is a named actor supplied
 * by src/.
 */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent, emitted: {} as AuthEmitted },
  actors: {
    authListener: fromCallback<AuthEvent>(() => undefined),
    signInAnonymously: fromPromise<UserSummary>(notProvided('signInAnonymously')),
    upgradeAnonymous: fromPromise<UserSummary, { email: string; password: string; currentPassword?: string }>(
      notProvided('upgradeAnonymous'),
    ),
    saveContactDetails: fromPromise<void, ContactDetails>(notProvided('saveContactDetails')),
    signInWithToken: fromPromise<UserSummary, { token: string }>(notProvided('signInWithToken')),
    loadProfile: fromPromise<UserProfile, { uid: string }>(notProvided('loadProfile')),
    /** The journey saved for later (serialised by the app), or null when there is none. */
    loadSavedProgress: fromPromise<string | null>(notProvided('loadSavedProgress')),
    logout: fromPromise<void>(notProvided('logout')),
    signInWithEmail: fromPromise<UserSummary, { email: string; password: string }>(
      notProvided('signInWithEmail'),
    ),
    sendPasswordReset: fromPromise<void, { email: string }>(notProvided('sendPasswordReset')),
    /** Asks for a sign-in link by email; the answer is the same whoever the address belongs to. */
    sendSignInLink: fromPromise<void, { email: string }>(notProvided('sendSignInLink')),
    /** Signs in with an email sign-in link for the address the claimant typed. */
    signInWithEmailLink: fromPromise<UserSummary, { email: string; href: string }>(
      notProvided('signInWithEmailLink'),
    ),
    /** Emails the signed-in account's confirmation link again (rate limited by the gateway). */
    resendConfirmation: fromPromise<void>(notProvided('resendConfirmation')),
    /** The signed-in user as the sign-in service has them now, with a fresh token. */
    refreshUser: fromPromise<UserSummary>(notProvided('refreshUser')),
  },
  guards: authGuards,
  delays: {
    retryBackoff: ({ context }) => retryDelayMs(context.retriesDone),
  },
  actions: {
    setUserFromEvent: assign(({ event }) => {
      assertEvent(event, 'auth.changed');
      return { user: event.user, userId: event.user?.uid ?? null, error: null };
    }),
    setUser: assign((_, user: UserSummary) => ({ user, userId: user.uid, error: null })),
    clearUser: assign({ user: null, userId: null, profile: null }),
    setProfile: assign((_, profile: UserProfile) => ({ profile })),
    setError: assign((_, { message }: { message: string }) => ({ error: message, errorKind: null })),
    setErrorFromEvent: assign(({ event }) => {
      const error = 'error' in event ? event.error : undefined;
      const named = typeof error === 'object' && error !== null && 'kind' in error;
      return { error: errorMessage(error), errorKind: named ? failureKind(error) : null };
    }),
    clearError: assign({ error: null, errorKind: null }),
    resetRetries: assign({ retriesDone: 0 }),
    countRetry: assign(({ context }) => ({ retriesDone: context.retriesDone + 1 })),
    rememberContact: assign((_, contact: ContactDetails) => ({ pendingContact: contact })),
    rememberLogin: assign(({ event }) => {
      assertEvent(event, 'user.loginWithToken');
      return {
        pendingLogin: { token: event.token },
        redirectAfterLogin: event.redirect === true,
        linkRefused: false,
      };
    }),
    markLinkRefused: assign({ linkRefused: true }),
    forgetLogin: assign({ pendingLogin: null }),
    announceSignedOut: emit({ type: 'auth.signedOut' as const }),
    setLoginErrors: assign(({ event }) => {
      assertEvent(event, 'user.login');
      const checked = v.safeParse(LoginSchema, { email: event.email, password: event.password });
      return { formErrors: checked.success ? {} : fieldErrors(checked.issues), resetRequested: false };
    }),
    setResetErrors: assign(({ event }) => {
      assertEvent(event, 'user.requestPasswordReset');
      const checked = v.safeParse(v.object({ email: EmailSchema }), { email: event.email });
      return { formErrors: checked.success ? {} : fieldErrors(checked.issues), resetRequested: false };
    }),
    setSignInLinkErrors: assign(({ event }) => {
      assertEvent(event, 'user.requestSignInLink');
      const checked = v.safeParse(v.object({ email: EmailSchema }), { email: event.email });
      return { formErrors: checked.success ? {} : fieldErrors(checked.issues), signInLinkRequested: false };
    }),
    setEmailLinkErrors: assign(({ event }) => {
      assertEvent(event, 'user.loginWithEmailLink');
      const checked = v.safeParse(v.object({ email: EmailSchema }), { email: event.email });
      return { formErrors: checked.success ? {} : fieldErrors(checked.issues) };
    }),
    /**
     * A sign-in link that did not sign in: the address typed is not the link's (the link is kept,
     * the field says so), the link was refused (used before, expired: /login offers a new one),
     * or the service could not be reached (the message, the link kept to try again).
     */
    noteEmailLinkFailure: assign(({ event }) => {
      const error = 'error' in event ? event.error : undefined;
      const message = errorMessage(error);
      if (message === SIGN_IN_LINK_OTHER_EMAIL_MESSAGE) {
        return { formErrors: { email: message }, error: null, errorKind: null };
      }
      const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : null;
      return {
        error: message,
        errorKind: kind === 'network' ? failureKind(error) : null,
        emailLinkRefused: kind === 'invalid-credentials',
      };
    }),
    markSignInLinkRequested: assign({ signInLinkRequested: true }),
    clearFormErrors: assign({
      formErrors: {},
      resetRequested: false,
      signInLinkRequested: false,
      emailLinkRefused: false,
    }),
    markResetRequested: assign({ resetRequested: true }),
    markConfirmationResent: assign({ confirmationResent: true }),
    clearConfirmationResent: assign({ confirmationResent: false }),
    /** Confirmed on the confirm-your-email page: go on to the claim as a sign-in from /login does. */
    redirectWhenConfirmed: assign({ redirectAfterLogin: true }),
    /** /login moves to the form start afterwards; the journey's own sign-in (`redirect: false`) stays. */
    willRedirect: assign(({ event }) => ({
      redirectAfterLogin: !(event.type === 'user.login' && event.redirect === false),
    })),
    /** Navigation belongs to the router: the machine says so and the page that listens moves. */
    redirectToFormStart: emit(({ context }, progress: string | null) => ({
      type: 'auth.redirectToFormStart' as const,
      profile: context.profile,
      progress,
    })),
    /** Navigation belongs to the router: signed in with an email link, the page goes to Your claims. */
    redirectToYourClaims: emit({ type: 'auth.redirectToYourClaims' as const }),
    /** Removes personal data kept in the browser (storage, cached answers); src/ supplies it. */
    clearPersonalData: () => undefined,
  },
}).createMachine({
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
      states: {
        initialising: {
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
        },
        /** Waits 2 s, then 4 s, before the session starts again with a new listener. */
        restartingListener: {
          tags: ['authenticating', 'starting'],
          after: { retryBackoff: { target: '#auth.session', reenter: true, actions: 'countRetry' } },
          on: {
            'user.upgrade': fail(AUTH_MESSAGES.notInitialized),
            'user.setContactDetails': fail(AUTH_MESSAGES.notInitialized),
            'user.loginWithToken': keepLinkForLater,
            'user.logout': fail(AUTH_MESSAGES.notInitialized),
            ...notYetSignIn,
          },
        },
        signingInAnonymously: {
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
        },
        anonymous: {
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
        },
        upgrading: {
          tags: ['authenticating'],
          initial: 'linking',
          states: {
            linking: {
              entry: {
                type: 'rememberContact',
                params: ({ event }) => {
                  assertEvent(event, 'user.upgrade');
                  return { email: event.profile!.email, phoneNumber: event.profile!.phoneNumber };
                },
              },
              invoke: {
                id: 'upgradeAnonymous',
                src: 'upgradeAnonymous',
                input: ({ context, event }) => {
                  assertEvent(event, 'user.upgrade');
                  return {
                    email: context.pendingContact!.email,
                    password: event.password,
                    ...(event.currentPassword ? { currentPassword: event.currentPassword } : {}),
                  };
                },
                onDone: {
                  target: 'savingPhone',
                  actions: { type: 'setUser', params: ({ event }) => event.output },
                },
                // Back to the session the claimant had: a guest, or their account unchanged.
                onError: [...settleOnUser('setErrorFromEvent')],
              },
            },
            savingPhone: {
              invoke: {
                id: 'saveUpgradedContact',
                src: 'saveContactDetails',
                input: ({ context }) => context.pendingContact!,
                // The account now has a password: signed in, unless the password sign-in waits for
                // its email to be confirmed (an unconfirmed sign-in setting its password again).
                onDone: [
                  { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed' },
                  { target: '#auth.session.authenticated' },
                ],
                onError: [
                  {
                    guard: 'isUnconfirmedUser',
                    target: '#auth.session.unconfirmed',
                    actions: 'setErrorFromEvent',
                  },
                  { target: '#auth.session.authenticated', actions: 'setErrorFromEvent' },
                ],
              },
            },
          },
        },
        savingContactDetails: {
          tags: ['authenticating'],
          invoke: {
            id: 'saveContactDetails',
            src: 'saveContactDetails',
            input: ({ event }) => {
              assertEvent(event, 'user.setContactDetails');
              return { email: event.email, phoneNumber: event.phoneNumber };
            },
            onDone: [...settleOnUser([])],
            onError: [...settleOnUser('setErrorFromEvent')],
          },
        },
        loggingInWithToken: {
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
        },
        authenticated: {
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
        },
        /** /login: email and password, then the profile is reloaded as after a link. */
        loggingInWithPassword: {
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
        },
        requestingPasswordReset: {
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
        },
        /** /login's "Email me a sign-in link": the same answer whoever the address belongs to. */
        requestingSignInLink: {
          tags: ['authenticating'],
          invoke: {
            id: 'sendSignInLink',
            src: 'sendSignInLink',
            input: ({ event }) => {
              assertEvent(event, 'user.requestSignInLink');
              return { email: event.email };
            },
            onDone: [...returnToSession('markSignInLinkRequested')],
            onError: [...backToSession],
          },
        },
        /**
         * /login opened with an email sign-in link (decision 265): signed in as its account, the
         * page goes to Your claims. The link is Firebase's, valid once; a failure returns to the
         * session the claimant had, with what happened (noteEmailLinkFailure).
         */
        loggingInWithEmailLink: {
          tags: ['authenticating'],
          invoke: {
            id: 'signInWithEmailLink',
            src: 'signInWithEmailLink',
            input: ({ event }) => {
              assertEvent(event, 'user.loginWithEmailLink');
              return { email: event.email, href: event.href };
            },
            onDone: {
              target: '#auth.session.authenticated',
              actions: [{ type: 'setUser', params: ({ event }) => event.output }, 'redirectToYourClaims'],
            },
            onError: [...returnToSession('noteEmailLinkFailure')],
          },
        },
        /** A sign-in link for someone else while a registered user is signed in: ask first. */
        confirmingSwitch: {
          on: {
            'auth.changed': [...withSignedOut],
            'user.confirmSwitch': { target: 'loggingInWithToken' },
            'user.cancelSwitch': [
              { guard: 'isUnconfirmedUser', target: 'unconfirmed', actions: 'forgetLogin' },
              { target: 'authenticated', actions: 'forgetLogin' },
            ],
          },
        },
        loggingOut: {
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
        },
        /**
         * Signed in with a password whose email is not confirmed: no claim is shown (the gateway
         * refuses it), so the page says so and offers the link again, or to go on once it is opened.
         */
        unconfirmed: {
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
                    actions: [
                      { type: 'setUser', params: ({ event }) => event.output },
                      'redirectWhenConfirmed',
                    ],
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
                    actions: [
                      { type: 'setUser', params: ({ event }) => event.output },
                      'redirectWhenConfirmed',
                    ],
                  },
                ],
                onError: { target: 'waiting' },
              },
            },
          },
        },
        error: {
          on: {
            'auth.changed': [...followListener],
            // The session starts again from the listener, which a failed start has lost.
            'user.retry': { target: '#auth.session', reenter: true, actions: ['clearError', 'resetRetries'] },
            'user.loginWithToken': useLink,
            ...passwordSignIn,
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
