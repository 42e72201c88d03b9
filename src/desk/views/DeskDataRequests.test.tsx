import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../../contract/dates';
import { approvedSample, SAMPLE_DATA_REQUESTS } from '../../../mocks/gateway/deskAdmin';
import { renderView } from '../../ui/testing';
import { DeskDataRequests, type DeskDataRequestsProps } from './DeskDataRequests';
import { SERVICE_FAILURE_MESSAGES } from '../../../contract/failureWords';

const [MINE, SHARED] = SAMPLE_DATA_REQUESTS as [
  (typeof SAMPLE_DATA_REQUESTS)[number],
  (typeof SAMPLE_DATA_REQUESTS)[number],
];

function props(overrides: Partial<DeskDataRequestsProps> = {}): DeskDataRequestsProps {
  return {
    brandName: 'Redress',
    phase: 'ready',
    requests: SAMPLE_DATA_REQUESTS,
    confirming: null,
    approving: null,
    approvalProblem: null,
    approved: {},
    problem: null,
    hasMore: false,
    loadingMore: false,
    moreProblem: null,
    onApprove: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onRetryApprove: vi.fn(),
    onRetry: vi.fn(),
    onShowMore: vi.fn(),
    refusing: null,
    sendingRefusal: null,
    refusalProblem: null,
    refused: {},
    onRefuse: vi.fn(),
    onChangeRefusalReason: vi.fn(),
    onConfirmRefuse: vi.fn(),
    onCancelRefuse: vi.fn(),
    onRetryRefuse: vi.fn(),
    ...overrides,
  };
}

const renderPage = (overrides: Partial<DeskDataRequestsProps> = {}) => {
  const all = props(overrides);
  const router = createMemoryRouter(
    [{ path: '/desk/data-requests', element: <DeskDataRequests {...all} /> }],
    { initialEntries: ['/desk/data-requests'] },
  );
  return { ...renderView(<RouterProvider router={router} />), props: all };
};

const card = (n: number) => screen.getByRole('region', { name: new RegExp(`^Request ${n}:`) });

describe('the desk’s data requests', () => {
  it('lists each request with its claims linked, what the deletion removes and what the firm keeps', () => {
    renderPage();
    const first = within(card(1));
    expect(first.getByRole('link', { name: 'RDR-DESK0001' }).getAttribute('href')).toBe(
      '/desk/claims/desk-claim-0001',
    );
    expect(first.getByText(/claims they did not sign: draft-claim-0001/)).toBeTruthy();
    expect(first.getByText(/The case record of each signed claim \(RDR-DESK0001\)/).textContent).toContain(
      'then for 6 years',
    );
    expect(first.getByRole('button', { name: 'Approve the deletion' })).toBeTruthy();
  });

  it('does not offer approval when the claimant has claims in workspaces the staff member lacks', () => {
    renderPage();
    const second = within(card(2));
    expect(second.queryByRole('button', { name: 'Approve the deletion' })).toBeNull();
    expect(second.getByText(/A case handler with all of them must approve this request/)).toBeTruthy();
    expect(SHARED.canApprove).toBe(false);
  });

  it('asks “Are you sure…? This cannot be undone” before deleting, with Yes and No', async () => {
    const { user, props: p } = renderPage({ confirming: MINE.requestId });
    const confirm = within(card(1)).getByRole('group', { name: /Are you sure/ });
    expect(within(confirm).getByText(/This cannot be undone/)).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete the data' }));
    await user.click(within(confirm).getByRole('button', { name: 'No, go back' }));
    expect(p.onConfirm).toHaveBeenCalledOnce();
    expect(p.onCancel).toHaveBeenCalledOnce();
    expect(within(card(1)).queryByRole('button', { name: 'Approve the deletion' })).toBeNull();
  });

  it('sends the approval of the request pressed', async () => {
    const { user, props: p } = renderPage();
    await user.click(within(card(1)).getByRole('button', { name: 'Approve the deletion' }));
    expect(p.onApprove).toHaveBeenCalledWith(MINE.requestId);
  });

  it('says the data is being deleted, then shows what the gateway did', () => {
    const { unmount } = renderPage({ approving: MINE.requestId });
    expect(within(card(1)).getByRole('status').textContent).toBe('Deleting the data…');
    unmount();
    renderPage({
      approved: { [MINE.requestId]: approvedSample(MINE.requestId, '2026-11-12T14:30:00.000Z')! },
    });
    const done = within(within(card(1)).getByRole('status'));
    expect(done.getByRole('heading').textContent).toBe('The data has been deleted');
    expect(done.getByText('Unsigned claims removed').nextElementSibling?.textContent).toBe('1');
    expect(done.getByRole('link', { name: 'desk-claim-0001' })).toBeTruthy();
    expect(within(card(1)).queryByRole('button', { name: 'Approve the deletion' })).toBeNull();
  });

  it('offers Try again after a failure on the way, and only the message after a refusal', async () => {
    const message = SERVICE_FAILURE_MESSAGES.network;
    const {
      user,
      props: p,
      unmount,
    } = renderPage({
      approvalProblem: { requestId: MINE.requestId, message, retry: true },
    });
    const alert = within(within(card(1)).getByRole('alert'));
    expect(alert.getByText(message)).toBeTruthy();
    await user.click(alert.getByRole('button', { name: 'Try again' }));
    expect(p.onRetryApprove).toHaveBeenCalledOnce();
    unmount();
    renderPage({ approvalProblem: { requestId: MINE.requestId, message: 'No data request.', retry: false } });
    expect(within(within(card(1)).getByRole('alert')).queryByRole('button')).toBeNull();
  });

  it('says when the requests are loading, none are open, or they could not be read (with Try again)', async () => {
    const loading = renderPage({ phase: 'loading', requests: [] });
    expect(screen.getByRole('status').textContent).toBe('Loading the data requests…');
    loading.unmount();
    const none = renderPage({ requests: [] });
    expect(within(screen.getByRole('status')).getByRole('heading').textContent).toBe('No open requests');
    none.unmount();
    const { user, props: p } = renderPage({
      phase: 'failed',
      requests: [],
      problem: SERVICE_FAILURE_MESSAGES.server,
    });
    expect(document.title).toBe('Error: Data requests – Redress desk');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
  });

  it('offers “Show more requests” while there are more, says when they are loading or could not be read', async () => {
    const last = renderPage();
    expect(screen.queryByRole('button', { name: 'Show more requests' })).toBeNull();
    last.unmount();
    const { user, props: p, unmount } = renderPage({ hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(p.onShowMore).toHaveBeenCalledOnce();
    unmount();
    const loading = renderPage({ hasMore: true, loadingMore: true });
    expect(screen.getByRole('status').textContent).toBe('Loading more requests…');
    await loading.user.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(loading.props.onShowMore).not.toHaveBeenCalled();
    loading.unmount();
    renderPage({ hasMore: true, moreProblem: 'The next requests could not be read. Try again.' });
    expect(
      within(screen.getByRole('alert')).getByText('The next requests could not be read. Try again.'),
    ).toBeTruthy();
  });

  it('shows each request’s due day, and an Overdue tag on one past it', () => {
    renderPage();
    const first = within(card(1));
    expect(first.getByText('Due by').nextElementSibling?.textContent).toBe(
      `${formatDay(MINE.dueOn)} Overdue`,
    );
    const second = within(card(2));
    expect(second.getByText('Due by').nextElementSibling?.textContent).toBe(formatDay(SHARED.dueOn));
    expect(second.queryByText('Overdue')).toBeNull();
  });

  it('offers to refuse a request, with the reason’s field, its error, and what the claimant is told', () => {
    const onRefuse = vi.fn();
    const list = renderPage({ onRefuse });
    within(card(1)).getByRole('button', { name: 'Refuse the request' }).click();
    expect(onRefuse).toHaveBeenCalledWith(MINE.requestId);
    // Another workspace's team deals with the second: neither approve nor refuse is offered.
    expect(within(card(2)).queryByRole('button', { name: 'Refuse the request' })).toBeNull();
    list.unmount();

    const onConfirmRefuse = vi.fn();
    renderPage({
      refusing: { requestId: MINE.requestId, reason: '', error: 'Say why the request is refused' },
      onConfirmRefuse,
    });
    const form = within(card(1)).getByRole('group', { name: 'Refuse this request' });
    const reason = within(form).getByRole('textbox', { name: 'Why are you refusing it?' });
    expect(reason.getAttribute('aria-describedby')).toContain('error');
    expect(within(form).getByText(/emailed these words and shown them on Your data/)).toBeTruthy();
    within(form).getByRole('button', { name: 'Refuse and tell the claimant' }).click();
    expect(onConfirmRefuse).toHaveBeenCalled();
  });

  it('shows a refused request with its reason, and no Overdue tag', () => {
    renderPage({
      refused: {
        [MINE.requestId]: {
          request: {
            requestId: MINE.requestId,
            kind: 'deletion',
            status: 'refused',
            requestedAt: MINE.requestedAt,
            refusedAt: '2026-11-12T14:30:00.000Z',
            refusalReason: 'We could not confirm who you are.',
          },
        },
      },
    });
    const first = within(card(1));
    expect(first.getByRole('status').textContent).toContain('We could not confirm who you are.');
    expect(first.queryByText('Overdue')).toBeNull();
    expect(first.queryByRole('button', { name: 'Approve the deletion' })).toBeNull();
  });
});
