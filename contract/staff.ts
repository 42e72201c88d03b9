// The firm's staff at the desk: their roles, what a desk sign-in must show, the reasons the
// gateway gives when it refuses one, and what the audit log records (decision 178).
import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from './firms.js';

/** A handler works the claims of the workspaces granted; a supervisor can also read the audit log. */
export const STAFF_ROLES = ['handler', 'supervisor'] as const;
export const StaffRoleSchema = v.picklist(STAFF_ROLES, 'role must be handler or supervisor');
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

/** Every workspace, in the order the contract lists them. */
export const WORKSPACES: readonly Workspace[] = WorkspaceSchema.options;

/** The custom claims `npm run grant-role` sets on a staff account; the ID token carries them. */
export interface StaffClaims {
  role: StaffRole;
  workspaces: Workspace[];
}

/**
 * The second factors (`firebase.sign_in_second_factor` in the ID token) the desk accepts: an
 * authenticator app (TOTP) in a deployment; the Auth emulator has no TOTP, so a text message
 * (`phone`) stands in for it there and only there.
 */
export const DEPLOYED_SECOND_FACTORS = ['totp'] as const;
export const EMULATOR_SECOND_FACTORS = ['totp', 'phone'] as const;

/** Why the gateway refused a desk call, sent as the error's `details.reason`. */
export const DESK_REFUSALS = {
  /** The caller holds no staff role: a claimant, a guest, or a revoked staff account. */
  staffOnly: 'staff-only',
  /** A staff account signed in with its password alone. */
  secondFactor: 'second-factor-required',
  /** A staff sign-in older than the desk's session allows: the staff member signs in again. */
  sessionExpired: 'session-expired',
  /** A handler asked for what only a supervisor may do. */
  supervisorOnly: 'supervisor-only',
  /** A workspace the caller has not been granted. */
  workspace: 'workspace',
} as const;

/**
 * The complaint events a handler records (`handler.*`, contract/lifecycle/events.ts), as the audit
 * log names them: `complaint.` and the event's name.
 */
export const COMPLAINT_AUDIT_ACTIONS = [
  'complaint.send',
  'complaint.acknowledge',
  'complaint.recordOffer',
  'complaint.recordRejection',
  'complaint.referToOmbudsman',
  'complaint.recordPayment',
  'complaint.close',
  'complaint.withdraw',
] as const;
export type ComplaintAuditAction = (typeof COMPLAINT_AUDIT_ACTIONS)[number];

/** The audit log's name for a handler's complaint event: `handler.send` → `complaint.send`. */
export const complaintAuditAction = (eventType: `handler.${string}`): ComplaintAuditAction =>
  `complaint.${eventType.slice('handler.'.length)}` as ComplaintAuditAction;

/** What a staff member did, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'claims.list',
  'claim.open',
  /** The claim's signed letter of authority, downloaded at the desk (deskSignedLetter). */
  'claim.signedLetter',
  'note.add',
  'audit.read',
  'dataRequest.approve',
  ...COMPLAINT_AUDIT_ACTIONS,
] as const;
export const AuditActionSchema = v.picklist(
  AUDIT_ACTIONS,
  `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
);
export type AuditAction = v.InferOutput<typeof AuditActionSchema>;

/** Whether the action went ahead or the gateway refused it (a claim outside the caller's workspaces). */
export type AuditOutcome = 'ok' | 'refused';
