import { describe, expect, it } from 'vitest';
import { DATA_DELETION_REFUSALS, dataDeletionRefusal, dataDeletionRefusalOf } from './dataRights';

describe('who may ask us to delete their data (decision 248)', () => {
  it('only an account with an email address and a claim; a guest is told first about the email', () => {
    expect(dataDeletionRefusal({ hasEmail: true, claims: 1 })).toBeNull();
    expect(dataDeletionRefusal({ hasEmail: true, claims: 0 })).toBe('noClaim');
    expect(dataDeletionRefusal({ hasEmail: false, claims: 2 })).toBe('noEmail');
    expect(dataDeletionRefusal({ hasEmail: false, claims: 0 })).toBe('noEmail');
  });

  it('knows each refusal by its reason, and nothing else', () => {
    expect(dataDeletionRefusalOf(DATA_DELETION_REFUSALS.noEmail.reason)).toBe('noEmail');
    expect(dataDeletionRefusalOf(DATA_DELETION_REFUSALS.noClaim.reason)).toBe('noClaim');
    for (const other of ['rate-limited', 'email-not-verified', undefined, null, 42]) {
      expect(dataDeletionRefusalOf(other)).toBeNull();
    }
  });
});
