import { describe, expect, it } from 'vitest';
import type { StoredClaim } from '../../contract/claim';
import { resumeFromClaim } from './resume';

const draft = (extra: Partial<StoredClaim> = {}): StoredClaim => ({
  uid: 'uid-1',
  status: 'draft',
  applicant: {
    title: 'Ms',
    firstName: 'Sarah',
    middleName: '',
    lastName: 'Whitfield',
    dateOfBirth: '1985-07-05',
    email: 'sarah@example.com',
    phoneNumber: '+447700900982',
  },
  createdAt: 1,
  updatedAt: 1,
  agreements: [],
  addresses: [],
  workspace: 'Redress',
  ...extra,
});

describe('resuming an unfinished claim', () => {
  it.each([
    [true, 'yes'],
    [false, 'no'],
  ] as const)(
    'keeps the "another firm instructed" answer stored with the check (%s → %s)',
    (stored, shown) => {
      const { input } = resumeFromClaim({ id: 'claim-1', claim: draft({ otherFirmInstructed: stored }) });
      expect(input.answers?.otherFirmActing).toBe(shown);
    },
  );

  it('leaves the answer unanswered, not "No", for a claim started before it was stored', () => {
    const { input } = resumeFromClaim({ id: 'claim-1', claim: draft() });
    expect(input.answers?.otherFirmActing).toBe('');
  });
});
