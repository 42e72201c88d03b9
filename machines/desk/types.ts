import type { Workspace } from '../../contract/firms';
import type { StaffRole } from '../../contract/staff';

/** The factor a staff account enrolled: a text message (the Auth emulator) or an authenticator app. */
export type SecondFactorKind = 'phone' | 'totp';

/**
 * Who signed in, from their ID token's claims: `role` and `workspaces` are custom claims set by
 * `npm run grant-role`; an account without them (a claimant's) has a null role and no workspaces.
 */
export interface DeskStaffIdentity {
  uid: string;
  email: string;
  role: StaffRole | null;
  workspaces: Workspace[];
}

/** Why a sign-in step failed, as the desk's auth adapter reports it (its errors carry `kind`). */
export type DeskSignInFailureKind =
  'wrong-credentials' | 'wrong-code' | 'expired-code' | 'too-many-attempts' | 'network' | 'unknown';
