import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AuthAdapter, AuthUser } from './auth';
import type { AuthAdapterError } from './authErrors';
import type { ProfileStore } from './profile';

/**
 * Reported by the auth listener; `auth.failed` when the SDK could not be loaded or errored (the
 * adapter has logged it; the auth machine retries with the spec's backoff, then says so).
 */
export type AuthListenerEvent =
  { type: 'auth.changed'; user: AuthUser | null } | { type: 'auth.failed'; error: AuthAdapterError };

/**
 * The auth machine's actors backed by Firebase, for `authMachine.provide({ actors })`. Those that
 * go through the gateway (the upgrade, the contact details, the saved journey, the confirmation
 * link) are the session's (src/journey/session.ts).
 * The names and input shapes are the machine's; the logic is the adapters'. `TReceived` is the
 * event type the machine declares for its listener (it receives none, but the types must match).
 */
export function firebaseAuthActors<TReceived extends EventObject = EventObject>(
  auth: AuthAdapter,
  profiles: ProfileStore,
) {
  return {
    authListener: fromCallback<TReceived>(({ sendBack }) =>
      auth.onAuthUserChanged(
        (user) => sendBack({ type: 'auth.changed', user } satisfies AuthListenerEvent),
        (error) => sendBack({ type: 'auth.failed', error } satisfies AuthListenerEvent),
      ),
    ),
    signInAnonymously: fromPromise<AuthUser>(() => auth.signInAnonymously()),
    signInWithToken: fromPromise<AuthUser, { token: string }>(({ input }) =>
      auth.signInWithCustomToken(input.token),
    ),
    loadProfile: fromPromise(({ input }: { input: { uid: string } }) => profiles.readOrCreate(input.uid)),
    logout: fromPromise<void>(() => auth.logout()),
    signInWithEmail: fromPromise<AuthUser, { email: string; password: string }>(({ input }) =>
      auth.signInWithEmail(input),
    ),
    // The reset email's link returns to /login on this site (spec section 6).
    sendPasswordReset: fromPromise<void, { email: string }>(({ input }) =>
      auth.sendPasswordReset(input.email),
    ),
    refreshUser: fromPromise<AuthUser>(() => auth.refreshUser()),
    signInWithEmailLink: fromPromise<AuthUser, { email: string; href: string }>(({ input }) =>
      auth.signInWithEmailLink(input),
    ),
  };
}
