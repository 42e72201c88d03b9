import { HttpsError } from 'firebase-functions/v2/https';
import {
  DEPLOYED_SECOND_FACTORS,
  DESK_REFUSALS,
  EMULATOR_SECOND_FACTORS,
  STAFF_SESSION_EXPIRED_MESSAGE,
  STAFF_SESSION_MAX_HOURS,
  type StaffRole,
} from '../../../contract/staff.js';
import type { Workspace } from '../../../contract/firms.js';
import type { CallContext } from '../context.js';
import { staffFromToken, type Staff } from '../lib/staff.js';

/** A staff member making a desk call: who, and what their token grants. */
export interface StaffCaller extends Staff {
  uid: string;
}

/**
 * The second factors a desk sign-in may show: TOTP in a deployment; on the emulators (the
 * Functions emulator, or a test against the Auth emulator) a text message as well, as the Auth
 * emulator has no TOTP (decision 178).
 */
export function acceptedSecondFactors(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const emulated = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  return emulated ? EMULATOR_SECOND_FACTORS : DEPLOYED_SECOND_FACTORS;
}

/** `firebase.sign_in_second_factor` of the caller's ID token, or null after a password alone. */
export function secondFactorOf(token: Readonly<Record<string, unknown>> | undefined): string | null {
  const firebase = token?.firebase;
  if (firebase === null || typeof firebase !== 'object') return null;
  const factor = (firebase as Record<string, unknown>).sign_in_second_factor;
  return typeof factor === 'string' ? factor : null;
}

/**
 * True when the sign-in behind this token (`auth_time`, in seconds) is no more than
 * STAFF_SESSION_MAX_HOURS old by the given clock. A token without it counts as expired.
 */
export function staffSignInCurrent(
  token: Readonly<Record<string, unknown>> | undefined,
  now: number,
): boolean {
  const authTime = token?.auth_time;
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  return now - authTime * 1000 <= STAFF_SESSION_MAX_HOURS * 60 * 60 * 1000;
}

/**
 * The staff member making this call, or a typed refusal: no staff role (claimants, guests), no
 * second factor in this sign-in, a sign-in older than a working day (decision 217), or a handler
 * asking for what only a supervisor may do.
 */
export function requireStaff(ctx: CallContext, role: StaffRole = 'handler'): StaffCaller {
  const staff = staffFromToken(ctx.caller.token);
  if (!staff) {
    throw new HttpsError(
      'permission-denied',
      'The desk is for the firm’s staff. Sign in with a staff account.',
      {
        reason: DESK_REFUSALS.staffOnly,
      },
    );
  }
  const factor = secondFactorOf(ctx.caller.token);
  if (factor === null || !acceptedSecondFactors().includes(factor)) {
    throw new HttpsError(
      'permission-denied',
      'Sign in to the desk with your second factor as well as your password.',
      { reason: DESK_REFUSALS.secondFactor },
    );
  }
  // An ID token is refreshed for as long as the browser stays signed in: the sign-in itself ends
  // after a working day, and the desk asks for the password and the second factor again.
  if (!staffSignInCurrent(ctx.caller.token, (ctx.deps.tokenNow ?? ctx.deps.now)())) {
    throw new HttpsError('unauthenticated', STAFF_SESSION_EXPIRED_MESSAGE, {
      reason: DESK_REFUSALS.sessionExpired,
    });
  }
  if (role === 'supervisor' && staff.role !== 'supervisor') {
    throw new HttpsError('permission-denied', 'Only a supervisor can do this.', {
      reason: DESK_REFUSALS.supervisorOnly,
    });
  }
  return { uid: ctx.uid, ...staff };
}

/** A workspace the caller has not been granted; named, since the caller chose it. */
export function workspaceNotGranted(workspace: Workspace): HttpsError {
  return new HttpsError('permission-denied', `You have not been granted the ${workspace} workspace.`, {
    reason: DESK_REFUSALS.workspace,
  });
}

/** Any claim the caller may not work (another workspace's, or not yet submitted) reads as missing. */
export function deskClaimNotFound(): HttpsError {
  return new HttpsError('not-found', 'No submitted claim with this claimId is in your workspaces.', {
    reason: 'claim',
  });
}
