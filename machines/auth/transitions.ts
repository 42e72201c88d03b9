import { and } from 'xstate';
import { AUTH_MESSAGES } from './messages';

// Transitions several of the session's states share: where an operation returns, who the auth
// listener reports, and /login's actions. Targets are absolute (#auth.session.…), so each region's
// states (session.ts, signIn.ts, emailLink.ts, upgrade.ts) can use them.

/** An event refused with this message, and nothing else done. */
export const fail = (message: string) => ({ actions: { type: 'setError', params: { message } } }) as const;

/**
 * Where an operation returns when it is over: the session the user has — a guest, a password
 * sign-in still waiting for its email to be confirmed, or an account — or, with nobody, a new guest.
 */
export const returnToSession = <const A>(actions: A) =>
  [
    { guard: 'isAnonymousUser', target: '#auth.session.anonymous', actions },
    { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed', actions },
    { guard: 'hasUser', target: '#auth.session.authenticated', actions },
    { target: '#auth.session.signingInAnonymously', actions },
  ] as const;

/** Where an operation that needs a user returns: the session of that user. */
export const settleOnUser = <const A>(actions: A) =>
  [
    { guard: 'isAnonymousUser', target: '#auth.session.anonymous', actions },
    { guard: 'isUnconfirmedUser', target: '#auth.session.unconfirmed', actions },
    { target: '#auth.session.authenticated', actions },
  ] as const;

/** Where a failed operation returns, with its message: the session the user still has. */
export const backToSession = returnToSession('setErrorFromEvent');

/**
 * Who the listener reports. A password sign-in whose email is unconfirmed (a reload, or the link
 * opened in another tab) asks the sign-in service again first: the email may be confirmed by now.
 */
export const followListener = [
  { guard: 'reportsAnonymousUser', target: '#auth.session.anonymous', actions: 'setUserFromEvent' },
  {
    guard: 'reportsUnconfirmedUser',
    target: '#auth.session.unconfirmed.refreshing',
    actions: 'setUserFromEvent',
  },
  { guard: 'reportsRegisteredUser', target: '#auth.session.authenticated', actions: 'setUserFromEvent' },
] as const;

export const withSignedOut = [
  { guard: 'reportsNoUser', target: '#auth.session.signingInAnonymously', actions: 'clearUser' },
  ...followListener,
] as const;

export const setContactDetails = [
  { guard: 'lacksPhoneNumber', ...fail(AUTH_MESSAGES.noPhoneNumber) },
  { guard: 'lacksEmail', ...fail(AUTH_MESSAGES.noEmail) },
  { target: '#auth.session.savingContactDetails', actions: 'clearError' },
] as const;

/**
 * A sign-in link is used at once when nobody or a guest is signed in, after the claimant's answer
 * when someone else is (confirmingSwitch), and when the session is still settling it waits in
 * `pendingLogin` until the listener or the guest sign-in reports who is signed in.
 */
export const useLink = {
  guard: 'isWellFormedToken',
  target: '#auth.session.loggingInWithToken',
  actions: ['clearError', 'rememberLogin'],
} as const;

export const askBeforeUsingLink = {
  guard: and(['isWellFormedToken', 'linkIsForSomeoneElse']),
  target: '#auth.session.confirmingSwitch',
  actions: ['clearError', 'rememberLogin'],
} as const;

export const keepLinkForLater = {
  guard: 'isWellFormedToken',
  actions: ['clearError', 'rememberLogin'],
} as const;

/** /login opened again: what an earlier attempt left (a message, field errors) is not shown. */
export const loginOpened = { 'login.opened': { actions: ['clearError', 'clearFormErrors'] } } as const;

/** A registered user sets a password: only for the account's own email (spec section 5). */
export const upgradeRegistered = [
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
export const passwordSignIn = {
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
export const notYetSignIn = {
  'user.login': fail(AUTH_MESSAGES.notInitialized),
  'user.requestPasswordReset': fail(AUTH_MESSAGES.notInitialized),
  'user.requestSignInLink': fail(AUTH_MESSAGES.notInitialized),
  'user.loginWithEmailLink': fail(AUTH_MESSAGES.notInitialized),
} as const;

/** The listener has reported who is signed in while a link waits. */
export const settleWithWaitingLink = [
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
