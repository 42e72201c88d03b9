import type { Auth } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { DESK_REFUSALS } from '../../../contract/staff.js';
import type { CallContext } from '../context.js';
import { LOG_ALERTS } from './alerts.js';
import { staffFromToken } from './staff.js';

/** An account as Firebase Authentication holds it now, for the checks a token cannot make itself. */
export interface AccountNow {
  disabled: boolean;
  /** When the account's sessions were last revoked (milliseconds), or null when never. */
  validSinceMs: number | null;
  /** The account's custom claims now: a staff role and workspaces as grant-role last set them. */
  claims: Readonly<Record<string, unknown>>;
  /** How its owner can sign in: what the claimant's emails tell them to do (decision 264). */
  signIn: AccountSignIn;
}

/**
 * `password`: with its email and a password; `email`: it has an email address but no password;
 * `guest`: neither (a guest, on the device and browser the account was made in).
 */
export type AccountSignIn = 'password' | 'email' | 'guest';

/** How an account as Firebase Authentication holds it can be signed in to. */
export function accountSignIn(user: {
  email?: string | undefined;
  providerData: readonly { providerId: string }[];
}): AccountSignIn {
  if (user.providerData.some((provider) => provider.providerId === 'password')) return 'password';
  return user.email ? 'email' : 'guest';
}

/** Reads an account now; null when there is no such account (it was deleted). */
export type AccountLookup = (uid: string) => Promise<AccountNow | null>;

/**
 * The caller's account as Firebase Authentication holds it now: one lookup a call, nothing
 * cached, so a revocation, a disabled account or a narrowed grant holds from the next call.
 */
export function accountLookup(auth: () => Promise<Pick<Auth, 'getUser'>>): AccountLookup {
  return async (uid) => {
    try {
      const user = await (await auth()).getUser(uid);
      return {
        disabled: user.disabled,
        validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : null,
        claims: user.customClaims ?? {},
        signIn: accountSignIn(user),
      };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}

/**
 * The operations that refuse a token the firm has ended (decision 244): every staff operation, and
 * the claimant's operations that read or change what matters (a copy of their data, asking to
 * delete it or withdrawing the request, cancelling, accepting or declining an offer, setting a
 * password, the signed letter).
 * The rest (the journey's own steps) keep to the ID token alone: a revoked guest there can only
 * carry on its own unsubmitted claim, and its token ends within the hour.
 */
export const ACCOUNT_CHECKED_OPERATIONS: ReadonlySet<string> = new Set([
  'deskListClaims',
  'deskOpenClaim',
  'deskAddNote',
  'deskReadAudit',
  'deskSendComplaint',
  'deskSignedLetter',
  'deskCheckDetermination',
  'deskUploadLenderResponse',
  'deskDownloadLetter',
  'deskOverview',
  'deskStartImport',
  'deskReadImport',
  'deskListImports',
  'approveDataDeletion',
  'refuseDataDeletion',
  'listDataRequests',
  'recordComplaintEvent',
  'exportMyData',
  'requestDataDeletion',
  'withdrawDataDeletion',
  'cancelClaim',
  'downloadSignedLetter',
  'listClaimLetters',
  'downloadClaimLetter',
  'upgradeAccount',
]);

export type TokenEnded = 'revoked' | 'disabled' | 'deleted' | 'narrowed';

/**
 * Why a verified ID token no longer speaks for its account, or null when it still does:
 * - the account is gone or disabled;
 * - its sessions were revoked after this sign-in (`auth_time`, seconds), by Firebase's own rule
 *   (`verifyIdToken`'s `checkRevoked`): the revocation time is kept in whole seconds, and an account
 *   starts with it set to its creation, so a sign-in in the same second as either still holds;
 * - the token grants a staff role or a workspace the account no longer has (a narrowed grant).
 */
export function tokenEnded(
  token: Readonly<Record<string, unknown>> | undefined,
  account: AccountNow | null,
): TokenEnded | null {
  if (account === null) return 'deleted';
  if (account.disabled) return 'disabled';
  if (account.validSinceMs !== null) {
    // A token without a sign-in time cannot show it came after the revocation.
    const authTime = token?.auth_time;
    const signedInAt =
      typeof authTime === 'number' && Number.isFinite(authTime) ? authTime * 1000 : -Infinity;
    if (signedInAt < account.validSinceMs) return 'revoked';
  }
  const granted = staffFromToken(token);
  if (granted) {
    const now = staffFromToken(account.claims);
    if (!now) return 'narrowed';
    if (granted.role === 'supervisor' && now.role !== 'supervisor') return 'narrowed';
    if (granted.workspaces.some((workspace) => !now.workspaces.includes(workspace))) return 'narrowed';
  }
  return null;
}

const MESSAGES: Record<TokenEnded, string> = {
  revoked: 'You have been signed out. Sign in again to carry on.',
  disabled: 'This account has been switched off. Contact the firm if you think this is wrong.',
  deleted: 'This account no longer exists.',
  narrowed: 'Your access has changed since you signed in. Sign in again to carry on.',
};

/**
 * Refuses the call when the caller's token no longer speaks for its account (`tokenEnded`), with a
 * log line an alert matches (lib/alerts.ts): someone is still using a session the firm ended.
 */
export async function requireCurrentToken(functionName: string, ctx: CallContext): Promise<void> {
  const ended = tokenEnded(ctx.caller.token, await ctx.deps.accounts(ctx.uid));
  if (ended === null) return;
  logger.warn('token refused', refusedTokenLine(functionName, ctx.uid, ctx.caller.token, ended));
  throw new HttpsError('unauthenticated', MESSAGES[ended], { reason: DESK_REFUSALS.sessionRevoked, ended });
}

/**
 * The structured log line for a call refused because its token was ended, for its alert to match
 * (lib/alerts.ts): the operation, the account's uid, why, and whether the token was a staff
 * member's. Nothing else from the token (its email or name) goes into the log.
 */
export function refusedTokenLine(
  functionName: string,
  uid: string,
  token: Readonly<Record<string, unknown>> | undefined,
  ended: TokenEnded,
): Record<string, string | boolean> {
  return {
    event: LOG_ALERTS.revokedTokenRefused.event,
    functionName,
    uid,
    ended,
    staff: staffFromToken(token) !== null,
  };
}
