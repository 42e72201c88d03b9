import { describe, expect, it } from 'vitest';
import {
  checkPasscode,
  generatePasscode,
  hashPasscode,
  PASSCODE_TTL_MS,
  type PasscodeRecord,
} from './passcode.js';

const now = 1_700_000_000_000;
function record(overrides: Partial<PasscodeRecord> = {}): PasscodeRecord {
  return {
    uid: 'u1',
    claimId: 'c1',
    hash: hashPasscode('123456', 'u1', 'c1'),
    expiresAt: now + PASSCODE_TTL_MS,
    attempts: 0,
    used: false,
    ...overrides,
  };
}
const attempt = { code: '123456', uid: 'u1', claimId: 'c1', now };

describe('passcodes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, () => generatePasscode());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('accept the right code within 10 minutes', () => {
    expect(checkPasscode(record(), attempt)).toEqual({ ok: true });
    expect(checkPasscode(record(), { ...attempt, now: now + PASSCODE_TTL_MS - 1 })).toEqual({ ok: true });
  });

  it('expire after 10 minutes', () => {
    expect(checkPasscode(record(), { ...attempt, now: now + PASSCODE_TTL_MS })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('count a wrong code and lock after the fifth', () => {
    expect(checkPasscode(record(), { ...attempt, code: '654321' })).toEqual({
      ok: false,
      reason: 'wrong-code',
      attemptsLeft: 4,
      countAttempt: true,
    });
    expect(checkPasscode(record({ attempts: 4 }), { ...attempt, code: '654321' })).toMatchObject({
      attemptsLeft: 0,
    });
    expect(checkPasscode(record({ attempts: 5 }), attempt)).toMatchObject({
      ok: false,
      reason: 'locked',
      countAttempt: false,
    });
  });

  it('are used once', () => {
    expect(checkPasscode(record({ used: true }), attempt)).toMatchObject({ ok: false, reason: 'used' });
  });

  it('are bound to the user and the claim', () => {
    expect(checkPasscode(record(), { ...attempt, claimId: 'c2' })).toMatchObject({ reason: 'wrong-code' });
    expect(checkPasscode(record(), { ...attempt, uid: 'u2' })).toMatchObject({ reason: 'wrong-code' });
  });
});
