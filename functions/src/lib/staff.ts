import { STAFF_ROLES, WORKSPACES, type StaffRole } from '../../../contract/staff.js';
import type { Workspace } from '../../../contract/firms.js';

/** A staff member as their ID token shows them (decision 178). */
export interface Staff {
  role: StaffRole;
  /** The workspaces whose claims they may work, each once. */
  workspaces: Workspace[];
}

const isRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
const isWorkspace = (value: unknown): value is Workspace =>
  typeof value === 'string' && (WORKSPACES as readonly string[]).includes(value);

/**
 * The staff role and workspaces in an ID token's custom claims (`role`, `workspaces`, set by
 * `npm run grant-role`), or null when the token holds no staff role: a claimant, a guest, a revoked
 * grant, or claims that are not the shape grant-role writes. A workspace the contract does not name
 * is ignored; a role with no workspace left is no role.
 */
export function staffFromToken(token: Readonly<Record<string, unknown>> | null | undefined): Staff | null {
  if (!token || !isRole(token.role) || !Array.isArray(token.workspaces)) return null;
  const workspaces = [...new Set((token.workspaces as unknown[]).filter(isWorkspace))];
  if (workspaces.length === 0) return null;
  return { role: token.role, workspaces };
}

/** Whether a staff member may act on a claim of this workspace. */
export const worksOn = (staff: Staff, workspace: Workspace): boolean => staff.workspaces.includes(workspace);
