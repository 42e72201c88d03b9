import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthAdapter, type AuthUser } from '../../src/adapters/auth';
import { AuthAdapterError } from '../../src/adapters/authErrors';
import { FirebaseLoadError } from '../../src/adapters/firebaseLoadError';
import {
  admin,
  closeDevices,
  device,
  sentEmails,
  setEmailEnumerationProtection,
  uniqueEmail,
} from './support';

afterEach(() => closeDevices());
afterAll(() => setEmailEnumerationProtection(false));

async function rejection(promise: Promise<unknown>): Promise<AuthAdapterError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AuthAdapterError);
  return error as AuthAdapterError;
}

/** A registered account, as the gateway's upgradeAccount leaves one: email and password, unconfirmed. */
async function registered(email: string, password: string) {
  const { uid } = await admin().auth.createUser({ email, password, emailVerified: false });
  return uid;
}

/** Who the device's Firebase app has signed in, straight from the SDK. */
async function signedInUid(load: ReturnType<typeof device>['load']) {
  return (await load()).auth.currentUser?.uid ?? null;
}

describe('the auth listener', () => {
  it('reports no user, then the guest after an anonymous sign-in, and nothing after unsubscribing', async () => {
    const { auth } = device();
    const seen: (AuthUser | null)[] = [];
    const onError = vi.fn();
    const unsubscribe = auth.onAuthUserChanged((user) => seen.push(user), onError);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    const guest = await auth.signInAnonymously();
    expect(guest).toEqual({
      uid: expect.stringMatching(/^\w{20,}$/) as string,
      isAnonymous: true,
      email: null,
      emailVerified: false,
      signInProvider: 'anonymous',
    });
    await vi.waitFor(() => expect(seen).toEqual([null, guest]));
    unsubscribe();
    await auth.logout(() => undefined);
    expect(seen).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('can be unsubscribed before Firebase has loaded without ever reporting', async () => {
    const { auth, load } = device();
    const listener = vi.fn();
    auth.onAuthUserChanged(listener, vi.fn())();
    await load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener).not.toHaveBeenCalled();
  });

  it('logs a failure to start, by kind only, and reports it', async () => {
    const log = vi.fn();
    const auth = createAuthAdapter(() => Promise.reject(new FirebaseLoadError('chunk missing')), log);
    const onError = vi.fn();
    const listener = vi.fn();
    auth.onAuthUserChanged(listener, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'network' });
    expect(log).toHaveBeenCalledWith('auth listener failed', { kind: 'network', code: undefined });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('signing in with email and password', () => {
  it('signs in the registered account', async () => {
    const email = uniqueEmail('signin');
    const uid = await registered(email, 'right-password');
    const { auth } = device();
    expect(await auth.signInWithEmail({ email, password: 'right-password' })).toEqual({
      uid,
      isAnonymous: false,
      email,
      emailVerified: false,
      signInProvider: 'password',
    });
  });

  it('asks again when the email has been confirmed elsewhere, and the token says so', async () => {
    const email = uniqueEmail('confirm');
    const uid = await registered(email, 'right-password');
    const { auth, load } = device();
    await auth.signInWithEmail({ email, password: 'right-password' });
    await admin().auth.updateUser(uid, { emailVerified: true });
    expect(await auth.refreshUser()).toMatchObject({ uid, emailVerified: true, signInProvider: 'password' });
    const token = await (await load()).auth.currentUser?.getIdTokenResult();
    expect(token?.claims.email_verified).toBe(true);
  });

  it('says "No current user" when asked again with nobody signed in', async () => {
    const { auth } = device();
    const error = await rejection(auth.refreshUser());
    expect(error.message).toBe('No current user');
  });

  it.each([
    ['off', false],
    ['on', true],
  ])(
    'gives the same answer for a wrong password and an unknown email (protection %s)',
    async (_label, protection) => {
      await setEmailEnumerationProtection(protection);
      const email = uniqueEmail('wrong');
      await registered(email, 'right-password');
      const { auth } = device();
      const wrong = await rejection(auth.signInWithEmail({ email, password: 'wrong-password' }));
      const unknown = await rejection(
        auth.signInWithEmail({ email: uniqueEmail('nobody'), password: 'x-password' }),
      );
      expect([wrong.kind, unknown.kind]).toEqual(['invalid-credentials', 'invalid-credentials']);
      expect(wrong.message).toBe('The email address or password is not correct.');
      expect(unknown.message).toBe(wrong.message);
    },
  );
});

describe('password reset', () => {
  it('sends a reset email whose link returns to /login', async () => {
    const email = uniqueEmail('reset');
    await registered(email, 'forgotten');
    const { auth } = device();
    await auth.sendPasswordReset(email, 'http://127.0.0.1:5383');
    const emails = await sentEmails(email);
    expect(emails).toEqual([
      { email, requestType: 'PASSWORD_RESET', continueUrl: 'http://127.0.0.1:5383/login' },
    ]);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    await setEmailEnumerationProtection(false);
    const email = uniqueEmail('unknown');
    const { auth } = device();
    await expect(auth.sendPasswordReset(email, 'http://127.0.0.1:5383')).resolves.toBeUndefined();
    expect(await sentEmails(email)).toEqual([]);
  });
});

describe('logout', () => {
  it('signs out, tells the listener and clears personal data from browser storage', async () => {
    const { auth, load } = device();
    await auth.signInAnonymously();
    const seen: (AuthUser | null)[] = [];
    const unsubscribe = auth.onAuthUserChanged((user) => seen.push(user), vi.fn());
    const clear = vi.fn();
    await auth.logout(clear);
    expect(clear).toHaveBeenCalledOnce();
    expect(await signedInUid(load)).toBeNull();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    unsubscribe();
  });
});
