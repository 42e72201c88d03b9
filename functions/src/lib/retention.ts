import { Timestamp } from 'firebase-admin/firestore';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the gateway keeps what it writes. Firestore removes a document once its `expireAt`
 * has passed (the TTL policies in firestore.indexes.json); the privacy notice states the same
 * periods. Rate-limit counters expire when their window ends (lib/rateLimit.ts).
 */
export const RETENTION = {
  /** A passcode's record: the code works for 10 minutes; the record goes after a day. */
  passcodeMs: DAY_MS,
  /** A stored answer for a retried call. */
  idempotencyMs: DAY_MS,
  /** A claim that was started but never signed, counted from its last change. */
  unsignedClaimMs: 30 * DAY_MS,
  /** An anonymous account with no claim, counted from its last sign-in (scheduled/cleanUp.ts). */
  anonymousAccountMs: 30 * DAY_MS,
  /** Sandbox texts and searches (emulators only). */
  sandboxMs: DAY_MS,
} as const;

export const expiresAfter = (now: number, ms: number) => Timestamp.fromMillis(now + ms);
