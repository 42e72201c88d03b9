import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { LoginSchema } from '../../contract/answers';
import { EmailSchema } from '../../contract/fields';
import type { UserProfile } from '../../contract/profile';
import { SIGN_IN_LINK_OTHER_EMAIL_MESSAGE } from '../../contract/signInLinkWords';
import { errorMessage, failureKind } from '../errors';
import { retryDelayMs } from '../retry';
import { fieldErrors } from '../wizard/validate';
import { authGuards } from './guards';
import type { AuthContext, AuthEmitted, AuthEvent, ContactDetails, UserSummary } from './types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The auth machine's named actors, guards, delay and actions (decision 268): the region files
 * (session.ts, signIn.ts, emailLink.ts, upgrade.ts) and the machine (authMachine.ts) build on this.
 * Every Firebase and gateway call is a named actor supplied by src/.
 */
export const authSetup = setup({
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
});
