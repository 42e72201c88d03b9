import * as v from 'valibot';
import {
  ClaimReferralSchema,
  REFERRAL_KEYS,
  type ClaimReferral,
  type ReferralField,
} from '../../contract/referral';
import { allows, CONSENT_KEY, parseConsent } from '../consent/consent';
import { localStore, type SafeStorage } from './storage';

export type StoredReferral = Partial<Record<ReferralField, string>>;

const fields = Object.keys(REFERRAL_KEYS) as ReferralField[];

/** What is stored now; absent keys are left out. */
export function readReferral(storage: SafeStorage = localStore): StoredReferral {
  const found: StoredReferral = {};
  for (const field of fields) {
    const value = storage.get(REFERRAL_KEYS[field]);
    if (value !== null) found[field] = value;
  }
  return found;
}

/** Replaces the old referral data as a whole: a new campaign never inherits an old ad id. */
export function writeReferral(referral: StoredReferral, storage: SafeStorage = localStore): boolean {
  clearReferral(storage);
  let stored = true;
  for (const field of fields) {
    const value = referral[field];
    if (value !== undefined && value !== '') stored = storage.set(REFERRAL_KEYS[field], value) && stored;
  }
  return stored;
}

/** Used when the claimant rejects non-essential cookies. */
export function clearReferral(storage: SafeStorage = localStore): void {
  for (const field of fields) storage.remove(REFERRAL_KEYS[field]);
}

/**
 * The referral a claim carries (decision 250): what is stored, and only while the visitor's
 * marketing consent stands. Without it (rejected, withdrawn, never given, or a consent record no
 * longer readable) the claim carries none, whatever keys an earlier choice or version left behind.
 * Stored values the gateway would refuse are left out rather than failing the claim.
 */
export function referralForClaim(storage: SafeStorage = localStore): ClaimReferral {
  if (!allows(parseConsent(storage.get(CONSENT_KEY)), 'marketing')) return {};
  const stored = v.safeParse(ClaimReferralSchema, readReferral(storage));
  return stored.success ? stored.output : {};
}
