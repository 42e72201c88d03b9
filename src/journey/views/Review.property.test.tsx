import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPT_BEARING } from '../../../tests/reliability/hostile';
import { Review } from './Review';
import type { ReviewAnswers } from './reviewRows';
import { renderView, stepCallbacks } from './testing';

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
    chosenAgreements: [bait],
    currentAddress: { addressLine1: bait, addressLine2: bait, city: bait, postcode: 'LS1 1AA' },
    previousAddresses: [{ addressLine1: bait, addressLine2: '', city: bait, postcode: 'LS6 2AB' }],
  };
}

describe('Review with script-bearing answers', () => {
  it('shows them as text and creates no element from them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCRIPT_BEARING), (bait) => {
        const { container } = renderView(
          <Review answers={answersOf(bait)} onChangeAnswer={vi.fn()} {...stepCallbacks()} />,
        );
        expect(container.querySelectorAll('img, script, svg, iframe, object')).toHaveLength(0);
        expect(container.querySelector('[onerror], [onload]')).toBeNull();
        expect(screen.getAllByText(bait, { exact: false }).length).toBeGreaterThan(0);
        cleanup();
      }),
    );
  });
});
