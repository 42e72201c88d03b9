import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  clearPersonalData,
  createSafeStorage,
  readJson,
  writeJson,
  WIZARD_SNAPSHOT_KEY,
  type StorageLike,
} from './storage';
import { REFERRAL_KEYS } from '../../contract/referral';
import { clearReferral, readReferral, writeReferral } from './referralStorage';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const refusing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  key: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  get length(): number {
    throw new DOMException('denied', 'SecurityError');
  },
};

const Snapshot = v.object({ version: v.literal(1), step: v.string() });

describe('safe browser storage', () => {
  it('reads, writes and removes through the browser storage', () => {
    const backing = memoryStorage();
    const store = createSafeStorage(() => backing);
    expect(store.set('a', '1')).toBe(true);
    expect(store.get('a')).toBe('1');
    expect(store.keys()).toEqual(['a']);
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('keeps working when the browser refuses storage (private mode, full quota)', () => {
    const store = createSafeStorage(() => refusing);
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(false);
    expect(() => store.remove('a')).not.toThrow();
    expect(store.keys()).toEqual([]);
  });

  it('keeps working when merely touching storage throws, or there is none (server rendering)', () => {
    const throwing = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.get('a')).toBeNull();
    expect(throwing.set('a', '1')).toBe(false);
    const absent = createSafeStorage(() => undefined);
    expect(absent.get('a')).toBeNull();
    expect(absent.set('a', '1')).toBe(false);
  });
});

describe('JSON values in storage', () => {
  it('round-trips a value that passes its schema', () => {
    const backing = memoryStorage();
    const store = createSafeStorage(() => backing);
    expect(writeJson(store, 'snap', { version: 1, step: 'contact' })).toBe(true);
    expect(readJson(store, 'snap', Snapshot)).toEqual({
      status: 'ok',
      value: { version: 1, step: 'contact' },
    });
  });

  it('reports a missing value as missing', () => {
    const store = createSafeStorage(() => memoryStorage());
    expect(readJson(store, 'snap', Snapshot)).toEqual({ status: 'missing' });
  });

  it('drops text that is not JSON instead of throwing', () => {
    const backing = memoryStorage({ snap: '{"version":1,' });
    const store = createSafeStorage(() => backing);
    expect(readJson(store, 'snap', Snapshot)).toEqual({ status: 'invalid', reason: 'not JSON' });
    expect(backing.data.has('snap')).toBe(false);
  });

  it('drops a stale or tampered value and says where it failed, without echoing its content', () => {
    const backing = memoryStorage({ snap: JSON.stringify({ version: 0, step: 'Jane Doe' }) });
    const store = createSafeStorage(() => backing);
    const result = readJson(store, 'snap', Snapshot);
    expect(result).toEqual({ status: 'invalid', reason: 'version: schema literal' });
    expect(JSON.stringify(result)).not.toContain('Jane');
    expect(backing.data.has('snap')).toBe(false);
  });

  it('reports a value that cannot be serialised as not written', () => {
    const store = createSafeStorage(() => memoryStorage());
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson(store, 'snap', circular)).toBe(false);
    expect(writeJson(store, 'big', 10n)).toBe(false);
  });
});

describe('personal data on logout', () => {
  it('removes the wizard snapshot from both stores and leaves referral and other keys', () => {
    const local = memoryStorage({
      [WIZARD_SNAPSHOT_KEY]: '{}',
      [`${WIZARD_SNAPSHOT_KEY}.draft`]: '{}',
      [REFERRAL_KEYS.utmSource]: 'google',
      'redress.wizardly': 'not ours to remove',
    });
    const session = memoryStorage({ [WIZARD_SNAPSHOT_KEY]: '{}', 'redress.reload./form': '1' });
    clearPersonalData([createSafeStorage(() => local), createSafeStorage(() => session)]);
    expect([...local.data.keys()]).toEqual([REFERRAL_KEYS.utmSource, 'redress.wizardly']);
    expect([...session.data.keys()]).toEqual(['redress.reload./form']);
  });
});

describe('referral keys', () => {
  it('uses the spec’s key names exactly', () => {
    expect(Object.values(REFERRAL_KEYS)).toEqual([
      'referral_utmSource',
      'referral_utmMedium',
      'referral_utmCampaign',
      'referral_adId',
      'referral_referUrl',
    ]);
  });

  it('replaces the old referral as a whole and reads back what was stored', () => {
    const backing = memoryStorage();
    const store = createSafeStorage(() => backing);
    writeReferral({ utmSource: 'old', adId: '42', referUrl: 'https://example.com/?utm_source=old' }, store);
    writeReferral(
      { utmSource: 'new', utmCampaign: 'spring', referUrl: 'https://example.com/?utm_source=new' },
      store,
    );
    expect(readReferral(store)).toEqual({
      utmSource: 'new',
      utmCampaign: 'spring',
      referUrl: 'https://example.com/?utm_source=new',
    });
    expect(backing.data.has('referral_adId')).toBe(false);
  });

  it('clears every referral key when consent is rejected', () => {
    const backing = memoryStorage({ referral_utmSource: 'a', referral_referUrl: 'b', other: 'c' });
    clearReferral(createSafeStorage(() => backing));
    expect([...backing.data.keys()]).toEqual(['other']);
  });

  it('says when the browser refused the write', () => {
    expect(
      writeReferral(
        { utmSource: 'a' },
        createSafeStorage(() => refusing),
      ),
    ).toBe(false);
  });
});
