import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClaimStatus } from '../../../contract/responses';
import { renderView } from '../../ui/testing';
import { YourClaims, type ClaimCard } from './YourClaims';

function card(status: ClaimStatus): ClaimCard {
  return {
    id: `claim-${status}`,
    reference: 'RDR-ABCD2345',
    status,
    lenders: ['Black Horse'],
    startedOn: '20 November 2026',
    signedOn: '20 November 2026',
    complaints: [],
    cancel: null,
    lastDayToCancel: null,
    withdrawal: null,
  };
}

function show(status: ClaimStatus) {
  return renderView(
    <YourClaims
      phase="ready"
      claims={[card(status)]}
      signedInAs="jane@example.com"
      onRetry={vi.fn()}
      onDownload={vi.fn()}
      onResume={vi.fn()}
    />,
  );
}

describe('YourClaims: a claim after submission', () => {
  it('shows a claim its complaints have moved on as in progress, with the signed copy and what happens next', () => {
    show('in-progress');
    expect(screen.getByText('In progress: we are dealing with your lenders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download your signed letter of authority (PDF)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue this claim' })).toBeNull();
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['closed', 'Closed'],
  ] as const)(
    'shows a %s claim as such, with its signed copy and no next steps or cancelling',
    (status, label) => {
      show(status);
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
      expect(screen.queryByText(/cancel within 14 days/)).toBeNull();
      expect(
        screen.getByRole('button', { name: 'Download your signed letter of authority (PDF)' }),
      ).toBeTruthy();
    },
  );
});
