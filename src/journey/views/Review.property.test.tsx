import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPT_BEARING } from '../../../tests/reliability/hostile';
import { Review } from './Review';
import type { ReviewAnswers } from './reviewRows';
import { renderView, stepCallbacks } from '../../ui/testing';

function answersOf(bait: string): ReviewAnswers {
  return {
    title: 'Ms',
    firstName: bait,
    middleName: bait,
    lastName: bait,
    dob: '27 March 1985',
    email: bait,
    phoneNumber: bait,
    otherFirmActing: 'no',
    chosenAgreements: [{ lender: bait, details: [bait] }],
    currentAddress: { addressLine1: bait, addressLine2: bait, city: bait, postcode: 'LS1 1AA' },
    previousAddresses: [{ addressLine1: bait, addressLine2: '', city: bait, postcode: 'LS6 2AB' }],
  };
}

describe('Review with script-bearing answers', () => {
  // Each value once: a property run over this small set would render the same answers a hundred
  // times, which on a loaded machine outlasts the test's time limit.
  it.each(SCRIPT_BEARING)('shows %j as text and creates no element from it', (bait) => {
    const { container } = renderView(
      <Review answers={answersOf(bait)} onChangeAnswer={vi.fn()} {...stepCallbacks()} />,
    );
    expect(container.querySelectorAll('img, script, svg, iframe, object')).toHaveLength(0);
    expect(container.querySelector('[onerror], [onload]')).toBeNull();
    expect(screen.getAllByText(bait, { exact: false }).length).toBeGreaterThan(0);
    cleanup();
  });
});
