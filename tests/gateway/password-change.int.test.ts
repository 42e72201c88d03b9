// Issue 32, point 1 (decision 204): a registered account's new password needs its current
// password or a sign-in within the last 5 minutes; the guest's first password needs neither.
// A session signed in 10 minutes ago is the same account's real ID token with its `auth_time`
// moved back: the Auth emulator's tokens are unsigned, so the gateway reads it as it would a
// token minted then.
import { getAuth } from 'firebase-admin/auth';
import {
  getAuth as authOf,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED, WRONG_CURRENT_PASSWORD } from '../../functions/src/lib/accountSecurity';
import { callGateway, clientApp, emulatorHost, projectId, signInAnonymously } from '../support/emulators';
import { adminApp } from './support';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

const oldPassword = 'the pass phrase I chose last year';
const newPassword = 'a brand new pass phrase for this';
const continueUrl = 'http://127.0.0.1:5173/login';
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The user's ID token as if its sign-in had happened `minutes` ago. An account's sessions are valid
 * from its creation (the gateway refuses a token signed in before then, decision 244), so the
 * account's valid-since time moves back with it, through the Auth emulator's admin API: the account
 * as if made before that sign-in.
 */
async function tokenSignedInMinutesAgo(user: User, minutes: number): Promise<string> {
  const [header = '', payload = '', signature = ''] = (await user.getIdToken()).split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const authTime = Math.floor(Date.now() / 1000) - minutes * 60;
  const { url } = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const moved = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: user.uid, validSince: String(authTime - 60) }),
    },
  );
  if (!moved.ok)
    throw new Error(`The Auth emulator did not move the account's valid-since time: ${moved.status}`);
  return [header, base64url({ ...claims, auth_time: authTime }), signature].join('.');
}

/** Calls the gateway over HTTP with the given ID token, as the Firebase SDK would. */
async function callWithToken(idToken: string, functionName: string, data: unknown) {
  const { url } = emulatorHost('FUNCTIONS_EMULATOR_HOST');
  const response = await fetch(`${url}/${projectId}/europe-west2/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { functionName, data } }),
  });
  return (await response.json()) as {
    result?: { data: Record<string, unknown> };
    error?: { status: string; message: string; details?: { reason?: string } };
  };
}

/** A registered, confirmed account signed in with its password on a device of its own. */
async function registeredDevice(label: string) {
  const email = uniqueEmail(label);
  const { uid } = await getAuth(adminApp()).createUser({ email, password: oldPassword, emailVerified: true });
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  const { user } = await signInWithEmailAndPassword(auth, email, oldPassword);
  return { uid, email, app, user };
}

/** Whether a fresh device can sign in to the account with this password. */
async function signsInWith(email: string, password: string): Promise<boolean> {
  const { auth, dispose } = clientApp();
  disposers.push(dispose);
  return signInWithEmailAndPassword(auth, email, password).then(
    () => true,
    () => false,
  );
}

describe('a registered account’s new password (issue 32, decision 204)', () => {
  it('is refused without the current password to a session signed in 10 minutes ago', async () => {
    const { email, user } = await registeredDevice('stale');
    const answer = await callWithToken(await tokenSignedInMinutesAgo(user, 10), 'upgradeAccount', {
      email,
      password: newPassword,
      continueUrl,
    });
    expect(answer.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: RECENT_SIGN_IN_REQUIRED,
      details: { reason: 'recent-sign-in-required' },
    });
    expect(await signsInWith(email, newPassword)).toBe(false);
    expect(await signsInWith(email, oldPassword)).toBe(true);
  });

  it('is refused with a wrong current password, and the password stays as it was', async () => {
    const { email, user } = await registeredDevice('wrong');
    const answer = await callWithToken(await tokenSignedInMinutesAgo(user, 10), 'upgradeAccount', {
      email,
      password: newPassword,
      currentPassword: 'not the pass phrase at all',
      continueUrl,
    });
    expect(answer.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: WRONG_CURRENT_PASSWORD,
      details: { reason: 'wrong-current-password' },
    });
    expect(await signsInWith(email, newPassword)).toBe(false);
    expect(await signsInWith(email, oldPassword)).toBe(true);
  });

  it('is set with the right current password, even 10 minutes after signing in', async () => {
    const { email, user } = await registeredDevice('right');
    const answer = await callWithToken(await tokenSignedInMinutesAgo(user, 10), 'upgradeAccount', {
      email,
      password: newPassword,
      currentPassword: oldPassword,
      continueUrl,
    });
    expect(answer.error).toBeUndefined();
    expect(answer.result?.data).toMatchObject({ status: 'password-updated' });
    expect(await signsInWith(email, newPassword)).toBe(true);
    expect(await signsInWith(email, oldPassword)).toBe(false);
  });

  it('is set without the current password right after a sign-in', async () => {
    const { email, app } = await registeredDevice('fresh');
    const result = (await callGateway(app, 'upgradeAccount', { email, password: newPassword, continueUrl }))
      .data as { data: Record<string, unknown> };
    expect(result.data).toMatchObject({ status: 'password-updated' });
    expect(await signsInWith(email, newPassword)).toBe(true);
  });
});

describe('signing out everywhere else after a password change (V7.4.3, decision 218)', () => {
  it('revokes the account’s other sessions, while the window that changed it carries on', async () => {
    const { uid, email, app, user } = await registeredDevice('elsewhere');
    const otherDevice = clientApp();
    disposers.push(otherDevice.dispose);
    const other = await signInWithEmailAndPassword(otherDevice.auth, email, oldPassword);
    const otherToken = await other.user.getIdToken();
    // Tokens are revoked from the next whole second: both sign-ins must be in an earlier one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const admin = getAuth(adminApp());
    await expect(admin.verifyIdToken(otherToken, true)).resolves.toMatchObject({ uid });

    const result = (await callGateway(app, 'upgradeAccount', { email, password: newPassword, continueUrl }))
      .data as { data: { status: string; token?: string } };
    expect(result.data.status).toBe('password-updated');

    // The other device's session is over: its token, and any it refreshes, are refused.
    await expect(admin.verifyIdToken(otherToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    await expect(admin.verifyIdToken(await user.getIdToken(), true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    // This window signs in again with the token in the answer and goes on calling the gateway.
    expect(result.data.token).toEqual(expect.any(String));
    const { user: again } = await signInWithCustomToken(authOf(app), result.data.token!);
    expect(again.uid).toBe(uid);
    await expect(admin.verifyIdToken(await again.getIdToken(), true)).resolves.toMatchObject({ uid });
    await expect(callGateway(app, 'resumeProgress', {})).resolves.toBeDefined();
  });
});

describe('the guest’s first password (unchanged)', () => {
  it('needs no current password, however long ago the guest session began', async () => {
    const { auth, dispose } = clientApp();
    disposers.push(dispose);
    const { user } = await signInAnonymously(auth);
    const email = uniqueEmail('guest');
    const answer = await callWithToken(await tokenSignedInMinutesAgo(user, 60), 'upgradeAccount', {
      email,
      password: newPassword,
      continueUrl,
    });
    expect(answer.error).toBeUndefined();
    expect(answer.result?.data).toMatchObject({ status: 'linked', verificationSent: true });
    expect((await getAuth(adminApp()).getUser(user.uid)).email).toBe(email);
    expect(await signsInWith(email, newPassword)).toBe(true);
  });
});
