import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_KEY,
  NON_ESSENTIAL_KEYS,
  REJECT_ALL,
  allows,
  parseConsent,
  readConsent,
  writeConsent,
  type KeyValueStore,
} from './consent';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const referral = Object.fromEntries(NON_ESSENTIAL_KEYS.map((k) => [k, 'x']));
const now = new Date('2026-01-05T10:00:00Z');

describe('cookie consent', () => {
  it('counts a visitor with nothing stored as undecided, allowing nothing', () => {
    const store = memoryStore();
    expect(readConsent(store)).toBeNull();
    expect(allows(readConsent(store), 'reviews')).toBe(false);
    expect(allows(readConsent(store), 'marketing')).toBe(false);
  });

  it('stores a choice with a date and nothing personal', () => {
    const store = memoryStore();
    writeConsent(store, ACCEPT_ALL, now);
    expect(JSON.parse(store.data.get(CONSENT_KEY)!)).toEqual({
      version: 1,
      choices: { reviews: true, marketing: true },
      decidedAt: '2026-01-05T10:00:00.000Z',
    });
    expect(allows(readConsent(store), 'reviews')).toBe(true);
  });

  it('removes the referral keys when the visitor rejects', () => {
    const store = memoryStore(referral);
    writeConsent(store, REJECT_ALL, now);
    expect([...store.data.keys()]).toEqual([CONSENT_KEY]);
  });

  it('removes the referral keys when marketing is left unticked, and keeps them when it is allowed', () => {
    const declined = memoryStore(referral);
    writeConsent(declined, { reviews: true, marketing: false }, now);
    expect(NON_ESSENTIAL_KEYS.filter((k) => declined.data.has(k))).toEqual([]);
    const allowed = memoryStore(referral);
    writeConsent(allowed, { reviews: false, marketing: true }, now);
    expect(NON_ESSENTIAL_KEYS.filter((k) => allowed.data.has(k))).toEqual([...NON_ESSENTIAL_KEYS]);
  });

  it.each([
    ['not JSON', '{nope'],
    ['an older version', JSON.stringify({ version: 0, choices: ACCEPT_ALL, decidedAt: now.toISOString() })],
    [
      'a choice that is not a boolean',
      JSON.stringify({
        version: 1,
        choices: { reviews: 'yes', marketing: true },
        decidedAt: now.toISOString(),
      }),
    ],
    ['no date', JSON.stringify({ version: 1, choices: ACCEPT_ALL })],
  ])('asks again when the stored record is %s', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
