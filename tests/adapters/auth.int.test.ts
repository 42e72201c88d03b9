import { GoogleAuthProvider } from 'firebase/auth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../src/adapters/auth';
import { AuthAdapterError } from '../../src/adapters/authErrors';
import { closeDevices, device, sentEmails, setEmailEnumerationProtection, uniqueEmail } from './support';

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

/** A registered account made the way the journey makes one: a guest that was upgraded. */
async function registered(email: string, password: string) {
  const other = device();
  const guest = await other.auth.signInAnonymously();
  await other.auth.upgradeAnonymousUser({ email, password });
  return guest.uid;
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
    });
    await vi.waitFor(() => expect(seen).toEqual([null, guest]));
    unsubscribe();
    await auth.logout(() => undefined);
    expect(seen).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('can be unsubscribed before Firebase has loaded without ever reporting', async () => {
    const { auth } = device();
    const listener = vi.fn();
    auth.onAuthUserChanged(listener, vi.fn())();
    await auth.currentUser();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe.each([
  ['off', false],
  ['on', true],
])('upgrading a guest with email enumeration protection %s', (_label, protection) => {
  it('links the email and password and keeps the uid', async () => {
    await setEmailEnumerationProtection(protection);
    const { auth } = device();
    const guest = await auth.signInAnonymously();
    const email = uniqueEmail('upgrade');
    const outcome = await auth.upgradeAnonymousUser({ email, password: 'correct-horse' });
    expect(outcome).toEqual({
      status: 'linked',
      user: { uid: guest.uid, isAnonymous: false, email, emailVerified: false },
    });
    const elsewhere = device();
    expect(await elsewhere.auth.signInWithEmail({ email, password: 'correct-horse' })).toMatchObject({
      uid: guest.uid,
    });
  });

  it('refuses an email another account already uses, and leaves the guest as it was', async () => {
    await setEmailEnumerationProtection(protection);
    const email = uniqueEmail('taken');
    await registered(email, 'first-owner');
    const { auth } = device();
    const guest = await auth.signInAnonymously();
    const error = await rejection(auth.upgradeAnonymousUser({ email, password: 'second-try' }));
    expect(error.kind).toBe('email-in-use');
    expect(error.message).toBe(
      'An account already uses this email address. Sign in with its password instead.',
    );
    expect(await auth.currentUser()).toEqual(guest);
  });

  it('updates the password instead of linking when the account already has this email and a password', async () => {
    await setEmailEnumerationProtection(protection);
    const { auth } = device();
    const guest = await auth.signInAnonymously();
    const email = uniqueEmail('again');
    await auth.upgradeAnonymousUser({ email, password: 'first-password' });
    const outcome = await auth.upgradeAnonymousUser({ email, password: 'second-password' });
    expect(outcome).toEqual({
      status: 'password-updated',
      user: { uid: guest.uid, isAnonymous: false, email, emailVerified: false },
    });
    const elsewhere = device();
    await expect(
      elsewhere.auth.signInWithEmail({ email, password: 'second-password' }),
    ).resolves.toMatchObject({
      uid: guest.uid,
    });
  });

  it('gives a password to a guest whose email was set on the account earlier', async () => {
    await setEmailEnumerationProtection(protection);
    const { auth } = device();
    const guest = await auth.signInAnonymously();
    const email = uniqueEmail('emailfirst');
    await auth.updateEmail(email, 'http://127.0.0.1');
    const outcome = await auth.upgradeAnonymousUser({ email, password: 'chosen-later' });
    expect(outcome.status).toBe('password-updated');
    expect(outcome.user.uid).toBe(guest.uid);
    const elsewhere = device();
    await expect(elsewhere.auth.signInWithEmail({ email, password: 'chosen-later' })).resolves.toMatchObject({
      uid: guest.uid,
      isAnonymous: false,
    });
  });
});

describe('upgrade preconditions and other credentials', () => {
  it('says "No current user" when nobody is signed in', async () => {
    const { auth } = device();
    const error = await rejection(
      auth.upgradeAnonymousUser({ email: uniqueEmail('none'), password: 'whatever' }),
    );
    expect(error.kind).toBe('no-current-user');
    expect(error.message).toBe('No current user');
  });

  it('says "User is not anonymous" when a registered account tries to link a different email', async () => {
    const { auth } = device();
    await auth.signInAnonymously();
    await auth.upgradeAnonymousUser({ email: uniqueEmail('first'), password: 'first-password' });
    const error = await rejection(
      auth.upgradeAnonymousUser({ email: uniqueEmail('second'), password: 'x-password' }),
    );
    expect(error.kind).toBe('not-anonymous');
    expect(error.message).toBe('User is not anonymous');
  });

  it('reports a weak password as such', async () => {
    const { auth } = device();
    await auth.signInAnonymously();
    const error = await rejection(auth.upgradeAnonymousUser({ email: uniqueEmail('weak'), password: '123' }));
    expect(error.kind).toBe('weak-password');
  });

  it('reports credential-already-in-use when the credential belongs to another account', async () => {
    // The Auth emulator accepts an unsigned JSON id token for a federated credential.
    const idToken = JSON.stringify({
      sub: `google-${Date.now()}`,
      email: uniqueEmail('google'),
      email_verified: true,
    });
    const first = device();
    await first.auth.signInAnonymously();
    await first.auth.linkCredentialToGuest(GoogleAuthProvider.credential(idToken));
    const second = device();
    const guest = await second.auth.signInAnonymously();
    const error = await rejection(second.auth.linkCredentialToGuest(GoogleAuthProvider.credential(idToken)));
    expect(error.kind).toBe('credential-in-use');
    expect(error.code).toBe('auth/credential-already-in-use');
    expect(error.message).toBe(
      'These sign-in details already belong to another account. Sign in with them instead.',
    );
    expect(await second.auth.currentUser()).toEqual(guest);
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
    });
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

describe('password reset and email change', () => {
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

  it('changes a registered account’s email', async () => {
    const { auth } = device();
    const guest = await auth.signInAnonymously();
    await auth.upgradeAnonymousUser({ email: uniqueEmail('old'), password: 'a-password' });
    const next = uniqueEmail('new');
    expect(await auth.updateEmail(next, 'http://127.0.0.1')).toEqual({
      status: 'updated',
      user: { uid: guest.uid, isAnonymous: false, email: next, emailVerified: false },
    });
    await expect(
      device().auth.signInWithEmail({ email: next, password: 'a-password' }),
    ).resolves.toMatchObject({
      uid: guest.uid,
    });
  });
});

describe('logout', () => {
  it('signs out, tells the listener and clears personal data from browser storage', async () => {
    const { auth } = device();
    await auth.signInAnonymously();
    const seen: (AuthUser | null)[] = [];
    const unsubscribe = auth.onAuthUserChanged((user) => seen.push(user), vi.fn());
    const clear = vi.fn();
    await auth.logout(clear);
    expect(clear).toHaveBeenCalledOnce();
    expect(await auth.currentUser()).toBeNull();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    unsubscribe();
  });
});
