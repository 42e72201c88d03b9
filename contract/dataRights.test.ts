import { describe, expect, it } from 'vitest';
import {
  DATA_DELETION_REFUSALS,
  dataDeletionRefusal,
  dataDeletionRefusalOf,
  deletionDueOn,
  isDeletionOverdue,
} from './dataRights';

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

describe('the one month to deal with a deletion request (UK GDPR Art. 12(3), decision 271)', () => {
  it('ends on the same date of the next month, counted from the UK day it arrived', () => {
    expect(deletionDueOn(Date.parse('2026-09-03T10:00:00Z'))).toBe('2026-10-03');
    expect(deletionDueOn(Date.parse('2026-12-15T10:00:00Z'))).toBe('2027-01-15');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(deletionDueOn(Date.parse('2026-06-30T23:30:00Z'))).toBe('2026-08-01');
  });

  it('ends on the last day of a shorter month when it has no such date', () => {
    expect(deletionDueOn(Date.parse('2026-01-31T12:00:00Z'))).toBe('2026-02-28');
    expect(deletionDueOn(Date.parse('2028-01-31T12:00:00Z'))).toBe('2028-02-29');
    expect(deletionDueOn(Date.parse('2026-08-31T12:00:00Z'))).toBe('2026-09-30');
  });

  it('is overdue from the day after its due day, UK time', () => {
    const received = Date.parse('2026-09-03T10:00:00Z');
    expect(isDeletionOverdue(received, Date.parse('2026-10-03T22:59:00Z'))).toBe(false);
    // 23:00 UTC on 3 October is midnight in London (summer time): 4 October.
    expect(isDeletionOverdue(received, Date.parse('2026-10-03T23:00:00Z'))).toBe(true);
  });
});
