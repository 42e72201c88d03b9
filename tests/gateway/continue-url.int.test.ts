// Issue 32, point 2 (decision 203): the verification email's sign-in link returns only to one of
// the deployment's own sites (functions/.env.demo-redress SITE_ORIGINS on the emulators, which
// also accept the local machine).
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTINUE_URL_MESSAGE } from '../../contract/requests';
import { callGateway, clientApp, signInAnonymously } from '../support/emulators';
import { adminApp, adminDb, errorOf } from './support';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

const password = 'three random words together';
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function guest() {
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  const { user } = await signInAnonymously(auth);
  return {
    uid: user.uid,
    call: async (name: string, data: unknown) => (await callGateway(app, name, data)).data,
  };
}

async function mailsTo(uid: string) {
  const mails = await adminDb().collection('mail').where('uid', '==', uid).get();
  return mails.docs.map((d) => (d.data() as { message: { text: string } }).message.text);
}

describe('continueUrl through the gateway (issue 32, decision 203)', () => {
  it.each([
    ['a foreign https host', 'https://evil.example/login'],
    ['a lookalike of a brand’s host', 'https://www.redress.example.evil.com/login'],
    ['a user name before a foreign host', 'https://good@evil.example/login'],
    ['another port on a brand’s host', 'https://www.redress.example:8443/login'],
  ])('refuses %s, changing nothing and sending nothing', async (_label, continueUrl) => {
    const caller = await guest();
    const refused = await errorOf(
      caller.call('upgradeAccount', { email: uniqueEmail('foreign'), password, continueUrl }),
    );
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain(CONTINUE_URL_MESSAGE);
    expect((await getAuth(adminApp()).getUser(caller.uid)).email).toBeUndefined();
    expect(await mailsTo(caller.uid)).toEqual([]);
  });

  it('accepts a brand’s own /login and puts it in the email', async () => {
    const caller = await guest();
    const continueUrl = 'https://carfinance.sguk.example/login';
    const result = (await caller.call('upgradeAccount', {
      email: uniqueEmail('brand'),
      password,
      continueUrl,
    })) as {
      data: Record<string, unknown>;
    };
    expect(result.data).toMatchObject({ status: 'linked', verificationSent: true });
    const [text = ''] = await mailsTo(caller.uid);
    expect(text).toContain(`sign in at ${continueUrl}`);
  });

  it('refuses a foreign host for "Send the link again" too', async () => {
    const caller = await guest();
    await caller.call('upgradeAccount', { email: uniqueEmail('again'), password });
    const refused = await errorOf(
      caller.call('sendEmailVerification', { continueUrl: 'https://evil.example/login' }),
    );
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain(CONTINUE_URL_MESSAGE);
    expect(await mailsTo(caller.uid)).toHaveLength(1);
  });
});
