// The firm's staff at the desk: their roles, what a desk sign-in must show, the reasons the
// gateway gives when it refuses one, and what the audit log records (decision 178).
import * as v from 'valibot';
import { formatUkTime } from './dates.js';
import { WorkspaceSchema, type Workspace } from './firms.js';

/** A handler works the claims of the workspaces granted; a supervisor can also read the audit log. */
export const STAFF_ROLES = ['handler', 'supervisor'] as const;
export const StaffRoleSchema = v.picklist(STAFF_ROLES, 'role must be handler or supervisor');
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

/** Every workspace, in the order the contract lists them. */
export const WORKSPACES: readonly Workspace[] = WorkspaceSchema.options;

/**
 * The custom claim `npm run grant-role` sets on an account it could not yet give a role because it
 * has no second factor: an invitation to enrol one at the desk's sign-in (decision 247). It grants
 * nothing at the gateway, which reads only `role` and `workspaces`; the role's grant removes it.
 */
export const DESK_ENROLMENT_CLAIM = 'deskEnrolment';

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
  /** A handler asked for what only a supervisor may do. */
  supervisorOnly: 'supervisor-only',
  /** A workspace the caller has not been granted. */
  workspace: 'workspace',
  /** The staff sign-in is older than a working day (STAFF_SESSION_MAX_HOURS): sign in again. */
  sessionExpired: 'session-expired',
  /**
   * The sign-in was ended by the firm: its sessions were revoked, the account disabled, or its role
   * or workspaces taken away or narrowed since the token was issued. Sign in again.
   */
  sessionRevoked: 'session-revoked',
  /** The staff member reached an hourly reading limit (STAFF_LIMIT_KINDS); it resets within the hour. */
  staffLimit: 'staff-limit',
} as const;

/**
 * What the desk limits per staff member and per hour (the gateway's desk/limits.ts counts them):
 * claims opened, signed letters downloaded, complaint letters made, and pages of the claims list
 * or search and of the data requests queue.
 */
export const STAFF_LIMIT_KINDS = ['claimsOpened', 'signedLetters', 'complaintLetters', 'listPages'] as const;
export type StaffLimitKind = (typeof STAFF_LIMIT_KINDS)[number];

/** Each limit in the words of a refusal: "You have opened 60 claims in the last hour". */
const STAFF_LIMIT_WORDS: Record<StaffLimitKind, string> = {
  claimsOpened: 'opened',
  signedLetters: 'downloaded',
  complaintLetters: 'made',
  listPages: 'read',
};
const STAFF_LIMIT_NOUNS: Record<StaffLimitKind, string> = {
  claimsOpened: 'claims',
  signedLetters: 'signed letters',
  complaintLetters: 'complaint letters',
  listPages: 'pages of claims or requests',
};

/**
 * The sentence a staff member refused by an hourly limit reads at the desk, which shows the
 * gateway's message as it is: which limit, how many, and when it resets.
 */
export function limitMessage(kind: StaffLimitKind, perHour: number, resetsAt: number): string {
  return (
    `You have ${STAFF_LIMIT_WORDS[kind]} ${perHour} ${STAFF_LIMIT_NOUNS[kind]} in the last hour, ` +
    `the most the desk allows one person an hour. You can carry on at ${formatUkTime(resetsAt)} (UK time). ` +
    'If your work needs more, ask a supervisor.'
  );
}

/**
 * The longest a staff sign-in lasts, whatever its tokens' refreshes (decision 217): a working day.
 * The gateway refuses a desk call whose token's `auth_time` is older; the desk signs in again.
 */
export const STAFF_SESSION_MAX_HOURS = 12;

/** The refusal's message, which the desk shows with its sign-in form. */
export const STAFF_SESSION_EXPIRED_MESSAGE = `Your desk sign-in has ended: it lasts ${STAFF_SESSION_MAX_HOURS} hours. Sign in again.`;

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
  'complaint.recordDetermination',
] as const;
export type ComplaintAuditAction = (typeof COMPLAINT_AUDIT_ACTIONS)[number];

/** The audit log's name for a handler's complaint event: `handler.send` → `complaint.send`. */
export const complaintAuditAction = (eventType: `handler.${string}`): ComplaintAuditAction =>
  `complaint.${eventType.slice('handler.'.length)}` as ComplaintAuditAction;

/** What a staff member (or a claimant reading a letter, decision 272) did, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'claims.list',
  'claim.open',
  /** The claim's signed letter of authority, downloaded at the desk (deskSignedLetter). */
  'claim.signedLetter',
  'note.add',
  'audit.read',
  'dataRequest.approve',
  /** A claimant's deletion request refused at the desk (decision 271; details as for an approval, never the reason). */
  'dataRequest.refuse',
  /** A page of the data requests queue read at the desk (details: the page, the count). */
  'dataRequests.list',
  /** A lender's determination checked against the scheme's remedies (details: the complaint, flagged). */
  'complaint.checkDetermination',
  /** The desk's overview of the firm's figures read (decision 273; the workspaces it covered). */
  'overview.read',
  /** A desk call refused because the staff member reached an hourly limit (details: the limit). */
  'limit.reached',
  /** A lender's response uploaded at the desk as a PDF (decision 272; details: the letter, its size). */
  'letter.upload',
  /** A letter on a claim downloaded, at the desk or by the claimant from Your claims (decision 272). */
  'letter.download',
  /** A lender's determinations file taken for import (decision 277; details: its name, size, SHA-256, rows). */
  'determinations.import',
  ...COMPLAINT_AUDIT_ACTIONS,
] as const;
export const AuditActionSchema = v.picklist(
  AUDIT_ACTIONS,
  `action must be one of ${AUDIT_ACTIONS.join(', ')}`,
);
export type AuditAction = v.InferOutput<typeof AuditActionSchema>;

/**
 * Who did what an audit entry records: a staff member, or a claimant downloading a letter on their
 * claim from "Your claims" (decision 272).
 */
export const AUDIT_ROLES = [...STAFF_ROLES, 'claimant'] as const;
export const AuditRoleSchema = v.picklist(AUDIT_ROLES);
export type AuditRole = v.InferOutput<typeof AuditRoleSchema>;

/** Whether the action went ahead or the gateway refused it (a claim outside the caller's workspaces). */
export type AuditOutcome = 'ok' | 'refused';
