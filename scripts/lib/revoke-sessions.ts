// `npm run revoke-sessions`: the incident runbook's first step for an account that may be taken
// over (docs/incidents.md): every refresh token of the account is revoked, so each of its
// sessions ends at its next token refresh (at most an hour) and at once wherever the ID token is
// checked for revocation; with --disable the account cannot sign in again until re-enabled.
// The CLI is scripts/revoke-sessions.mjs.
import { parseArgs } from 'node:util';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { REVOKE_SESSIONS_SYNOPSIS } from './operator-usage.mjs';

/** A problem with the command or the account, reported as one line and exit code 1. */
export class RevokeSessionsError extends Error {}

export const USAGE = REVOKE_SESSIONS_SYNOPSIS;

export interface RevokeRequest {
  /** An account's uid, or its email address (anything with an @). */
  who: string;
  disable: boolean;
}

/** Reads the command line: the account, --disable and the project. */
export function parseRevokeArgs(args: string[]): { request: RevokeRequest; project: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { disable: { type: 'boolean', default: false }, project: { type: 'string' } },
    });
  } catch (error) {
    throw new RevokeSessionsError(`${(error as Error).message}\n${USAGE}`);
  }
  const [who, ...extra] = parsed.positionals;
  if (!who || who.trim() === '' || extra.length > 0) throw new RevokeSessionsError(USAGE);
  return { request: { who: who.trim(), disable: parsed.values.disable }, project: parsed.values.project };
}

export interface RevokeOutcome {
  uid: string;
  /** Whether the account is disabled now. */
  disabled: boolean;
  /** When sessions signed in before this moment stopped being valid (ISO 8601). */
  validAfter: string;
}

async function account(auth: Auth, who: string): Promise<UserRecord> {
  try {
    return who.includes('@') ? await auth.getUserByEmail(who) : await auth.getUser(who);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-uid' || code === 'auth/invalid-email') {
      throw new RevokeSessionsError(
        `No account has the ${who.includes('@') ? 'email' : 'uid'} ${who}: nothing was revoked. Check it in Authentication → Users.`,
      );
    }
    throw error;
  }
}

/** Revokes every session of the account, and disables it when asked. */
export async function revokeSessions(auth: Auth, request: RevokeRequest): Promise<RevokeOutcome> {
  const user = await account(auth, request.who);
  if (request.disable) await auth.updateUser(user.uid, { disabled: true });
  await auth.revokeRefreshTokens(user.uid);
  const after = await auth.getUser(user.uid);
  return {
    uid: user.uid,
    disabled: after.disabled,
    validAfter: new Date(after.tokensValidAfterTime ?? Date.now()).toISOString(),
  };
}

/** What the command prints: the uid only (no email or name, so the output can go in the incident log). */
export function describeOutcome(outcome: RevokeOutcome): string[] {
  return [
    `Account ${outcome.uid}: every session signed in before ${outcome.validAfter} is revoked.`,
    outcome.disabled
      ? 'The account is disabled: it cannot sign in until it is enabled again (Authentication → Users).'
      : 'The account can still sign in with its password; add --disable to stop that too.',
  ];
}
