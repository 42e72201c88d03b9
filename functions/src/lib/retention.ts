import { Timestamp } from 'firebase-admin/firestore';
import { RETENTION_DAYS } from '../../../contract/retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the gateway keeps what it writes. Firestore removes a document once its `expireAt`
 * has passed (the TTL policies in firestore.indexes.json); the privacy notice states the same
 * periods (contract/retention.ts). Rate-limit counters expire when their window ends (lib/rateLimit.ts).
 */
export const RETENTION = {
  /** A passcode's record: the code works for 10 minutes; the record goes after a day. */
  passcodeMs: RETENTION_DAYS.passcode * DAY_MS,
  /** A stored answer for a retried call. */
  idempotencyMs: RETENTION_DAYS.idempotency * DAY_MS,
  /** A claim that was started but never signed, counted from its last change. */
  unsignedClaimMs: RETENTION_DAYS.unsignedClaim * DAY_MS,
  /** An anonymous account with no claim, counted from its last sign-in (scheduled/cleanUp.ts). */
  anonymousAccountMs: RETENTION_DAYS.guestAccount * DAY_MS,
  /** A queued email's document in `mail`, once the Trigger Email extension has had it. */
  sentEmailMs: RETENTION_DAYS.sentEmail * DAY_MS,
  /** A journey saved with "Save and come back later" (progress/{uid}). */
  savedProgressMs: RETENTION_DAYS.savedProgress * DAY_MS,
  /** The record that a request to delete someone's data was carried out, from when it was. */
  dataRequestMs: RETENTION_DAYS.dataRequestYears * 365 * DAY_MS,
  /** Sandbox texts and searches (emulators only). */
  sandboxMs: DAY_MS,
} as const;

export const expiresAfter = (now: number, ms: number) => Timestamp.fromMillis(now + ms);
