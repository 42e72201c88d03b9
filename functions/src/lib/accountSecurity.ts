import { HttpsError } from 'firebase-functions/v2/https';
import { PASSWORD_CHECK_UNAVAILABLE_MESSAGE } from './gatewayMessages.js';
import {
  CONTINUE_URL_MESSAGE,
  isAllowedContinueUrl,
  parseSiteOrigins,
  type AllowedSites,
} from '../../../contract/requests.js';

/** How long after a sign-in a registered account may change its password without the current one. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** The refusals of a registered account's new password without proof (decision 204; the app's words too). */
export {
  RECENT_SIGN_IN_REQUIRED_MESSAGE as RECENT_SIGN_IN_REQUIRED,
  WRONG_CURRENT_PASSWORD_MESSAGE as WRONG_CURRENT_PASSWORD,
} from '../../../contract/signIn.js';

/**
 * True when the caller's ID token says its sign-in (`auth_time`, in seconds) happened within the
 * last 5 minutes by the given clock. A token without it counts as old.
 */
export function signedInRecently(token: Readonly<Record<string, unknown>> | undefined, now: number): boolean {
  const authTime = token?.auth_time;
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const age = now - authTime * 1000;
  return age >= -60_000 && age <= RECENT_SIGN_IN_MS;
}

/** The sites this deployment serves, from SITE_ORIGINS; the local machine only on the emulators. */
export function allowedSites(env: NodeJS.ProcessEnv = process.env): AllowedSites {
  return {
    origins: parseSiteOrigins(env.SITE_ORIGINS),
    local: env.FUNCTIONS_EMULATOR === 'true',
  };
}

/** Refuses (invalid-argument) a continueUrl that is not one of this deployment's own sites' /login. */
export function checkContinueUrl(continueUrl: string | undefined, sites: AllowedSites): void {
  if (continueUrl !== undefined && !isAllowedContinueUrl(continueUrl, sites)) {
    throw new HttpsError('invalid-argument', `data.continueUrl: ${CONTINUE_URL_MESSAGE}`, {
      reason: 'continue-url',
    });
  }
}

type Fetch = typeof fetch;

/**
 * Whether `password` is the account's current password, asked of Identity Toolkit's
 * accounts:signInWithPassword (the Admin SDK cannot check a password): the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set, else identitytoolkit.googleapis.com with the project's web
 * API key (WEB_API_KEY in functions/.env.<project>, the same public key the app's config holds;
 * decision 204). True only when it signs in as this very account.
 */
export async function isCurrentPassword(
  account: { uid: string; email: string },
  password: string,
  env: NodeJS.ProcessEnv = process.env,
  fetchImpl: Fetch = fetch,
): Promise<boolean> {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = emulator ? 'emulator' : (env.WEB_API_KEY ?? '').trim();
  if (!key) {
    throw new HttpsError('unavailable', 'Changing a password is not configured for this deployment.');
  }
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  let response: Response;
  try {
    response = await fetchImpl(`${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password, returnSecureToken: false }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpsError('unavailable', PASSWORD_CHECK_UNAVAILABLE_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as {
    localId?: unknown;
    error?: { message?: unknown };
  };
  if (response.ok) return body.localId === account.uid;
  const reason = typeof body.error?.message === 'string' ? body.error.message : '';
  if (/^(INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED)\b/.test(reason))
    return false;
  if (reason.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) {
    throw new HttpsError('resource-exhausted', 'Too many tries to set a password. Try again in an hour.', {
      reason: 'rate-limited',
    });
  }
  throw new HttpsError('unavailable', PASSWORD_CHECK_UNAVAILABLE_MESSAGE);
}
