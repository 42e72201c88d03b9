import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { CallContext, Deps } from '../context.js';
import { allowedSites, checkContinueUrl } from '../lib/accountSecurity.js';
import { parsePayload } from '../lib/errors.js';
import { rateLimited } from '../lib/outcomes.js';
import { HOUR, readLimits, type Limit } from '../lib/rateLimit.js';
import { signInLinkMail } from '../mail/signInLink.js';
import { searchEmail } from '../../../contract/search.js';
import {
  SIGN_IN_LINK_LIMIT_NAME,
  SendSignInLinkRequestSchema,
  type SendSignInLinkData,
} from '../../../contract/signInLink.js';

/**
 * Every answer takes at least this long, so how long it took does not tell an address with an
 * account (a link made and queued) from one without.
 */
export const MIN_ANSWER_MS = 1000;

/** How many submitted claims made with one address are looked at for a guest account. */
const CLAIMS_READ = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const code = (error: unknown) => (error as { code?: unknown }).code;

async function userOrNull(read: Promise<UserRecord>): Promise<UserRecord | null> {
  return read.catch((error: unknown) => {
    if (code(error) === 'auth/user-not-found') return null;
    throw error;
  });
}

/** A guest account: no email, no way to sign in but the browser session it was made in. */
const isGuest = (user: UserRecord) => !user.disabled && !user.email && user.providerData.length === 0;

/**
 * The account a sign-in link for this address would open, or null (decision 265):
 * - an account with this address, confirmed by its owner (the confirmation link was opened, or
 *   it has signed in with a link before), and not disabled;
 * - with no account holding the address, the guest account that submitted the newest claim made
 *   with it: the claimant who did not set a password. The address goes on that account, so the
 *   link signs in to it, the same uid that owns the claim.
 * An account holding the address unconfirmed (a password set, the link not opened yet) gets no
 * link: opening one would let a mistyped address's mailbox in (decision 132).
 */
async function accountFor(
  auth: Auth,
  deps: Deps,
  email: string,
): Promise<{ uid: string; addEmail: boolean } | null> {
  const holder = await userOrNull(auth.getUserByEmail(email));
  if (holder) return holder.emailVerified && !holder.disabled ? { uid: holder.uid, addEmail: false } : null;
  const claims = await deps.db
    .collection('claims')
    .where('search.email', '==', email)
    .limit(CLAIMS_READ)
    .get();
  const newestFirst = claims.docs
    .filter((claim) => claim.get('accountDeletedAt') === undefined && typeof claim.get('uid') === 'string')
    .sort((a, b) => Number(b.get('submittedAt') ?? 0) - Number(a.get('submittedAt') ?? 0));
  for (const claim of newestFirst) {
    const owner = await userOrNull(auth.getUser(claim.get('uid') as string));
    if (owner && isGuest(owner)) return { uid: owner.uid, addEmail: true };
  }
  return null;
}

/**
 * Extension: "Email me a sign-in link" on /login (decision 265). Counts the request per caller,
 * per address and per IP address, then, when an account may sign in with the address, makes a
 * Firebase Authentication email sign-in link that opens `continueUrl` (this deployment's own
 * /login) and queues it through the mail outbox. The answer is the same either way.
 */
export async function sendSignInLink(data: unknown, { uid, deps, client }: CallContext) {
  const started = deps.now();
  const input = parsePayload(SendSignInLinkRequestSchema, data);
  checkContinueUrl(input.continueUrl, allowedSites());
  const email = searchEmail(input.email);
  const { db, limits, pseudonym } = deps;
  const wanted: Limit[] = [
    { key: `signin-link-uid-${uid}`, limit: limits.signInLinksPerUserPerHour, windowMs: HOUR },
    // Per address and per IP address too, so new guest sessions do not reset the count.
    {
      key: `signin-link-email-${pseudonym('email', email)}`,
      limit: limits.signInLinksPerEmailPerHour,
      windowMs: HOUR,
    },
    ...(client.ip
      ? [
          {
            key: `signin-link-client-${pseudonym('ip', client.ip)}`,
            limit: limits.signInLinksPerClientPerHour,
            windowMs: HOUR,
          },
        ]
      : []),
  ];
  const refusal = await db.runTransaction(async (tx) => {
    const counters = await readLimits(db, tx, wanted, deps.now());
    counters.commit();
    return counters.refusal;
  });
  if (refusal) throw rateLimited(SIGN_IN_LINK_LIMIT_NAME, refusal);
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth();
  const account = await accountFor(auth, deps, email);
  if (account) {
    if (account.addEmail) await auth.updateUser(account.uid, { email, emailVerified: false });
    const link = await auth.generateSignInWithEmailLink(email, {
      url: input.continueUrl,
      handleCodeInApp: true,
    });
    await deps.providers.mail.send(
      signInLinkMail({
        uid: account.uid,
        email,
        link,
        signInUrl: input.continueUrl,
        workspace: input.workspace,
        sentAt: deps.now(),
      }),
    );
  }
  await sleep(Math.max(0, started + MIN_ANSWER_MS - deps.now()));
  const answer: SendSignInLinkData = { requested: true };
  return { data: answer };
}
