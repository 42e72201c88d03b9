// What the desk's pages share once a staff member has signed in with both factors: who they are
// (from their ID token's claims) and the gateway client signed in as them. Only the desk's routes
// load this module.
import { createContext, use } from 'react';
import type { Workspace } from '../../../contract/firms';
import type { StaffRole } from '../../../contract/staff';
import type { DeskGateway } from '../adapters/deskGateway';

/** The signed-in staff member, as their ID token says (role and workspaces are custom claims). */
export interface DeskStaff {
  uid: string;
  email: string;
  role: StaffRole;
  workspaces: Workspace[];
}

export interface DeskSession {
  staff: DeskStaff;
  gateway: DeskGateway;
}

export const DeskSessionContext = createContext<DeskSession | null>(null);

/** The desk's session; the desk's layout renders its pages only once there is one. */
export function useDeskSession(): DeskSession {
  const session = use(DeskSessionContext);
  if (!session) throw new Error('A desk page rendered outside the desk’s signed-in layout');
  return session;
}
