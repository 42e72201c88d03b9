// Sign-in by email link (decision 265): sendSignInLink emails a one-time Firebase sign-in link to
// an address an account may sign in with, answers every address alike, counts requests per
// address, and makes links only to the deployment's own sites.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailLink } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTINUE_URL_MESSAGE } from '../../contract/requests';
import { SIGN_IN_LINK_LIMIT_NAME } from '../../contract/signInLink';
import { LIMITS } from '../../functions/src/lib/rateLimit';
import { SIGN_IN_LINK_SUBJECT } from '../../functions/src/mail/signInLink';
import { callGateway, clientApp, signInAnonymously } from '../support/emulators';
import { adminApp, adminDb, errorOf } from './support';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

const continueUrl = 'https://www.redress.example/login';
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 12)}@example.com`;
const adminAuth = () => getAuth(adminApp());

/** A browser on /login: a guest session calling the real gateway, with its own auth state. */
async function browser() {
  const { app, auth, dispose } = clientApp();
  disposers.push(dispose);
  await signInAnonymously(auth);
  return {
    auth,
    ask: async (email: string, url = continueUrl) =>
      (await callGateway(app, 'sendSignInLink', { email, continueUrl: url })).data,
  };
}

interface QueuedMail {
  to: string;
  uid: string;
  message: { subject: string; text: string; html: string };
}

async function mailsTo(email: string): Promise<QueuedMail[]> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => doc.data() as QueuedMail);
}

/** The sign-in link in the latest mail to an address. */
async function linkSentTo(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = /^https?:\/\/\S+oobCode=\S+$/m.exec(mail?.message.text ?? '')?.[0];
  if (!link) throw new Error('No sign-in link was emailed');
  return link;
}

/** A claimant who submitted a claim as a guest and never set a password. */
async function guestWithSubmittedClaim(email: string) {
  const { uid } = await adminAuth().createUser({});
  const claimId = randomUUID();
  await adminDb()
    .collection('claims')
    .doc(claimId)
    .set({ uid, status: 'submitted', submittedAt: Date.now(), workspace: 'Redress', search: { email } });
  return { uid, claimId };
}

const answer = { data: { requested: true } };

describe('sendSignInLink (decision 265)', () => {
  it('emails a link to a confirmed address, which signs in to that account once', async () => {
    const email = uniqueEmail('confirmed');
    const { uid } = await adminAuth().createUser({ email, emailVerified: true, password: randomUUID() });
    const { auth, ask } = await browser();
    expect(await ask(email.toUpperCase())).toEqual(answer);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ uid, message: { subject: SIGN_IN_LINK_SUBJECT } });
    const link = await linkSentTo(email);
    const signedIn = await signInWithEmailLink(auth, email, link);
    expect(signedIn.user.uid).toBe(uid);
    const second = await browser();
    await expect(signInWithEmailLink(second.auth, email, link)).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });

  it('signs a guest who submitted a claim without a password in to the account that owns it', async () => {
    const email = uniqueEmail('guest');
    const guest = await guestWithSubmittedClaim(email);
    const { auth, ask } = await browser();
    expect(await ask(email)).toEqual(answer);
    const [mail] = await mailsTo(email);
    expect(mail?.uid).toBe(guest.uid);
    const signedIn = await signInWithEmailLink(auth, email, await linkSentTo(email));
    expect(signedIn.user.uid).toBe(guest.uid);
    const token = await signedIn.user.getIdTokenResult();
    expect(token.claims.email_verified).toBe(true);
    const claim = await adminDb().collection('claims').doc(guest.claimId).get();
    expect(claim.get('uid')).toBe(signedIn.user.uid);
  });

  it('answers an address with no account exactly alike, sending nothing and making no account', async () => {
    const email = uniqueEmail('unknown');
    const { ask } = await browser();
    expect(await ask(email)).toEqual(answer);
    expect(await mailsTo(email)).toEqual([]);
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('sends nothing to an address set with a password but not confirmed yet (decision 132)', async () => {
    const email = uniqueEmail('unconfirmed');
    await adminAuth().createUser({ email, emailVerified: false, password: randomUUID() });
    const { ask } = await browser();
    expect(await ask(email)).toEqual(answer);
    expect(await mailsTo(email)).toEqual([]);
  });

  it(`takes ${LIMITS.signInLinksPerEmailPerHour} requests an hour for one address, from any session, then says when to try again`, async () => {
    const email = uniqueEmail('limited');
    await adminAuth().createUser({ email, emailVerified: true });
    for (let n = 0; n < LIMITS.signInLinksPerEmailPerHour; n += 1) {
      expect(await (await browser()).ask(email)).toEqual(answer);
    }
    const refused = await errorOf((await browser()).ask(email));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(
      new RegExp(`^Too many ${SIGN_IN_LINK_LIMIT_NAME}\\. Try again in \\d+ minutes?\\.`),
    );
    expect(refused.details).toMatchObject({ reason: 'rate-limited' });
    expect(await mailsTo(email)).toHaveLength(LIMITS.signInLinksPerEmailPerHour);
  });

  it.each([
    ['a foreign https host', 'https://evil.example/login'],
    ['a lookalike of a brand’s host', 'https://www.redress.example.evil.com/login'],
    ['another port on a brand’s host', 'https://www.redress.example:8443/login'],
  ])('refuses to link to %s, sending nothing', async (_label, url) => {
    const email = uniqueEmail('foreign');
    await adminAuth().createUser({ email, emailVerified: true });
    const refused = await errorOf((await browser()).ask(email, url));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain(CONTINUE_URL_MESSAGE);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('links to the brand’s own /login, the only page the link opens', async () => {
    const email = uniqueEmail('brand');
    await adminAuth().createUser({ email, emailVerified: true });
    const sguk = 'https://carfinance.sguk.example/login';
    await (await browser()).ask(email, sguk);
    const link = new URL(await linkSentTo(email));
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('continueUrl')).toBe(sguk);
  });
});
