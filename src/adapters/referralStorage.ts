import { REFERRAL_KEYS, type ReferralField } from '../../contract/referral';
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
