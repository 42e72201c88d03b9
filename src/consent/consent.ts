import * as v from 'valibot';
import { REFERRAL_STORAGE_KEYS } from '../../contract/referral';

/**
 * Cookie consent (PECR as the ICO reads it). Essential storage needs no consent; the two
 * non-essential purposes do. The record holds choices and a date only: nothing personal.
 */
export const CONSENT_KEY = 'redress_consent';
export const CONSENT_VERSION = 1;

/** Keys written only with consent; rejecting consent removes them. */
export const NON_ESSENTIAL_KEYS = REFERRAL_STORAGE_KEYS;

const ChoicesSchema = v.object({
  /** The third-party trust-rating widget (reviews). */
  reviews: v.boolean(),
  /** Remembering which advert brought the visitor (the referral_* keys). */
  marketing: v.boolean(),
});
export type ConsentChoices = v.InferOutput<typeof ChoicesSchema>;
export type Purpose = keyof ConsentChoices;

const RecordSchema = v.object({
  version: v.literal(CONSENT_VERSION),
  choices: ChoicesSchema,
  decidedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ConsentRecord = v.InferOutput<typeof RecordSchema>;

export const ACCEPT_ALL: ConsentChoices = { reviews: true, marketing: true };
export const REJECT_ALL: ConsentChoices = { reviews: false, marketing: false };

/** The minimal storage surface consent needs (localStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads the stored decision; anything unreadable counts as "not decided yet". */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const result = v.safeParse(RecordSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function readConsent(store: KeyValueStore): ConsentRecord | null {
  return parseConsent(store.getItem(CONSENT_KEY));
}

/** Stores the decision and removes whatever the visitor has not (or no longer) consented to. */
export function writeConsent(store: KeyValueStore, choices: ConsentChoices, now: Date): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, choices, decidedAt: now.toISOString() };
  store.setItem(CONSENT_KEY, JSON.stringify(record));
  if (!choices.marketing) for (const key of NON_ESSENTIAL_KEYS) store.removeItem(key);
  return record;
}

export function allows(record: ConsentRecord | null, purpose: Purpose): boolean {
  return record?.choices[purpose] === true;
}
