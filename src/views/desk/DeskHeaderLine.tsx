import styled from 'styled-components';
import type { Workspace } from '../../../contract/firms';
import type { StaffRole } from '../../../contract/staff';
import { LinkButton } from '../../ui/form/LinkButton';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  align-items: baseline;
  padding: var(--space-2) 0;
  margin-bottom: var(--space-4);
  border-bottom: 1px solid var(--colour-border, #b1b4b6);
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const ROLE_LABELS: Record<StaffRole, string> = { handler: 'Case handler', supervisor: 'Supervisor' };

export interface DeskHeaderLineProps {
  email: string;
  role: StaffRole;
  workspaces: readonly Workspace[];
  signingOut: boolean;
  onSignOut: () => void;
}

/** Who is signed in at the desk, as what, for which workspaces; and Sign out. */
export function DeskHeaderLine({ email, role, workspaces, signingOut, onSignOut }: DeskHeaderLineProps) {
  return (
    <Line aria-label="Your desk session" role="region">
      <p>
        Signed in as <strong>{email}</strong>
      </p>
      <p>Role: {ROLE_LABELS[role]}</p>
      <p>Workspaces: {workspaces.join(', ')}</p>
      <p>
        <LinkButton onClick={onSignOut} aria-disabled={signingOut || undefined}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </LinkButton>
      </p>
    </Line>
  );
}
