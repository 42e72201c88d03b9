import { getAuth } from 'firebase-admin/auth';
import { signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../contract/fields';
import { PASSWORD_CONTEXT_WORD_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from '../../contract/signIn';
import { VERIFICATION_SUBJECT } from '../../functions/src/mail/emailVerification';
import { toGatewayError } from '../../src/adapters/gatewayError';
import { guestDevice } from './myDataSupport';
import { adminApp, adminDb, checkedClaim, errorOf } from './support';

const password = 'three random words together';
const continueUrl = 'http://127.0.0.1:5173/login';
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function verificationMails(uid: string) {
  const mails = await adminDb().collection('mail').where('uid', '==', uid).get();
  return mails.docs.map((d) => d.data() as { to: string; message: { subject: string; text: string } });
}

const linkIn = (text: string) => /https?:\/\/\S+oobCode=\S+/.exec(text)?.[0] ?? '';

describe('upgradeAccount: a password for the guest, checked by the gateway', () => {
  it(`refuses a password shorter than ${PASSWORD_MIN_LENGTH} characters, whatever the browser checked`, async () => {
    const { caller } = await guestDevice();
    const refused = await errorOf(
      caller.call('upgradeAccount', { email: uniqueEmail('short'), password: 'too short' }),
    );
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain(`Password must be ${PASSWORD_MIN_LENGTH} characters or more`);
    expect((await getAuth(adminApp()).getUser(caller.uid)).email).toBeUndefined();
  });

  it('refuses a common or breached password, and one with the account’s name, its email or the service’s name, changing nothing (decision 216)', async () => {
    const { caller } = await guestDevice();
    await adminDb().collection('users').doc(caller.uid).set({ firstName: 'Jane', lastName: 'Worthington' });
    const email = uniqueEmail('sunflower');
    // Read as the app's gateway client reads them: the page shows this message on the password field.
    const refusals = await Promise.all(
      [
        'qwertyuiop123456',
        'password1234567890',
        'Worthington family car',
        'my sunflower pass phrase',
        'redress my car finance',
      ].map((weak) => errorOf(caller.call('upgradeAccount', { email, password: weak, continueUrl }))),
    );
    expect(
      refusals.map((error) => ({
        code: error.code,
        message: toGatewayError(error, 'upgradeAccount').message,
      })),
    ).toEqual([
      { code: 'functions/invalid-argument', message: PASSWORD_TOO_COMMON_MESSAGE },
      ...Array.from({ length: 4 }, () => ({
        code: 'functions/invalid-argument',
        message: PASSWORD_CONTEXT_WORD_MESSAGE,
      })),
    ]);
    const account = await getAuth(adminApp()).getUser(caller.uid);
    expect(account.email).toBeUndefined();
    expect(account.providerData).toEqual([]);
    expect(await verificationMails(caller.uid)).toEqual([]);
  });

  it('keeps the uid, leaves the email unconfirmed and emails a verification link through the outbox', async () => {
    const { caller } = await guestDevice();
    const email = uniqueEmail('upgrade');
    const result = (await caller.call('upgradeAccount', { email, password, continueUrl })) as {
      data: Record<string, unknown>;
    };
    expect(result.data).toMatchObject({ status: 'linked', emailVerified: false, verificationSent: true });
    const account = await getAuth(adminApp()).getUser(caller.uid);
    expect(account).toMatchObject({ email, emailVerified: false });
    const [mail, ...more] = await verificationMails(caller.uid);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: email, message: { subject: VERIFICATION_SUBJECT } });
    expect(mail?.message.text).toContain(`sign in at ${continueUrl}`);
    expect(linkIn(mail?.message.text ?? '')).toContain('mode=verifyEmail');
  });

  it('refuses an email another account already has, without changing either account', async () => {
    const email = uniqueEmail('taken');
    await getAuth(adminApp()).createUser({ email, password: 'the owner’s own pass phrase' });
    const { caller } = await guestDevice();
    const refused = await errorOf(caller.call('upgradeAccount', { email, password }));
    expect(refused.code).toBe('functions/already-exists');
    expect((await getAuth(adminApp()).getUser(caller.uid)).email).toBeUndefined();
  });
});

describe('a password sign-in before its email is confirmed', () => {
  it('cannot see the claim through the gateway or Firestore until the link is opened; the guest could', async () => {
    const guest = await guestDevice();
    const { claimId } = await checkedClaim(guest.caller);
    // The guest who started the claim reads it.
    await expect(getDoc(doc(guest.firestore, `claims/${claimId}`))).resolves.toBeTruthy();
    const email = uniqueEmail('unconfirmed');
    await guest.caller.call('upgradeAccount', { email, password, continueUrl });

    // Another device signs in with the password: the claim and the saved journey stay hidden.
    const other = await guestDevice();
    await signInWithEmailAndPassword(other.auth, email, password);
    expect(other.auth.currentUser?.uid).toBe(guest.caller.uid);
    // It may keep the journey it saves for later (write only), as the app does right after the password.
    await other.caller.call('saveProgress', { progress: '{"saved":"journey"}' });
    await expect(getDoc(doc(other.firestore, `claims/${claimId}`))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    for (const [name, data] of [
      ['downloadSignedLetter', { claimId }],
      ['resumeProgress', {}],
    ] as const) {
      const refused = await errorOf(other.caller.call(name, data));
      expect(refused.code, name).toBe('functions/permission-denied');
      expect(refused.message, name).toContain('Confirm your email address first');
    }

    // The mailbox's owner opens the link; a fresh sign-in then sees the claim and the journey.
    const [mail] = await verificationMails(guest.caller.uid);
    // The emulator's action handler confirms the address, then sends the browser on to /login.
    const opened = await fetch(linkIn(mail?.message.text ?? ''), { redirect: 'manual' });
    expect(opened.status).toBeLessThan(400);
    expect((await getAuth(adminApp()).getUser(guest.caller.uid)).emailVerified).toBe(true);
    await other.auth.currentUser?.getIdToken(true);
    await expect(getDoc(doc(other.firestore, `claims/${claimId}`))).resolves.toBeTruthy();
    const resumed = (await other.caller.call('resumeProgress', {})) as { data: { progress: string } };
    expect(resumed.data.progress).toBe('{"saved":"journey"}');
  });
});

describe('the window that set the password goes on (decision 156)', () => {
  it('gets a sign-in token for its own account: signed in with it, it still sees the claim before the email is confirmed', async () => {
    const guest = await guestDevice();
    const { claimId } = await checkedClaim(guest.caller);
    const email = uniqueEmail('carryon');
    const result = (await guest.caller.call('upgradeAccount', { email, password, continueUrl })) as {
      data: { token?: string };
    };
    expect(typeof result.data.token).toBe('string');
    const { user } = await signInWithCustomToken(guest.auth, result.data.token ?? '');
    expect(user.uid).toBe(guest.caller.uid);
    expect((await user.getIdTokenResult()).signInProvider).toBe('custom');
    await expect(getDoc(doc(guest.firestore, `claims/${claimId}`))).resolves.toBeTruthy();
    await guest.caller.call('resumeProgress', {});
  });

  it('gives no token to a password sign-in whose email is unconfirmed', async () => {
    const guest = await guestDevice();
    const email = uniqueEmail('notoken');
    await guest.caller.call('upgradeAccount', { email, password, continueUrl });
    const other = await guestDevice();
    await signInWithEmailAndPassword(other.auth, email, password);
    const again = (await other.caller.call('upgradeAccount', { email, password, continueUrl })) as {
      data: Record<string, unknown>;
    };
    expect(again.data).toMatchObject({ status: 'password-updated', verificationSent: true });
    expect(again.data).not.toHaveProperty('token');
  });
});

describe('sendEmailVerification: "Send the link again"', () => {
  it('sends the account its link again, to its own address, up to the hourly limit shared with setting a password', async () => {
    const guest = await guestDevice();
    const email = uniqueEmail('again');
    await guest.caller.call('upgradeAccount', { email, password, continueUrl });
    const other = await guestDevice();
    await signInWithEmailAndPassword(other.auth, email, password);
    // An unconfirmed password sign-in may ask for it (it may not read the claim).
    for (let sent = 2; sent <= 5; sent += 1) {
      const answer = (await other.caller.call('sendEmailVerification', { continueUrl })) as { data: unknown };
      expect(answer.data).toEqual({ sent: true, emailVerified: false });
    }
    const mails = await verificationMails(guest.caller.uid);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set([email]));
    const refused = await errorOf(other.caller.call('sendEmailVerification', { continueUrl }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toContain('Too many emails to confirm your address. Try again in an hour.');
    expect(await verificationMails(guest.caller.uid)).toHaveLength(5);
  });

  it("sends nothing once the email is confirmed, and answers a guest with no email 'No email'", async () => {
    const guest = await guestDevice();
    const refused = await errorOf(guest.caller.call('sendEmailVerification', {}));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^No email\b/);
    const email = uniqueEmail('confirmed');
    await guest.caller.call('upgradeAccount', { email, password, continueUrl });
    await getAuth(adminApp()).updateUser(guest.caller.uid, { emailVerified: true });
    const answer = (await guest.caller.call('sendEmailVerification', {})) as { data: unknown };
    expect(answer.data).toEqual({ sent: false, emailVerified: true });
    expect(await verificationMails(guest.caller.uid)).toHaveLength(1);
  });
});
