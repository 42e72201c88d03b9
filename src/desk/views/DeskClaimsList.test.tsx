import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_DESK_PAGES } from '../../../mocks/gateway/desk';
import { renderView } from '../../ui/testing';
import { DeskClaimsList, type DeskClaimsListProps } from './DeskClaimsList';
import { SERVICE_FAILURE_MESSAGES } from '../../../contract/failureWords';

function props(overrides: Partial<DeskClaimsListProps> = {}): DeskClaimsListProps {
  return {
    brandName: 'Redress',
    workspaces: ['Redress', 'SGUK'],
    phase: 'ready',
    query: { kind: 'filters', filters: {} },
    order: 'submitted',
    claims: SAMPLE_DESK_PAGES.first.claims,
    pageNumber: 1,
    hasNextPage: true,
    hasPreviousPage: false,
    problem: null,
    fieldErrors: {},
    onFilter: vi.fn(),
    onSearch: vi.fn(),
    onClearSearch: vi.fn(),
    onSort: vi.fn(),
    onNextPage: vi.fn(),
    onPreviousPage: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

const renderList = (overrides: Partial<DeskClaimsListProps> = {}) => {
  const all = props(overrides);
  const router = createMemoryRouter([{ path: '/desk', element: <DeskClaimsList {...all} /> }], {
    initialEntries: ['/desk'],
  });
  return { ...renderView(<RouterProvider router={router} />), props: all };
};

describe('the desk’s list', () => {
  it('shows each claim with its reference linking to its page, and an overdue tag', () => {
    renderList();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + SAMPLE_DESK_PAGES.first.claims.length);
    const first = SAMPLE_DESK_PAGES.first.claims[0]!;
    expect(screen.getByRole('link', { name: first.reference }).getAttribute('href')).toBe(
      `/desk/claims/${first.claimId}`,
    );
    expect(within(table).getAllByText('Overdue')).toHaveLength(1);
  });

  it('is a table with a header for each column, the status as a tag in words', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Claims, newest first (page 1)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Claimant', 'Workspace', 'Status', 'Lenders', 'Submitted▼', 'Response due▲▼']);
    const [, first, , third] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[3]!.textContent).toBe('Submitted');
    expect(cells[3]!.querySelector('strong')?.textContent).toBe('Submitted');
    expect(cells[5]!.textContent).toBe('1 Nov 2026');
    expect(within(third!).getAllByRole('cell')[3]!.textContent).toBe('In progress');
  });

  it('marks the gateway’s order on its header and offers the other as a sort button', async () => {
    const { user, props: given } = renderList();
    const submitted = screen.getByRole('columnheader', { name: /^Submitted/ });
    const due = screen.getByRole('columnheader', { name: /^Response due/ });
    expect(submitted.getAttribute('aria-sort')).toBe('descending');
    expect(due.getAttribute('aria-sort')).toBe('none');
    expect(within(submitted).queryByRole('button')).toBeNull();
    await user.click(within(due).getByRole('button', { name: 'Response due' }));
    expect(given.onSort).toHaveBeenCalledWith('responseDue');
  });

  it('sorted by response due, says the list is the overdue claims and offers Submitted', async () => {
    const { user, props: given } = renderList({
      query: { kind: 'filters', filters: { overdue: true } },
      order: 'responseDue',
    });
    screen.getByRole('table', { name: 'Overdue claims, longest overdue first (page 1)' });
    expect(screen.getByRole('columnheader', { name: /^Response due/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Submitted' }));
    expect(given.onSort).toHaveBeenCalledWith('submitted');
  });

  it('offers no sorting of a search’s claims, which come newest first', () => {
    renderList({ query: { kind: 'search', search: { by: 'reference', reference: 'RDR-DESK0001' } } });
    screen.getByRole('table', { name: 'Claims found (page 1)' });
    expect(screen.getByRole('columnheader', { name: /^Submitted/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /^Response due/ }).hasAttribute('aria-sort')).toBe(false);
    expect(screen.queryByRole('button', { name: /Response due|Submitted/ })).toBeNull();
  });

  it('offers only the staff member’s workspaces and sends the filters chosen', async () => {
    const { user, props: given } = renderList();
    const workspace = screen.getByLabelText('Workspace');
    expect(
      within(workspace)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All your workspaces', 'Redress', 'SGUK']);
    await user.selectOptions(screen.getByLabelText('Status'), 'in-progress');
    await user.selectOptions(workspace, 'SGUK');
    await user.click(screen.getByLabelText('Response overdue only'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(given.onFilter).toHaveBeenCalledWith({ status: 'in-progress', workspace: 'SGUK', overdue: true });
  });

  it('searches by surname and postcode in its own form', async () => {
    const { user, props: given } = renderList();
    await user.selectOptions(screen.getByLabelText('Search by'), 'surnamePostcode');
    await user.type(screen.getByLabelText('Surname'), 'Example');
    await user.type(screen.getByLabelText('Postcode'), 'sw1a1aa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(given.onSearch).toHaveBeenCalledWith({
      by: 'surnamePostcode',
      surname: 'Example',
      postcode: 'sw1a1aa',
    });
  });

  it('pages forward and back', async () => {
    const { user, props: given } = renderList({ hasPreviousPage: true, pageNumber: 2 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(given.onNextPage).toHaveBeenCalledTimes(1);
    expect(given.onPreviousPage).toHaveBeenCalledTimes(1);
  });

  it('says when no claims match, while loading, and the gateway’s message with Try again', async () => {
    const { unmount } = renderList({ claims: [], hasNextPage: false });
    expect(screen.getByRole('heading', { name: 'No claims match' })).toBeTruthy();
    unmount();
    const loading = renderList({ phase: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Loading claims…');
    loading.unmount();
    const { user, props: given } = renderList({
      phase: 'failed',
      problem: SERVICE_FAILURE_MESSAGES.server,
    });
    expect(screen.getByRole('alert').textContent).toContain(SERVICE_FAILURE_MESSAGES.server);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(given.onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the search’s field errors in a summary linking to the field', () => {
    renderList({ fieldErrors: { reference: 'Enter a claim reference, like RDR-ABCD2345' } });
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getByRole('link', { name: 'Enter a claim reference, like RDR-ABCD2345' })
        .getAttribute('href'),
    ).toBe('#search-reference');
  });
});
