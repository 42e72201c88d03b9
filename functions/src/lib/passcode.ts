import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from './hashing.js';
import type { PasscodeRefusal } from '../../../contract/responses.js';

export const PASSCODE_TTL_MS = 10 * 60 * 1000;
export const PASSCODE_MAX_ATTEMPTS = 5;

/** Six digits from the platform's secure generator, leading zeros kept. */
export function generatePasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form: bound to the user and the claim, so a code for one check fails on another. */
export function hashPasscode(code: string, uid: string, claimId: string): string {
  return sha256(`${uid}:${claimId}:${code}`);
}

export interface PasscodeRecord {
  uid: string;
  claimId: string;
  hash: string;
  expiresAt: number;
  attempts: number;
  used: boolean;
  /** When the right code was accepted; the claim's `checkedAt` is the same time. */
  usedAt?: number;
}

/** Whether an attempt carries the code this record was made for, for this user and claim. */
export function matchesCode(record: PasscodeRecord, attempt: { code: string; uid: string; claimId: string }) {
  const expected = Buffer.from(record.hash, 'hex');
  const given = Buffer.from(hashPasscode(attempt.code, attempt.uid, attempt.claimId), 'hex');
  return (
    record.uid === attempt.uid &&
    record.claimId === attempt.claimId &&
    expected.length === given.length &&
    timingSafeEqual(expected, given)
  );
}

export type PasscodeOutcome =
  { ok: true } | { ok: false; reason: PasscodeRefusal; attemptsLeft: number; countAttempt: boolean };

/** Decides a passcode attempt; pure so every rule is unit-tested. */
export function checkPasscode(
  record: PasscodeRecord,
  attempt: { code: string; uid: string; claimId: string; now: number },
): PasscodeOutcome {
  const attemptsLeft = Math.max(0, PASSCODE_MAX_ATTEMPTS - record.attempts);
  if (record.used) return { ok: false, reason: 'used', attemptsLeft, countAttempt: false };
  if (attemptsLeft === 0) return { ok: false, reason: 'locked', attemptsLeft, countAttempt: false };
  if (attempt.now >= record.expiresAt)
    return { ok: false, reason: 'expired', attemptsLeft, countAttempt: false };
  if (matchesCode(record, attempt)) return { ok: true };
  return { ok: false, reason: 'wrong-code', attemptsLeft: attemptsLeft - 1, countAttempt: true };
}

export function refusalMessage(reason: PasscodeRefusal, attemptsLeft: number): string {
  switch (reason) {
    case 'wrong-code':
      return attemptsLeft > 0
        ? `The code is not right. Check the text message and try again (${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left).`
        : 'The code is not right and this code can no longer be used. Ask for a new code.';
    case 'expired':
      return 'This code has expired. Ask for a new code.';
    case 'used':
      return 'This code has already been used. Ask for a new code.';
    case 'locked':
      return 'Too many wrong codes. Ask for a new code.';
  }
}
