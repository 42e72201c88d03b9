import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRMS } from '../../../contract/firms';
import type { ClaimStatus } from '../../../contract/responses';
import { CLAIM_STATUS_WORDS } from '../../../contract/statusWords';
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
    firm: FIRMS.Redress,
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
    expect(screen.getByText(CLAIM_STATUS_WORDS['in-progress'])).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download your signed letter of authority (PDF)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue this claim' })).toBeNull();
  });

  it.each([
    ['cancelled', CLAIM_STATUS_WORDS.cancelled],
    ['closed', CLAIM_STATUS_WORDS.closed],
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

  it('gives the firm’s phone, hours, email and address on the claim’s card, asking for its reference (decision 270)', () => {
    show('in-progress');
    const contact = screen.getByRole('region', { name: 'Contact us about this claim' });
    const firm = FIRMS.Redress;
    expect(contact.textContent).toContain(
      `Call, email or write to ${firm.legalEntity}, quoting your claim reference, RDR-ABCD2345.`,
    );
    expect(contact.textContent).toContain(`${firm.phone} (${firm.hours})`);
    expect(contact.textContent).toContain(firm.address);
    expect(screen.getByRole('link', { name: firm.email }).getAttribute('href')).toBe(`mailto:${firm.email}`);
    // Sample values say so until the firm gives its own.
    expect(contact.textContent).toContain('(sample)');
  });
});
