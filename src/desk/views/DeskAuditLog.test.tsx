import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_AUDIT } from '../../../mocks/gateway/deskAdmin';
import { renderView } from '../../ui/testing';
import { DeskAuditLog, type DeskAuditLogProps } from './DeskAuditLog';
import { SERVICE_FAILURE_MESSAGES } from '../../../contract/failureWords';

function props(overrides: Partial<DeskAuditLogProps> = {}): DeskAuditLogProps {
  return {
    brandName: 'Redress',
    phase: 'ready',
    filter: null,
    entries: SAMPLE_AUDIT.first,
    pageNumber: 1,
    hasNextPage: true,
    hasPreviousPage: false,
    problem: null,
    filterError: null,
    onFilter: vi.fn(),
    onClearFilter: vi.fn(),
    onNextPage: vi.fn(),
    onPreviousPage: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const renderLog = (overrides: Partial<DeskAuditLogProps> = {}) => {
  const all = props(overrides);
  const router = createMemoryRouter([{ path: '/desk/audit', element: <DeskAuditLog {...all} /> }], {
    initialEntries: ['/desk/audit'],
  });
  return { ...renderView(<RouterProvider router={router} />), props: all };
};

describe('the desk’s audit log', () => {
  it('shows each entry: when, who with their role, the action, the claim linked, workspaces, outcome, details', () => {
    renderLog();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((h) => h.textContent),
      )[0],
    ).toEqual(['When', 'Who', 'Action', 'Claim', 'Workspaces', 'Outcome', 'Details']);
    expect(rows).toHaveLength(1 + SAMPLE_AUDIT.first.length);
    const offer = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(offer).toEqual([
      '12 November 2026 at 13:56',
      'staff-handler-1Case handler',
      'Recorded an offercomplaint.recordOffer',
      'desk-claim-0001',
      'Redress',
      'Done',
      'complaintId: complaint-black-horse',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'desk-claim-0001' }).getAttribute('href')).toBe(
      '/desk/claims/desk-claim-0001',
    );
    expect(within(rows[4]!).getByText('Refused')).toBeTruthy();
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('staff-supervisor-1Supervisor');
    expect(screen.getByText(/Entries, newest first/).textContent).toBe('Entries, newest first (page 1)');
  });

  it('says the filter takes one field at a time, and sends the one chosen with its value', async () => {
    const { user, props: p } = renderLog();
    const group = screen.getByRole('group', { name: /Filter by/ });
    expect(within(group).getByText(/one of these at a time/)).toBeTruthy();
    await user.click(screen.getByLabelText('Staff member’s uid'));
    await user.type(screen.getByRole('textbox', { name: 'Staff member’s uid' }), 'staff-7');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(p.onFilter).toHaveBeenCalledWith({ by: 'staffUid', value: 'staff-7' });
    await user.click(screen.getByLabelText('Action'));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'note.add');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(p.onFilter).toHaveBeenLastCalledWith({ by: 'action', value: 'note.add' });
  });

  it('shows a filter error in the summary and by the field, with Error: in the title', async () => {
    const first = renderLog({ filterError: 'Choose what to filter the audit log by' });
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Choose what to filter the audit log by' }),
    ).toHaveProperty('hash', '#filter-by');
    expect(document.title).toBe('Error: Audit log – Redress desk');
    first.unmount();
    const { user, rerender } = renderLog();
    await user.click(screen.getByLabelText('Claim id'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const all = props({ filterError: 'Enter a claim id' });
    const router = createMemoryRouter([{ path: '/desk/audit', element: <DeskAuditLog {...all} /> }], {
      initialEntries: ['/desk/audit'],
    });
    rerender(<RouterProvider router={router} />);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Enter a claim id' })).toHaveProperty(
      'hash',
      '#filter-value',
    );
  });

  it('offers the whole log again when filtered, and pages both ways', async () => {
    const { user, props: p } = renderLog({
      filter: { by: 'claimId', value: 'desk-claim-0001' },
      hasPreviousPage: true,
      pageNumber: 2,
    });
    expect(screen.getByText(/Entries for/).textContent).toBe(
      'Entries for Claim id desk-claim-0001, newest first (page 2)',
    );
    await user.click(screen.getByRole('button', { name: 'Show the whole log' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(p.onClearFilter).toHaveBeenCalledOnce();
    expect(p.onNextPage).toHaveBeenCalledOnce();
    expect(p.onPreviousPage).toHaveBeenCalledOnce();
  });

  it('says when the log is loading, empty, or could not be read (with Try again)', async () => {
    const { unmount } = renderLog({ phase: 'loading', entries: [] });
    expect(screen.getByRole('status').textContent).toBe('Loading the audit log…');
    unmount();
    const empty = renderLog({ entries: [], filter: { by: 'action', value: 'note.add' } });
    expect(screen.getByRole('status').textContent).toContain('Nothing in the audit log matches this filter');
    empty.unmount();
    const { user, props: p } = renderLog({
      phase: 'failed',
      problem: SERVICE_FAILURE_MESSAGES.unavailable,
    });
    expect(within(screen.getByRole('alert')).getByText(SERVICE_FAILURE_MESSAGES.unavailable)).toBeTruthy();
    expect(document.title).toBe('Error: Audit log – Redress desk');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('tells someone who is not a supervisor that only supervisors can read it, with no log or form', () => {
    renderLog({ phase: 'supervisorOnly', entries: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Only supervisors can read the audit log',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });
});
