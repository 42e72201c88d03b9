import { createActor, fromCallback, fromPromise } from 'xstate';
import { vi } from 'vitest';
import { blankProfile, type UserProfile } from '../../contract/profile';
import { authMachine } from './authMachine';
import { anonymousUser, registeredUser } from './fixtures';
import type { AuthEvent, ContactDetails, UserSummary } from './types';

/**
 * An auth actor whose Firebase side is replaced by spies; `report` plays the auth listener.
 * Tests override one actor at a time and assert on the spies.
 */
export function createTestAuth(overrides: Partial<Parameters<typeof authMachine.provide>[0]['actors']> = {}) {
  let report: (event: AuthEvent) => void = () => undefined;
  const stopListening = vi.fn();
  /** Each start of the auth listener (the session starts it again after it fails). */
  const startListening = vi.fn();
  const spies = {
    signInAnonymously: vi.fn((): Promise<UserSummary> =>
      Promise.resolve({ uid: 'anon-1', isAnonymous: true, email: null }),
    ),
    upgradeAnonymous: vi.fn(({ email }: { email: string; password: string }): Promise<UserSummary> =>
      Promise.resolve({ uid: 'anon-1', isAnonymous: false, email }),
    ),
    saveContactDetails: vi.fn((_: ContactDetails): Promise<void> => Promise.resolve()),
    signInWithToken: vi.fn((_: { token: string }): Promise<UserSummary> =>
      Promise.resolve({ uid: 'reg-1', isAnonymous: false, email: 'a@b.co' }),
    ),
    loadProfile: vi.fn(({ uid }: { uid: string }): Promise<UserProfile> =>
      Promise.resolve(blankProfile(uid)),
    ),
    logout: vi.fn((): Promise<void> => Promise.resolve()),
    signInWithEmail: vi.fn(({ email }: { email: string; password: string }): Promise<UserSummary> =>
      Promise.resolve({ uid: 'reg-2', isAnonymous: false, email }),
    ),
    sendPasswordReset: vi.fn((_: { email: string }): Promise<void> => Promise.resolve()),
    sendSignInLink: vi.fn((_: { email: string }): Promise<void> => Promise.resolve()),
    signInWithEmailLink: vi.fn(({ email }: { email: string; href: string }): Promise<UserSummary> =>
      Promise.resolve({
        uid: 'reg-3',
        isAnonymous: false,
        email,
        emailVerified: true,
        signInProvider: 'password',
      }),
    ),
    redirectToYourClaims: vi.fn(),
    loadSavedProgress: vi.fn((): Promise<string | null> => Promise.resolve(null)),
    resendConfirmation: vi.fn((): Promise<void> => Promise.resolve()),
    refreshUser: vi.fn((): Promise<UserSummary> =>
      Promise.reject(new Error('refreshUser is not set for this test')),
    ),
    redirectToFormStart: vi.fn((_progress?: string | null) => undefined),
    clearPersonalData: vi.fn(),
  };
  const machine = authMachine.provide({
    actors: {
      authListener: fromCallback<AuthEvent>(({ sendBack }) => {
        startListening();
        report = sendBack;
        return stopListening;
      }),
      signInAnonymously: fromPromise(() => spies.signInAnonymously()),
      upgradeAnonymous: fromPromise(({ input }) => spies.upgradeAnonymous(input)),
      saveContactDetails: fromPromise<void, ContactDetails>(({ input }) => spies.saveContactDetails(input)),
      signInWithToken: fromPromise(({ input }) => spies.signInWithToken(input)),
      loadProfile: fromPromise(({ input }) => spies.loadProfile(input)),
      logout: fromPromise<void>(() => spies.logout()),
      signInWithEmail: fromPromise(({ input }) => spies.signInWithEmail(input)),
      sendPasswordReset: fromPromise<void, { email: string }>(({ input }) => spies.sendPasswordReset(input)),
      sendSignInLink: fromPromise<void, { email: string }>(({ input }) => spies.sendSignInLink(input)),
      signInWithEmailLink: fromPromise(({ input }) => spies.signInWithEmailLink(input)),
      loadSavedProgress: fromPromise<string | null>(() => spies.loadSavedProgress()),
      resendConfirmation: fromPromise<void>(() => spies.resendConfirmation()),
      refreshUser: fromPromise<UserSummary>(() => spies.refreshUser()),
      ...overrides,
    },
    actions: {
      redirectToFormStart: (_, progress: string | null) => {
        spies.redirectToFormStart(progress);
      },
      clearPersonalData: () => {
        spies.clearPersonalData();
      },
      redirectToYourClaims: () => {
        spies.redirectToYourClaims();
      },
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, spies, stopListening, startListening, report: (event: AuthEvent) => report(event) };
}

/** Lets settled promise actors deliver their done/error events. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A started session whose listener has reported a guest. */
export async function anonymousSession() {
  const test = createTestAuth();
  test.actor.send({ type: 'app.started' });
  test.report({ type: 'auth.changed', user: anonymousUser });
  await flush();
  return test;
}

/** A started session whose listener has reported a registered user. */
export async function registeredSession() {
  const test = createTestAuth();
  test.actor.send({ type: 'app.started' });
  test.report({ type: 'auth.changed', user: registeredUser });
  await flush();
  return test;
}

/** A custom token's shape for a uid (only its payload is read before the sign-in checks it). */
export const linkFor = (uid: string) => `header.${btoa(JSON.stringify({ uid }))}.signature`;
