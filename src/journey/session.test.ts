import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthAdapter, AuthUser } from '../adapters/auth';
import { AuthAdapterError } from '../adapters/authErrors';
import type { ProfileStore } from '../adapters/profile';
import { sessionUid, startSession } from './session';

const guest: AuthUser = { uid: 'guest-1', isAnonymous: true, email: null };

/** An auth adapter with nobody signed in whose guest sign-in fails `failures` times first. */
function fakeAuth(failures: number) {
  const attempts: number[] = [];
  const auth = {
    onAuthUserChanged: (listener: (user: AuthUser | null) => void) => {
      queueMicrotask(() => listener(null));
      return () => undefined;
    },
    signInAnonymously: vi.fn(() => {
      attempts.push(Date.now());
      if (attempts.length <= failures) return Promise.reject(new AuthAdapterError('network'));
      return Promise.resolve(guest);
    }),
  } as unknown as AuthAdapter;
  return { auth, attempts };
}

function services(auth: AuthAdapter) {
  return {
    auth,
    profiles: {} as ProfileStore,
    gateway: { setUserContactDetails: vi.fn() },
  };
}

describe('the journey session (auth machine with the adapters)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs in as a guest when nobody is signed in, and gives the uid', async () => {
    const { auth } = fakeAuth(0);
    const session = startSession(services(auth));
    await expect(sessionUid(session)).resolves.toBe('guest-1');
    session.stop();
  });

  it('retries the guest sign-in after 2 s then 4 s, then fails with a clear message; Try again signs in', async () => {
    const { auth, attempts } = fakeAuth(3);
    const session = startSession(services(auth));
    const first = sessionUid(session);
    const failed = expect(first).rejects.toThrow(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(attempts).toEqual([0, 2000, 6000]);
    expect(session.getSnapshot().context.error).toBe('Max retries reached for function');

    // The claimant presses Try again: a fresh round of attempts, and this one succeeds.
    await expect(sessionUid(session)).resolves.toBe('guest-1');
    expect(attempts).toHaveLength(4);
    session.stop();
  });

  it('does not hang when the session never settles', async () => {
    const auth = {
      onAuthUserChanged: () => () => undefined,
      signInAnonymously: vi.fn(),
    } as unknown as AuthAdapter;
    const session = startSession(services(auth));
    const pending = expect(sessionUid(session, 5_000)).rejects.toBeInstanceOf(AuthAdapterError);
    await vi.advanceTimersByTimeAsync(5_000);
    await pending;
    session.stop();
  });
});
