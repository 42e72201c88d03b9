import { describe, expect, it } from 'vitest';
import { signedClaim } from '../../../contract/fixtures/signedClaim.js';
import { signed } from './erasure.js';

describe('which claims a deletion keeps as the firm’s case record', () => {
  it('keeps every signed claim, whatever its status after submission', () => {
    for (const status of ['signed', 'submitted', 'in-progress', 'cancelled', 'closed']) {
      expect(signed({ ...signedClaim(), status }), status).toBe(true);
    }
  });

  it('deletes only a plainly unsigned claim: a draft or checked claim with no signature', () => {
    expect(signed({ status: 'draft', applicant: {} })).toBe(false);
    expect(signed({ status: 'checked', applicant: {} })).toBe(false);
    expect(signed({ status: 'checked', signature: { kind: 'typed', name: 'J' } })).toBe(true);
    expect(signed({ status: 'draft', submission: { reference: 'RDR-ABCD2345' } })).toBe(true);
    // Something that does not read as a claim is not deleted on a guess.
    expect(signed({})).toBe(true);
  });
});
