import { describe, expect, it } from 'vitest';
import { STAFF_LIMIT_DEFAULTS, limitsFromEnv } from '../lib/rateLimit.js';
import { LOG_ALERTS, logFilterOf } from '../lib/alerts.js';
import { limitMessage } from '../../../contract/staff.js';
import { STAFF_LIMITED_OPERATIONS, reachedLine, warningLevel, warningLine } from './limits.js';

describe('the staff members’ hourly desk limits', () => {
  it('takes each limit from the deployment’s settings, with the defaults where none is set', () => {
    expect(limitsFromEnv({}).staff).toEqual(STAFF_LIMIT_DEFAULTS);
    const set = limitsFromEnv({
      REDRESS_STAFF_CLAIMS_OPENED_PER_HOUR: '25',
      REDRESS_STAFF_LIST_PAGES_PER_HOUR: 'off',
      REDRESS_STAFF_SIGNED_LETTERS_PER_HOUR: 'many',
    }).staff;
    expect(set.claimsOpened).toBe(25);
    expect(set.listPages).toBe(Number.POSITIVE_INFINITY);
    // A setting that is not a whole number keeps the default rather than lifting the limit.
    expect(set.signedLetters).toBe(STAFF_LIMIT_DEFAULTS.signedLetters);
  });

  it('counts claims opened, letters and list pages, each under its own limit', () => {
    expect(STAFF_LIMITED_OPERATIONS).toMatchObject({
      deskOpenClaim: 'claimsOpened',
      deskSignedLetter: 'signedLetters',
      deskSendComplaint: 'complaintLetters',
      deskListClaims: 'listPages',
    });
  });

  it('warns at two thirds of a limit', () => {
    expect(warningLevel(60)).toBe(40);
    expect(warningLevel(20)).toBe(13);
    expect(warningLevel(1)).toBe(0);
  });

  it('writes the warning’s log line once, on the call that crosses the level, for its alert to match', () => {
    const lines = Array.from({ length: 60 }, (_, i) => warningLine('staff-uid-1', 'claimsOpened', i + 1, 60));
    const written = lines.filter((line) => line !== null);
    expect(written).toEqual([
      { event: 'staff-limit-warning', uid: 'staff-uid-1', limit: 'claimsOpened', count: 40, perHour: 60 },
    ]);
    expect(logFilterOf(LOG_ALERTS.staffLimitWarning)).toContain(`jsonPayload.event="${written[0]?.event}"`);
    // A limit too small to warn before it refuses writes no warning.
    expect(warningLine('staff-uid-1', 'signedLetters', 1, 1)).toBeNull();
  });

  it('writes the reached limit’s log line with the uid, the limit and its size only, for its alert to match', () => {
    const line = reachedLine('staff-uid-1', 'signedLetters', 20);
    expect(line).toEqual({
      event: 'staff-limit-reached',
      uid: 'staff-uid-1',
      limit: 'signedLetters',
      perHour: 20,
    });
    expect(line.event).toBe(LOG_ALERTS.staffLimitReached.event);
    expect(logFilterOf(LOG_ALERTS.staffLimitReached)).toContain(`jsonPayload.event="${line.event}"`);
  });

  it('says which limit, how many, and when it resets in UK time', () => {
    // 13:05 UTC on a summer day is 14:05 in London.
    const message = limitMessage('claimsOpened', 60, Date.parse('2026-07-01T13:05:00Z'));
    expect(message).toContain('You have opened 60 claims in the last hour');
    expect(message).toContain('You can carry on at 14:05 (UK time)');
    expect(limitMessage('signedLetters', 20, Date.parse('2026-12-01T09:30:00Z'))).toContain(
      'downloaded 20 signed letters',
    );
  });
});
