import { describe, expect, it } from 'vitest';
import {
  formatClaimDate,
  formatDay,
  formatUkDay,
  formatUkDayTime,
  formatUkShortDay,
  formatUkTime,
} from './dates';

describe('UK dates in words (decision 269)', () => {
  it('writes a calendar day and a month from their numbers, and anything else as it is', () => {
    expect(formatDay('2020-02-01')).toBe('1 February 2020');
    expect(formatClaimDate('1985-04-12')).toBe('12 April 1985');
    expect(formatClaimDate('2010-03')).toBe('March 2010');
    expect(formatClaimDate('not a date')).toBe('not a date');
    expect(formatDay('2020-13-01')).toBe('2020-13-01');
  });

  it('writes a moment as the day it was in the UK, not in UTC: 11:30pm UTC in summer is the next day', () => {
    const lateInJuly = Date.UTC(2025, 6, 31, 23, 30);
    expect(formatUkDay(lateInJuly)).toBe('1 August 2025');
    expect(formatUkDay(new Date(lateInJuly).toISOString())).toBe('1 August 2025');
    expect(formatUkDay(Date.UTC(2025, 11, 31, 23, 30))).toBe('31 December 2025');
  });

  it('writes the time on a 24-hour UK clock, with the day when asked', () => {
    expect(formatUkTime(Date.UTC(2026, 0, 10, 14, 5))).toBe('14:05');
    expect(formatUkTime(Date.UTC(2026, 6, 10, 8, 5))).toBe('09:05');
    expect(formatUkDayTime('2026-01-10T09:30:00Z')).toBe('10 January 2026 at 09:30');
  });

  it('shortens the month in tables as GOV.UK does, keeping the year', () => {
    expect(formatUkShortDay('2026-09-03T10:00:00Z')).toBe('3 Sept 2026');
    expect(formatUkShortDay('2026-11-03T10:00:00Z')).toBe('3 Nov 2026');
  });
});
