import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, CONSENT_VERSION } from '../consent/consent';
import { blankAnswers } from '../../machines/wizard/context';
import { referralForClaim, writeReferral } from '../adapters/referralStorage';
import { createSafeStorage, type StorageLike } from '../adapters/storage';
import { submission } from './services';

// The referral a claim carries (decision 250): the stored referral with marketing consent, none
// without it.

function browserStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const referral = {
  utmSource: 'search',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
  adId: '42',
  referUrl:
    'https://redress.example/form/start?utm_source=search&utm_medium=cpc&utm_campaign=spring&ad_id=42',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * This browser's local storage, where the referral was stored and the visitor's cookie decision is
 * now `consent`.
 */
function storeWith(consent: { marketing: boolean } | 'undecided' | 'unreadable') {
  const backing = browserStorage();
  vi.stubGlobal('localStorage', backing);
  const store = createSafeStorage(() => backing);
  writeReferral(referral, store);
  if (consent === 'unreadable')
    backing.setItem(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION + 1 }));
  else if (consent !== 'undecided') {
    backing.setItem(
      CONSENT_KEY,
      JSON.stringify({
        version: CONSENT_VERSION,
        choices: { reviews: false, marketing: consent.marketing },
        decidedAt: '2025-01-01T00:00:00.000Z',
      }),
    );
  }
  return store;
}

const answers = {
  ...blankAnswers(),
  title: 'Ms' as const,
  firstName: 'Sarah',
  lastName: 'Whitfield',
  dob: { day: '5', month: '7', year: '1985' },
  email: 'sarah@example.com',
  phoneNumber: '+447700900982',
  otherFirmActing: 'no' as const,
  signature: { kind: 'typed' as const, value: 'Sarah Whitfield' },
  termsAccepted: true,
};

describe('the referral a claim carries', () => {
  it('is the stored referral when the claimant accepted marketing cookies', () => {
    storeWith({ marketing: true });
    expect(submission('claim-0001', answers, []).referral).toEqual(referral);
  });

  it.each([
    ['rejected marketing cookies', { marketing: false }],
    ['not decided yet', 'undecided'],
    ['a consent record this version cannot read', 'unreadable'],
  ] as const)('is none when the claimant has %s, even with referral keys left behind', (_, consent) => {
    storeWith(consent);
    expect(submission('claim-0001', answers, [])).not.toHaveProperty('referral');
  });

  it('leaves out stored values the gateway would refuse rather than failing the claim', () => {
    const store = storeWith({ marketing: true });
    store.set('referral_utmSource', 'x'.repeat(500));
    expect(referralForClaim(store)).toEqual({});
  });
});
