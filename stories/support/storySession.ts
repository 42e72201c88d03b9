import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { blankProfile, type UserProfile } from '../../contract/profile';
import { authMachine } from '../../machines/auth/authMachine';
import { anonymousUser, registeredUser } from '../../machines/auth/fixtures';
import { selectEmailConfirmation } from '../../machines/auth/selectors';
import type { AuthEvent, ContactDetails, UserSummary } from '../../machines/auth/types';
import type { AuthSession } from '../../src/account/containers/LoginContainer';

type AuthActors = NonNullable<Parameters<typeof authMachine.provide>[0]['actors']>;

/** A call that has not answered yet: the state that waits for it stays on screen. */
export const pending = <T>(): Promise<T> => new Promise<T>(() => undefined);

export interface StorySessionOptions {
  /** Who the auth listener reports as signed in (nobody: a guest session is made). */
  signedIn?: UserSummary | null;
  /** The listener has not reported yet: the session is still starting. */
  starting?: boolean;
  /** The Firebase side, replaced one call at a time; the rest answer as a working service would. */
  actors?: Partial<AuthActors>;
  /** Events the claimant has sent, in order, each once the session has settled. */
  events?: AuthEvent[];
  /** Wait for the last event's work to finish (false for a call left pending). */
  settle?: boolean;
}

const settled = (session: AuthSession) =>
  waitFor(
    session,
    (s) => !s.matches('uninitialised') && !s.hasTag('authenticating') && !selectEmailConfirmation(s).busy,
    { timeout: 5_000 },
  );

/**
 * The real auth machine for a story, its Firebase actors provided: started as the app starts it
 * and brought to a state by the events a claimant would send, so the page shows what the machine
 * does, not a hand-made state. The backoff of the listener and the guest sign-in is 0 ms, so "out of
 * retries" is quick.
 */
export async function storySession({
  signedIn = null,
  starting = false,
  actors = {},
  events = [],
  settle = true,
}: StorySessionOptions = {}): Promise<AuthSession> {
  const machine = authMachine.provide({
    actors: {
      authListener: fromCallback<AuthEvent>(({ sendBack }) => {
        if (!starting) sendBack({ type: 'auth.changed', user: signedIn });
      }),
      signInAnonymously: fromPromise(() => Promise.resolve(anonymousUser)),
      upgradeAnonymous: fromPromise(({ input }) =>
        Promise.resolve({ ...anonymousUser, isAnonymous: false, email: input.email }),
      ),
      saveContactDetails: fromPromise<void, ContactDetails>(() => Promise.resolve()),
      signInWithToken: fromPromise(() => Promise.resolve(registeredUser)),
      loadProfile: fromPromise<UserProfile, { uid: string }>(({ input }) =>
        Promise.resolve(blankProfile(input.uid)),
      ),
      logout: fromPromise<void>(() => Promise.resolve()),
      signInWithEmail: fromPromise(({ input }) => Promise.resolve({ ...registeredUser, email: input.email })),
      sendPasswordReset: fromPromise<void, { email: string }>(() => Promise.resolve()),
      sendSignInLink: fromPromise<void, { email: string }>(() => Promise.resolve()),
      signInWithEmailLink: fromPromise(({ input }) =>
        Promise.resolve({ ...registeredUser, email: input.email, emailVerified: true }),
      ),
      resendConfirmation: fromPromise<void>(() => Promise.resolve()),
      refreshUser: fromPromise<UserSummary>(() => Promise.resolve(signedIn ?? registeredUser)),
      ...actors,
    },
    delays: { retryBackoff: 0 },
  });
  const session: AuthSession = createActor(machine);
  session.start();
  session.send({ type: 'app.started' });
  if (starting) return session;
  await settled(session);
  // Each event's work finishes before the next is sent, as when a claimant presses one button after
  // another; the last one's is left running when the story shows it under way.
  for (const [index, event] of events.entries()) {
    session.send(event);
    if (settle || index < events.length - 1) await settled(session);
  }
  return session;
}

/** A sign-in link (custom token) for a user: only its payload is read before the sign-in checks it. */
export const signInLinkFor = (uid: string) => `header.${btoa(JSON.stringify({ uid }))}.signature`;
