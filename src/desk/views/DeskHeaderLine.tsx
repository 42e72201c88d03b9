import { Link } from 'react-router';
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

const Nav = styled.nav`
  margin: 0 0 var(--space-4);
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-5);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: var(--space-1) 0;
    font-weight: 700;
  }
  a[aria-current='page'] {
    color: var(--colour-text);
    text-decoration: none;
    border-bottom: 4px solid var(--colour-link);
  }
`;

/** The desk's pages its navigation links to. */
export type DeskPage = 'claims' | 'overview' | 'dataRequests' | 'imports' | 'audit';

const DESK_PAGES: { page: DeskPage; href: string; label: string; supervisorsOnly?: boolean }[] = [
  { page: 'claims', href: '/desk', label: 'Claims' },
  { page: 'overview', href: '/desk/overview', label: 'Overview' },
  { page: 'dataRequests', href: '/desk/data-requests', label: 'Data requests' },
  { page: 'imports', href: '/desk/imports', label: 'Import determinations', supervisorsOnly: true },
  { page: 'audit', href: '/desk/audit', label: 'Audit log', supervisorsOnly: true },
];

export const ROLE_LABELS: Record<StaffRole, string> = { handler: 'Case handler', supervisor: 'Supervisor' };

export interface DeskHeaderLineProps {
  email: string;
  role: StaffRole;
  workspaces: readonly Workspace[];
  signingOut: boolean;
  onSignOut: () => void;
  /** The desk page shown, marked in the navigation; null on a page it does not list (a claim's). */
  currentPage?: DeskPage | null;
}

/** Who is signed in at the desk, as what, for which workspaces; and Sign out. */
export function DeskHeaderLine({
  email,
  role,
  workspaces,
  signingOut,
  onSignOut,
  currentPage = null,
}: DeskHeaderLineProps) {
  return (
    <>
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
      <Nav aria-label="The desk">
        <ul>
          {DESK_PAGES.filter((item) => !item.supervisorsOnly || role === 'supervisor').map((item) => (
            <li key={item.page}>
              <Link to={item.href} aria-current={item.page === currentPage ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
    </>
  );
}

/** The desk page an address shows, for the navigation; null for any other (a claim's page). */
export function deskPageOf(pathname: string): DeskPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/desk') return 'claims';
  if (path === '/desk/overview') return 'overview';
  if (path === '/desk/data-requests') return 'dataRequests';
  if (path === '/desk/audit') return 'audit';
  if (path === '/desk/imports' || path.startsWith('/desk/imports/')) return 'imports';
  return null;
}
