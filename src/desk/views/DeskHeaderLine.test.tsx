import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../contract/staff';
import { renderView } from '../../ui/testing';
import { DeskHeaderLine, deskPageOf, type DeskPage } from './DeskHeaderLine';

function renderLine(role: StaffRole, currentPage: DeskPage | null) {
  const element = (
    <DeskHeaderLine
      email="someone@firm.example"
      role={role}
      workspaces={['Redress']}
      signingOut={false}
      onSignOut={vi.fn()}
      currentPage={currentPage}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/desk'] });
  return renderView(<RouterProvider router={router} />);
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'The desk' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('the desk’s navigation', () => {
  it('gives a handler Claims, the Overview and Data requests, marking the current page', () => {
    renderLine('handler', 'dataRequests');
    expect(links()).toEqual([
      ['Claims', '/desk', null],
      ['Overview', '/desk/overview', null],
      ['Data requests', '/desk/data-requests', 'page'],
    ]);
  });

  it('gives a supervisor the imports of determinations and the Audit log as well', () => {
    renderLine('supervisor', 'audit');
    expect(links()).toEqual([
      ['Claims', '/desk', null],
      ['Overview', '/desk/overview', null],
      ['Data requests', '/desk/data-requests', null],
      ['Import determinations', '/desk/imports', null],
      ['Audit log', '/desk/audit', 'page'],
    ]);
  });

  it('knows each desk page by its address, and no page for a claim’s', () => {
    expect(deskPageOf('/desk')).toBe('claims');
    expect(deskPageOf('/desk/')).toBe('claims');
    expect(deskPageOf('/desk/audit')).toBe('audit');
    expect(deskPageOf('/desk/overview')).toBe('overview');
    expect(deskPageOf('/desk/data-requests')).toBe('dataRequests');
    expect(deskPageOf('/desk/imports')).toBe('imports');
    expect(deskPageOf('/desk/imports/c0ffee00-1111-4222-8333-444455556666')).toBe('imports');
    expect(deskPageOf('/desk/claims/claim-1234abcd')).toBeNull();
  });
});
