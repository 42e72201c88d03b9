import type { Workspace } from '../../contract/firms';
import type { StaffRole } from '../../contract/staff';

/** The factor a staff account enrolled: a text message (the Auth emulator) or an authenticator app. */
export type SecondFactorKind = 'phone' | 'totp';

/**
 * The factor a staff account without one is walked through enrolling: an authenticator app in a
 * deployment, a text message on the Auth emulator (the adapter decides from its configuration).
 */
export type EnrolmentKind = SecondFactorKind;

/** What an authenticator app needs to be set up: the secret, as text and as an `otpauth://` URL. */
export interface AuthenticatorSecret {
  /** The base-32 secret, for staff who type it instead of scanning. */
  secretKey: string;
  /** The `otpauth://totp/…` URL the QR code carries. */
  qrCodeUrl: string;
}

/**
 * Who signed in, from their ID token's claims: `role` and `workspaces` are custom claims set by
 * `npm run grant-role`; an account without them (a claimant's) has a null role and no workspaces.
 */
export interface DeskStaffIdentity {
  uid: string;
  email: string;
  role: StaffRole | null;
  workspaces: Workspace[];
  /**
   * Invited by grant-role to enrol a second factor before it is given a role (decision 247): the
   * desk walks it through enrolling, then says a supervisor gives it access.
   */
  invited?: boolean;
}

/** Why a sign-in step failed, as the desk's auth adapter reports it (its errors carry `kind`). */
export type DeskSignInFailureKind =
  | 'wrong-credentials'
  | 'wrong-code'
  | 'expired-code'
  | 'too-many-attempts'
  | 'network'
  | 'unverified-email'
  | 'invalid-phone'
  | 'sign-in-again'
  | 'unknown';

/** The gateway's refusals that end the desk's session (contract/staff.ts `DESK_REFUSALS`). */
export type SessionEndReason = 'session-expired' | 'second-factor-required' | 'session-revoked';
