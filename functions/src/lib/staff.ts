import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from '../../../contract/firms.js';

/** The firm's roles, carried by a staff member's ID token as the custom claim `role`. */
export const STAFF_ROLES = ['handler', 'supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A member of the firm's staff: their role and the workspaces whose claims they work on. */
export interface Staff {
  role: StaffRole;
  workspaces: Workspace[];
}

const StaffClaimsSchema = v.object({
  role: v.picklist(STAFF_ROLES),
  workspaces: v.array(v.unknown()),
});

/**
 * The caller's role from their ID token's custom claims (`role`, and `workspaces`, an array of
 * workspace names), or null for anyone else: a claimant, a token without a known role, or one
 * whose claims are malformed. Workspace names that are not the firm's are left out.
 */
export function staffFromToken(token: Record<string, unknown> | undefined): Staff | null {
  const parsed = v.safeParse(StaffClaimsSchema, token ?? {});
  if (!parsed.success) return null;
  const workspaces = [
    ...new Set(parsed.output.workspaces.filter((name): name is Workspace => v.is(WorkspaceSchema, name))),
  ];
  return { role: parsed.output.role, workspaces };
}

/** Whether a staff member may act on a claim of this workspace. */
export const worksOn = (staff: Staff, workspace: Workspace): boolean => staff.workspaces.includes(workspace);
