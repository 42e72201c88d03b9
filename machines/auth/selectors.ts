import type { SnapshotFrom } from 'xstate';
import { claimantFailure, serviceFailureOf, type FirmContact } from '../../contract/failureWords';
import type { AuthMachine } from './authMachine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** The spec's auth flags (section 3), derived from the state rather than stored beside it. */
export const selectAuthenticating = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authenticating');
export const selectInitialized = (snapshot: AuthSnapshot): boolean =>
  !snapshot.matches('uninitialised') && !snapshot.hasTag('starting');
export const selectAnonymous = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ session: 'anonymous' });
export const selectAuthenticated = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ session: 'authenticated' });
export const selectUserId = (snapshot: AuthSnapshot): string | null => snapshot.context.userId;
export const selectAuthError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
export const selectProfile = (snapshot: AuthSnapshot) => snapshot.context.profile;
/**
 * The session could not start (the auth listener or the anonymous sign-in exhausted its retries):
 * unusable until the user retries.
 */
export const selectFailed = (snapshot: AuthSnapshot): boolean => snapshot.matches({ session: 'error' });

/**
 * What /auth shows while a sign-in link is used (the machine decides; the page only shows it):
 * signing in, asking first, the link refused, or the session could not start — the link is kept
 * for Try again (decision 251). Signing in lasts only while the machine is busy or a kept link
 * waits for a session that is still starting, so every way it ends has a page with a way on.
 */
export type LinkSignInStatus = 'signing-in' | 'confirm-switch' | 'failed' | 'session-failed';
export const selectLinkSignIn = (snapshot: AuthSnapshot): LinkSignInStatus => {
  if (snapshot.matches({ session: 'confirmingSwitch' })) return 'confirm-switch';
  if (selectFailed(snapshot)) return 'session-failed';
  const busy = snapshot.hasTag('authenticating') || snapshot.context.pendingLogin !== null;
  if (busy) return 'signing-in';
  return snapshot.context.linkRefused || snapshot.context.error !== null ? 'failed' : 'signing-in';
};
/** The signed-in user's email, to say who is signed in (the claimant's own device). */
export const selectSignedInEmail = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.user?.email ?? null;

/**
 * What /login shows: the field errors, the problem from the sign-in service, busy, a reset or a
 * sign-in link asked for, a sign-in link refused.
 */
export const selectLoginForm = (snapshot: AuthSnapshot) => ({
  // Busy until the session is ready too: /login is often a fresh page load, and a sign-in sent
  // before the session has started would only be answered 'Auth is not initialized'.
  busy:
    !selectInitialized(snapshot) ||
    snapshot.matches({ session: 'loggingInWithPassword' }) ||
    snapshot.matches({ session: 'loggingInWithToken' }) ||
    snapshot.matches({ session: 'loggingInWithEmailLink' }) ||
    snapshot.matches({ session: 'requestingSignInLink' }),
  errors: snapshot.context.formErrors,
  problem: snapshot.context.error,
  resetRequested: snapshot.context.resetRequested,
  /** A sign-in link was asked for: the page says one was sent if an account uses the address. */
  signInLinkRequested: snapshot.context.signInLinkRequested,
  /** The email sign-in link was refused (used before, expired): the page offers a new one. */
  emailLinkRefused: snapshot.context.emailLinkRefused,
  /** The session could not start: the problem comes with Try again (`user.retry`). */
  failed: selectFailed(snapshot),
});

/**
 * The problem /login's forms show: a call that failed for want of the service (the connection, the
 * time it took, the service itself) in the claimant's words with the brand's firm to contact
 * (decision 283); a refusal or the sign-in service's own sentence as it is. A session that could
 * not start keeps its message: the page gives it with Try again.
 */
export const selectLoginProblem = (snapshot: AuthSnapshot, contact: FirmContact): string | null => {
  const { error, errorKind } = snapshot.context;
  if (error === null || selectFailed(snapshot)) return error;
  const service = serviceFailureOf({ kind: errorKind, message: error });
  return service ? claimantFailure(service, contact) : error;
};

/** The header's account link: who is signed in with an account (a guest is not), and signing out. */
export const selectAccount = (snapshot: AuthSnapshot) => ({
  email: snapshot.context.user && !snapshot.context.user.isAnonymous ? snapshot.context.user.email : null,
  signingOut: snapshot.matches({ session: 'loggingOut' }),
});

/** Signed in with a password whose email is not confirmed yet: the claim stays hidden until it is. */
export const selectAwaitingEmailConfirmation = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ session: 'unconfirmed' });

/** The "Confirm your email address" page: who, a link sent again, busy, and the current problem. */
export const selectEmailConfirmation = (snapshot: AuthSnapshot) => ({
  email: snapshot.context.user?.email ?? null,
  busy:
    snapshot.matches({ session: { unconfirmed: 'resending' } }) ||
    snapshot.matches({ session: { unconfirmed: 'checking' } }) ||
    snapshot.matches({ session: { unconfirmed: 'refreshing' } }),
  resent: snapshot.context.confirmationResent,
  problem: snapshot.context.error,
});
