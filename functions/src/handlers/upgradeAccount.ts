import { HttpsError } from 'firebase-functions/v2/https';
import type { Auth } from 'firebase-admin/auth';
import { isUnconfirmedPasswordSignIn, type CallContext, type Deps } from '../context.js';
import {
  RECENT_SIGN_IN_REQUIRED,
  WRONG_CURRENT_PASSWORD,
  allowedSites,
  checkContinueUrl,
  isCurrentPassword,
  signedInRecently,
} from '../lib/accountSecurity.js';
import { parsePayload } from '../lib/errors.js';
import { checkNewPassword } from '../lib/passwordStrength.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { emailVerificationMail } from '../mail/emailVerification.js';
import { triggerEmailSender } from '../mail/triggerEmail.js';
import type { Workspace } from '../../../contract/firms.js';
import {
  SendEmailVerificationRequestSchema,
  UpgradeAccountRequestSchema,
} from '../../../contract/requests.js';
import type { SendEmailVerificationData, UpgradeAccountData } from '../../../contract/responses.js';

/** Verification mails (and password changes) one account may ask for in an hour, every way together. */
export const UPGRADES_PER_USER_PER_HOUR = 5;

const code = (error: unknown) => (error as { code?: unknown }).code;

/** Counts one more verification mail (or password change) for the account; false when over the limit. */
async function countAccountMail(deps: Deps, uid: string): Promise<boolean> {
  return deps.db.runTransaction(async (tx) => {
    const limits = await readLimits(
      deps.db,
      tx,
      [{ key: `upgrade-uid-${uid}`, limit: UPGRADES_PER_USER_PER_HOUR, windowMs: HOUR }],
      deps.now(),
    );
    limits.commit();
    return limits.refusal === null;
  });
}

/** The names on the account's profile (users/{uid}), which its password may not contain. */
async function profileNames(deps: Deps, uid: string): Promise<string[]> {
  const profile = (await deps.db.collection('users').doc(uid).get()).data() ?? {};
  return ['firstName', 'middleName', 'lastName']
    .map((key) => profile[key] as unknown)
    .filter((name): name is string => typeof name === 'string');
}

/** Queues the link that confirms the account's email, through the mail outbox. */
async function queueVerificationMail(
  auth: Auth,
  deps: Deps,
  mail: { uid: string; email: string; continueUrl: string | undefined; workspace: Workspace },
) {
  const link = await auth.generateEmailVerificationLink(
    mail.email,
    mail.continueUrl ? { url: mail.continueUrl } : undefined,
  );
  await triggerEmailSender(deps.db).send(
    emailVerificationMail({
      uid: mail.uid,
      email: mail.email,
      link,
      signInUrl: mail.continueUrl ?? null,
      workspace: mail.workspace,
      sentAt: deps.now(),
    }),
  );
}

/**
 * Extension: turns the caller's guest account into an email-and-password account with the same
 * uid (so it keeps its claim), or sets a new password on an account that already has this email
 * (spec section 5). The password rule is checked here, where a browser cannot skip it. Unless the
 * address is already confirmed, a verification link goes through the mail outbox; until it is
 * opened, a password sign-in does not see the claim (firestore.rules, dispatch.ts). A caller the
 * claim is already open to (the guest, a sign-in link, a confirmed email) gets a sign-in token for
 * its own account, so the tab that set the password goes on as it was (decision 156). A registered
 * account changing its password shows its current password, or a sign-in within the last 5
 * minutes (decision 204); a wrong current password counts towards the hourly limit. A new password
 * holding the service's or the account's own words, or a common or breached one, is refused
 * (decision 216).
 */
export async function upgradeAccount(data: unknown, { uid, deps, caller }: CallContext) {
  const input = parsePayload(UpgradeAccountRequestSchema, data);
  checkContinueUrl(input.continueUrl, allowedSites());
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

  // Not a password with the service's or the account's own words, nor a common one (decision 216).
  await checkNewPassword(input.password, { email, names: await profileNames(deps, uid) });

  // A new password on a registered account: the current one, or a sign-in moments ago.
  const changing = registered && input.currentPassword === undefined;
  if (changing && !signedInRecently(caller.token, (deps.tokenNow ?? deps.now)())) {
    throw new HttpsError('failed-precondition', RECENT_SIGN_IN_REQUIRED, {
      reason: 'recent-sign-in-required',
    });
  }

  if (!(await countAccountMail(deps, uid))) {
    throw new HttpsError('resource-exhausted', 'Too many tries to set a password. Try again in an hour.', {
      reason: 'rate-limited',
    });
  }
  if (registered && input.currentPassword !== undefined) {
    if (!(await isCurrentPassword({ uid, email }, input.currentPassword))) {
      throw new HttpsError('permission-denied', WRONG_CURRENT_PASSWORD, { reason: 'wrong-current-password' });
    }
  }

  // A new address on the account is unconfirmed until its owner opens the link.
  const updated = await auth.updateUser(
    uid,
    ownEmail ? { password: input.password } : { email, password: input.password, emailVerified: false },
  );
  // A changed password signs the account out everywhere (V7.4.3, decision 218): every refresh
  // token issued before now is revoked, whatever the password change itself does to them. This
  // window goes on with the sign-in token below.
  if (registered) await auth.revokeRefreshTokens(uid);
  const emailVerified = updated.emailVerified;
  if (!emailVerified) {
    await queueVerificationMail(auth, deps, {
      uid,
      email,
      continueUrl: input.continueUrl,
      workspace: input.workspace,
    });
  }
  // The password change ends the caller's session with the others; this token signs the same
  // caller in again. An unconfirmed password sign-in gets none: it signs in
  // with the password, and stays held back until the email is confirmed.
  const token = isUnconfirmedPasswordSignIn(caller) ? undefined : await auth.createCustomToken(uid);
  const result: UpgradeAccountData = {
    status: registered ? 'password-updated' : 'linked',
    emailVerified,
    verificationSent: !emailVerified,
    ...(token ? { token } : {}),
  };
  return { data: result };
}

/**
 * Extension: "Send the link again" for a password sign-in whose email is not confirmed yet. The
 * link goes to the account's own email only (nothing in the request names an address), and counts
 * towards the same hourly limit as setting a password.
 */
export async function sendEmailVerification(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(SendEmailVerificationRequestSchema, data);
  checkContinueUrl(input.continueUrl, allowedSites());
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth();
  const user = await auth.getUser(uid);
  if (!user.email) throw new HttpsError('failed-precondition', 'No email', { reason: 'no-email' });
  if (user.emailVerified) {
    const answer: SendEmailVerificationData = { sent: false, emailVerified: true };
    return { data: answer };
  }
  if (!(await countAccountMail(deps, uid))) {
    throw new HttpsError(
      'resource-exhausted',
      'Too many emails to confirm your address. Try again in an hour.',
      { reason: 'rate-limited' },
    );
  }
  await queueVerificationMail(auth, deps, {
    uid,
    email: user.email,
    continueUrl: input.continueUrl,
    workspace: input.workspace,
  });
  const answer: SendEmailVerificationData = { sent: true, emailVerified: false };
  return { data: answer };
}
