import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp, adminDb, anonymousCaller, errorOf, freshMobile } from './support';

describe('setUserContactDetails', () => {
  it('stores the mobile in E.164 on a new blank profile of the caller', async () => {
    const caller = await anonymousCaller();
    const mobile = freshMobile();
    await expect(caller.call('setUserContactDetails', { phoneNumber: mobile.typed })).resolves.toEqual({
      phoneNumber: mobile.e164,
    });
    const profile = (await adminDb().doc(`users/${caller.uid}`).get()).data();
    expect(profile).toMatchObject({
      id: caller.uid,
      userId: caller.uid,
      phoneNumber: mobile.e164,
      firstName: '',
    });
  });

  it('changes only the phone number of an existing profile', async () => {
    const caller = await anonymousCaller();
    await adminDb()
      .doc(`users/${caller.uid}`)
      .set({ id: caller.uid, userId: caller.uid, firstName: 'Jane', phoneNumber: '' });
    const mobile = freshMobile();
    await caller.call('setUserContactDetails', { phoneNumber: `+44 (0)${mobile.e164.slice(3)}` });
    expect((await adminDb().doc(`users/${caller.uid}`).get()).data()).toEqual({
      id: caller.uid,
      userId: caller.uid,
      firstName: 'Jane',
      phoneNumber: mobile.e164,
    });
  });

  it('refuses a number that is not a UK mobile as invalid-argument', async () => {
    const caller = await anonymousCaller();
    const refused = await errorOf(caller.call('setUserContactDetails', { phoneNumber: '+33 6 12 34 56 78' }));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toMatch(/^data\.phoneNumber: Enter a UK mobile phone number/);
  });

  it('returns an exception after 10 changes in an hour', async () => {
    const caller = await anonymousCaller();
    for (let i = 0; i < 10; i += 1)
      await caller.call('setUserContactDetails', { phoneNumber: freshMobile().typed });
    await expect(caller.call('setUserContactDetails', { phoneNumber: freshMobile().typed })).resolves.toEqual(
      {
        exception: 'Too many changes to your contact details. Try again in an hour.',
        code: 'rate-limited',
      },
    );
  });
});

async function registeredAccount() {
  const email = `holder.${randomUUID().slice(0, 8)}@example.com`;
  const mobile = freshMobile();
  const user = await getAuth(adminApp()).createUser({ email, password: 'correct horse battery staple' });
  await adminDb()
    .doc(`users/${user.uid}`)
    .set({ id: user.uid, userId: user.uid, email, phoneNumber: mobile.typed });
  return { email, mobile };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('confirmUserExists', () => {
  it('answers exists: true only when one account has both the email and the mobile', async () => {
    const holder = await registeredAccount();
    const caller = await anonymousCaller();
    await expect(
      caller.call('confirmUserExists', {
        email: holder.email.toUpperCase(),
        phoneNumber: holder.mobile.typed,
      }),
    ).resolves.toEqual({
      exists: true,
    });
    await expect(
      caller.call('confirmUserExists', { email: holder.email, phoneNumber: freshMobile().typed }),
    ).resolves.toEqual({
      exists: false,
    });
    await expect(
      caller.call('confirmUserExists', { email: 'nobody@example.com', phoneNumber: holder.mobile.typed }),
    ).resolves.toEqual({ exists: false });
  });

  it('takes comparable time whether or not the account exists', async () => {
    const holder = await registeredAccount();
    const caller = await anonymousCaller();
    const found = await timed(() =>
      caller.call('confirmUserExists', { email: holder.email, phoneNumber: holder.mobile.typed }),
    );
    const missing = await timed(() =>
      caller.call('confirmUserExists', { email: `x${holder.email}`, phoneNumber: freshMobile().typed }),
    );
    expect(found.value).toEqual({ exists: true });
    expect(missing.value).toEqual({ exists: false });
    expect(found.ms).toBeGreaterThanOrEqual(300);
    expect(missing.ms).toBeGreaterThanOrEqual(300);
    expect(Math.abs(found.ms - missing.ms)).toBeLessThan(250);
  });

  it('refuses bad input and limits each user to 10 checks an hour', async () => {
    const caller = await anonymousCaller();
    const bad = await errorOf(
      caller.call('confirmUserExists', { email: 'not-an-email', phoneNumber: '07700 900123' }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
    expect(bad.message).toMatch(/^data\.email: /);
    for (let i = 0; i < 10; i += 1) {
      await caller.call('confirmUserExists', {
        email: 'someone@example.com',
        phoneNumber: freshMobile().typed,
      });
    }
    const limited = await errorOf(
      caller.call('confirmUserExists', { email: 'someone@example.com', phoneNumber: freshMobile().typed }),
    );
    expect(limited).toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'rate-limited' },
    });
  });
});
