import { describe, expect, it } from 'vitest';
import { isSignedStatus, isUnsignedStatus } from './claimStatus';
import { ClaimStatusSchema } from './responses';

describe('signed or not, from a claim’s status (decision 269)', () => {
  it('counts a draft and a checked claim as not signed, and every later status as signed', () => {
    const statuses = ClaimStatusSchema.options;
    expect(statuses.filter(isUnsignedStatus)).toEqual(['draft', 'checked']);
    expect(statuses.filter(isSignedStatus)).toEqual([
      'signed',
      'submitted',
      'in-progress',
      'cancelled',
      'closed',
    ]);
  });

  it('reads a stored field that is missing or not a status as not one of the unsigned statuses', () => {
    expect(isUnsignedStatus(undefined)).toBe(false);
    expect(isUnsignedStatus(42)).toBe(false);
  });
});
