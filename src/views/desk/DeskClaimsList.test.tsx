import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_DESK_PAGES } from '../../../mocks/gateway/desk';
import { renderView } from '../../journey/views/testing';
import { DeskClaimsList, type DeskClaimsListProps } from './DeskClaimsList';

function props(overrides: Partial<DeskClaimsListProps> = {}): DeskClaimsListProps {
  return {
    brandName: 'Redress',
    workspaces: ['Redress', 'SGUK'],
    phase: 'ready',
    query: { kind: 'filters', filters: {} },
    claims: SAMPLE_DESK_PAGES.first.claims,
    pageNumber: 1,
    hasNextPage: true,
    hasPreviousPage: false,
    problem: null,
    fieldErrors: {},
    onFilter: vi.fn(),
    onSearch: vi.fn(),
    onClearSearch: vi.fn(),
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
      problem: 'The gateway could not complete this call. Try again.',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/The gateway could not complete this call/);
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
