import {
  readConsent,
  writeConsent,
  allows,
  type ConsentChoices,
  type ConsentRecord,
  type Purpose,
  CONSENT_KEY,
} from './consent';

/**
 * The browser's consent store: one source of truth that the banner, the trust widget and the
 * referral adapter all read and subscribe to. Safe to import during prerendering (no storage).
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; record: ConsentRecord | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled; the site still works, the banner simply asks again.
    return null;
  }
}

export function getConsent(): ConsentRecord | null {
  const store = storage();
  if (!store) return null;
  const raw = store.getItem(CONSENT_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, record: readConsent(store) };
  return cached.record;
}

export function hasConsent(purpose: Purpose): boolean {
  return allows(getConsent(), purpose);
}

export function setConsent(choices: ConsentChoices): void {
  const store = storage();
  if (store) writeConsent(store, choices, new Date());
  for (const listener of listeners) listener();
}

/** Calls back whenever the decision changes, in this tab or another. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
