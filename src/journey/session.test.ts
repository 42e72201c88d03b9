import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthAdapter, AuthUser } from '../adapters/auth';
import { AuthAdapterError } from '../adapters/authErrors';
import type { ProfileStore } from '../adapters/profile';
import { accountActions, sessionUid, startSession } from './session';
import { blankProfile } from '../../contract/profile';
import { CONFIRM_EMAIL_MESSAGE } from '../../machines/auth/messages';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';

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
    gateway: {
      setUserContactDetails: vi.fn(),
      upgradeAccount: vi.fn(),
      sendEmailVerification: vi.fn(),
      resumeProgress: vi.fn(),
      callExtension: vi.fn(),
    },
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

  it("retries the guest sign-in after 2 s then 4 s, then fails the step with the session's message; Try again signs in", async () => {
    const { auth, attempts } = fakeAuth(3);
    const session = startSession(services(auth));
    const first = sessionUid(session);
    // The step shows the session's own message with the next step for a lost connection and Try again.
    const failed = expect(first).rejects.toMatchObject({ message: MAX_RETRIES_MESSAGE, kind: 'network' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(attempts).toEqual([0, 2000, 6000]);
    expect(session.getSnapshot().context.error).toBe('Max retries reached for function');

    // The claimant presses Try again: a fresh round of attempts, and this one succeeds.
    await expect(sessionUid(session)).resolves.toBe('guest-1');
    expect(attempts).toHaveLength(4);
    session.stop();
  });

  it("logs nothing itself but fails the step with the session's message when the listener cannot start, after 2 s then 4 s; Try again starts it again", async () => {
    let starts = 0;
    let works = false;
    const auth = {
      onAuthUserChanged: (
        listener: (user: AuthUser | null) => void,
        onError: (error: AuthAdapterError) => void,
      ) => {
        starts += 1;
        queueMicrotask(() => (works ? listener(guest) : onError(new AuthAdapterError('network'))));
        return () => undefined;
      },
      signInAnonymously: vi.fn(),
    } as unknown as AuthAdapter;
    const session = startSession(services(auth));
    const first = sessionUid(session);
    const failed = expect(first).rejects.toMatchObject({ message: MAX_RETRIES_MESSAGE, kind: 'network' });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(starts).toBe(3);
    expect(session.getSnapshot().context.error).toBe(MAX_RETRIES_MESSAGE);
    works = true;
    await expect(sessionUid(session)).resolves.toBe('guest-1');
    expect(starts).toBe(4);
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

describe("the claim journey's account steps, done by the session", () => {
  const saved = { ...blankProfile('guest-1'), email: 'sam@example.com', phoneNumber: '07700900123' };

  function journeyAccount(profile: typeof saved | null) {
    const auth = {
      onAuthUserChanged: (listener: (user: AuthUser | null) => void) => {
        queueMicrotask(() => listener(guest));
        return () => undefined;
      },
      signInWithEmail: vi.fn(({ email, password }: { email: string; password: string }) =>
        password === 'the right pass phrase'
          ? Promise.resolve({
              uid: 'reg-1',
              isAnonymous: false,
              email,
              emailVerified: true,
              signInProvider: 'password',
            })
          : password === 'a long pass phrase'
            ? Promise.resolve({
                uid: 'guest-1',
                isAnonymous: false,
                email,
                emailVerified: false,
                signInProvider: 'password',
              })
            : Promise.reject(new Error('The email address or password is not right')),
      ),
      signInWithCustomToken: vi.fn(() =>
        Promise.resolve({
          uid: 'guest-1',
          isAnonymous: false,
          email: 'sam@example.com',
          emailVerified: false,
          signInProvider: 'custom',
        }),
      ),
      sendPasswordReset: vi.fn(() => Promise.resolve()),
    } as unknown as AuthAdapter;
    const profiles = {
      read: vi.fn(() => Promise.resolve(profile)),
      readOrCreate: vi.fn((uid: string) => Promise.resolve(blankProfile(uid))),
      update: vi.fn((uid: string) => Promise.resolve(blankProfile(uid))),
    } as unknown as ProfileStore;
    const gateway = {
      setUserContactDetails: vi.fn((_: { phoneNumber: string }) => Promise.resolve({})),
      upgradeAccount: vi.fn(
        (
          _: unknown,
        ): Promise<{
          status: 'linked';
          emailVerified: boolean;
          verificationSent: boolean;
          token?: string;
        }> => Promise.resolve({ status: 'linked', emailVerified: false, verificationSent: true }),
      ),
      sendEmailVerification: vi.fn(() => Promise.resolve({ sent: true, emailVerified: false })),
      resumeProgress: vi.fn(() => Promise.resolve({ progress: null, savedAt: null })),
      callExtension: vi.fn(),
    };
    const session = startSession({ auth, profiles, gateway });
    return { auth, gateway, profiles, session, account: accountActions(() => session, profiles) };
  }

  it('saves the contact step through the session: the profile, then the mobile through the gateway', async () => {
    const { gateway, profiles, session, account } = journeyAccount(saved);
    const contact = {
      firstName: 'Sam',
      middleName: '',
      lastName: 'Jones',
      email: 'sam@example.com',
      phoneNumber: '07700900123',
    };
    await account.saveProfileAndContact(contact);
    expect(profiles.update).toHaveBeenCalledWith('guest-1', contact);
    expect(gateway.setUserContactDetails).toHaveBeenCalledWith({ phoneNumber: '07700900123' });
    expect(session.getSnapshot().matches({ session: 'anonymous' })).toBe(true);

    // A failure keeps its message and its kind, so the page says what to do next.
    gateway.setUserContactDetails.mockRejectedValueOnce(
      Object.assign(new Error(MAX_RETRIES_MESSAGE), { kind: 'network' }),
    );
    await expect(account.saveProfileAndContact(contact)).rejects.toMatchObject({
      message: MAX_RETRIES_MESSAGE,
      kind: 'network',
    });
    // The spec's rule for contact details holds on the way: 'No phone number'.
    await expect(account.saveProfileAndContact({ ...contact, phoneNumber: '' })).rejects.toThrow(
      'No phone number',
    );
    session.stop();
  });

  it('lets the tab that set the password go on: it signs in with the gateway’s token, not held back', async () => {
    const { auth, gateway, session, account } = journeyAccount(saved);
    gateway.upgradeAccount.mockResolvedValueOnce({
      status: 'linked',
      emailVerified: false,
      verificationSent: true,
      token: 'a.sign-in.token',
    });
    await account.upgradeAccount({ password: 'a long pass phrase' });
    expect(auth.signInWithCustomToken).toHaveBeenCalledWith('a.sign-in.token');
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
    expect(session.getSnapshot().matches({ session: 'authenticated' })).toBe(true);
    session.stop();
  });

  it('passes a registered account’s current password to the gateway with the new one (decision 204)', async () => {
    const { auth, gateway, session, account } = journeyAccount(saved);
    gateway.upgradeAccount.mockResolvedValueOnce({
      status: 'linked',
      emailVerified: false,
      verificationSent: true,
      token: 'a.sign-in.token',
    });
    await account.upgradeAccount({ password: 'a long pass phrase', currentPassword: 'the old pass phrase' });
    expect(gateway.upgradeAccount).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'a long pass phrase', currentPassword: 'the old pass phrase' }),
    );
    expect(auth.signInWithCustomToken).toHaveBeenCalledWith('a.sign-in.token');
    session.stop();
  });

  it('refuses a returning claimant’s sign-in whose email is unconfirmed; the session says what to do', async () => {
    const { session, account } = journeyAccount(saved);
    await expect(
      account.signInForRecovery({ email: 'sam@example.com', password: 'a long pass phrase' }),
    ).rejects.toThrow(CONFIRM_EMAIL_MESSAGE);
    expect(session.getSnapshot().matches({ session: 'unconfirmed' })).toBe(true);
    session.stop();
  });

  it('upgrades through the gateway (which checks the password rule), signs in with the password when given no token, then saves the phone', async () => {
    const { auth, gateway, session, account } = journeyAccount(saved);
    await account.upgradeAccount({ password: 'a long pass phrase' });
    expect(gateway.upgradeAccount).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sam@example.com', password: 'a long pass phrase' }),
    );
    expect(auth.signInWithEmail).toHaveBeenCalledWith({
      email: 'sam@example.com',
      password: 'a long pass phrase',
    });
    expect(gateway.setUserContactDetails).toHaveBeenCalledWith({ phoneNumber: '07700900123' });
    // Same uid (the claim stays the guest's); a password sign-in waits for the email's link.
    expect(session.getSnapshot().matches({ session: 'unconfirmed' })).toBe(true);
    expect(session.getSnapshot().context.user).toMatchObject({ uid: 'guest-1', emailVerified: false });
    session.stop();
  });

  it("refuses the upgrade with 'No current local user' when no profile was saved", async () => {
    const { auth, session, account } = journeyAccount(null);
    await expect(account.upgradeAccount({ password: 'a long pass phrase' })).rejects.toThrow(
      'No current local user',
    );
    expect(auth.signInWithEmail).not.toHaveBeenCalled();
    expect(session.getSnapshot().matches({ session: 'anonymous' })).toBe(true);
    session.stop();
  });

  it("signs a returning claimant in where they are, or fails with the service's message", async () => {
    const { session, account } = journeyAccount(saved);
    const redirected = vi.fn();
    session.on('auth.redirectToFormStart', redirected);
    await expect(
      account.signInForRecovery({ email: 'sam@example.com', password: 'a wrong pass phrase' }),
    ).rejects.toThrow('The email address or password is not right');
    await account.signInForRecovery({ email: 'sam@example.com', password: 'the right pass phrase' });
    expect(session.getSnapshot().context.userId).toBe('reg-1');
    expect(redirected).not.toHaveBeenCalled();
    session.stop();
  });

  it('asks the session for the reset email', async () => {
    const { auth, session, account } = journeyAccount(saved);
    await account.sendPasswordReset({ email: 'sam@example.com' });
    expect(auth.sendPasswordReset).toHaveBeenCalledWith('sam@example.com');
    expect(session.getSnapshot().context.resetRequested).toBe(true);
    session.stop();
  });
});
