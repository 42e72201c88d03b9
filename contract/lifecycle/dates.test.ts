import { describe, expect, it } from 'vitest';
import { endOfUkDay, isPastDue } from './dates';
import { claimResponseDueAt } from './states';

describe('endOfUkDay: the last moment a response due that day is on time', () => {
  it('is 23:59:59.999 in London, in winter (GMT) and in summer (BST)', () => {
    expect(new Date(endOfUkDay('2026-01-15')).toISOString()).toBe('2026-01-15T23:59:59.999Z');
    expect(new Date(endOfUkDay('2026-07-15')).toISOString()).toBe('2026-07-15T22:59:59.999Z');
    // The days the clocks change.
    expect(new Date(endOfUkDay('2026-03-29')).toISOString()).toBe('2026-03-29T22:59:59.999Z');
    expect(new Date(endOfUkDay('2026-10-25')).toISOString()).toBe('2026-10-25T23:59:59.999Z');
  });

  it('agrees with isPastDue: overdue exactly at the moments after it', () => {
    for (const day of ['2026-01-15', '2026-03-28', '2026-03-29', '2026-07-15', '2026-10-25']) {
      const end = endOfUkDay(day);
      expect(isPastDue(day, end)).toBe(false);
      expect(isPastDue(day, end + 1)).toBe(true);
    }
  });
});

describe('claimResponseDueAt', () => {
  it('is the end of the earliest due day among complaints still awaiting a final response', () => {
    expect(
      claimResponseDueAt([
        { state: 'sent', dueOn: '2026-05-01' },
        { state: 'acknowledged', dueOn: '2026-04-20' },
        { state: 'offered', dueOn: '2026-03-01' },
        { state: 'prepared', dueOn: null },
      ]),
    ).toBe(endOfUkDay('2026-04-20'));
    // Past the due day with no answer, a response is still awaited (and overdue).
    expect(claimResponseDueAt([{ state: 'noResponse', dueOn: '2026-02-01' }])).toBe(endOfUkDay('2026-02-01'));
  });

  it('is null when no complaint awaits one', () => {
    expect(claimResponseDueAt([])).toBeNull();
    expect(
      claimResponseDueAt([
        { state: 'prepared', dueOn: null },
        { state: 'rejected', dueOn: '2026-02-01' },
        { state: 'withdrawn', dueOn: '2026-02-01' },
      ]),
    ).toBeNull();
  });
});
