import { HttpsError } from 'firebase-functions/v2/https';
import {
  DEPLOYED_SECOND_FACTORS,
  DESK_REFUSALS,
  EMULATOR_SECOND_FACTORS,
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
 * The staff member making this call, or a typed refusal: no staff role (claimants, guests), no
 * second factor in this sign-in, or a handler asking for what only a supervisor may do.
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
