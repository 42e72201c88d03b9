import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { emailVerificationMail } from '../mail/emailVerification.js';
import { triggerEmailSender } from '../mail/triggerEmail.js';
import { UpgradeAccountRequestSchema } from '../../../contract/requests.js';
import type { UpgradeAccountData } from '../../../contract/responses.js';

/** Verification mails (and password changes) one account may ask for in an hour. */
export const UPGRADES_PER_USER_PER_HOUR = 5;

const code = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Extension: turns the caller's guest account into an email-and-password account with the same
 * uid (so it keeps its claim), or sets a new password on an account that already has this email
 * (spec section 5). The password rule is checked here, where a browser cannot skip it. Unless the
 * address is already confirmed, a verification link goes through the mail outbox; until it is
 * opened, a password sign-in does not see the claim (firestore.rules, dispatch.ts).
 */
export async function upgradeAccount(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(UpgradeAccountRequestSchema, data);
  const email = input.email.toLowerCase();
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth();
  const user = await auth.getUser(uid);
  const registered = user.providerData.length > 0;
  const ownEmail = user.email?.toLowerCase() === email;
  if (registered && !ownEmail) {
    throw new HttpsError('failed-precondition', 'User is not anonymous', { reason: 'not-anonymous' });
  }
  if (!ownEmail) {
    const holder = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (code(error) === 'auth/user-not-found') return null;
      throw error;
    });
    if (holder && holder.uid !== uid) {
      throw new HttpsError(
        'already-exists',
        'An account already uses this email address. Sign in with it, or use another email address.',
        { reason: 'email-in-use' },
      );
    }
  }

  const limited = await deps.db.runTransaction(async (tx) => {
    const limits = await readLimits(
      deps.db,
      tx,
      [{ key: `upgrade-uid-${uid}`, limit: UPGRADES_PER_USER_PER_HOUR, windowMs: HOUR }],
      deps.now(),
    );
    limits.commit();
    return limits.refusal !== null;
  });
  if (limited) {
    throw new HttpsError('resource-exhausted', 'Too many tries to set a password. Try again in an hour.', {
      reason: 'rate-limited',
    });
  }

  // A new address on the account is unconfirmed until its owner opens the link.
  const updated = await auth.updateUser(
    uid,
    ownEmail ? { password: input.password } : { email, password: input.password, emailVerified: false },
  );
  const emailVerified = updated.emailVerified;
  if (!emailVerified) {
    const link = await auth.generateEmailVerificationLink(
      email,
      input.continueUrl ? { url: input.continueUrl } : undefined,
    );
    const sentAt = deps.now();
    await triggerEmailSender(deps.db).send(
      emailVerificationMail({
        uid,
        email,
        link,
        signInUrl: input.continueUrl ?? null,
        workspace: input.workspace,
        sentAt,
      }),
    );
  }
  const result: UpgradeAccountData = {
    status: registered ? 'password-updated' : 'linked',
    emailVerified,
    verificationSent: !emailVerified,
  };
  return { data: result };
}
