import { describe, expect, it, vi } from 'vitest';
import {
  RELOAD_RECORD_KEY,
  currentPath,
  readConnection,
  readReloadRecord,
  writeReloadRecord,
} from './buildVersion';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('build-version adapter', () => {
  it('round-trips the reload record through session storage under one key', () => {
    const storage = memoryStorage();
    writeReloadRecord(storage, { '/vehicle': 1000 });
    expect(storage.items.get(RELOAD_RECORD_KEY)).toBe('{"/vehicle":1000}');
    expect(readReloadRecord(storage)).toEqual({ '/vehicle': 1000 });
  });

  it.each(['not json', '[1,2]', '{"/vehicle":"soon"}', 'null'])(
    'drops a malformed reload record (%s) instead of failing',
    (stored) => {
      expect(readReloadRecord(memoryStorage({ [RELOAD_RECORD_KEY]: stored }))).toEqual({});
    },
  );

  it('starts with no record when storage cannot be read', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readReloadRecord(storage)).toEqual({});
  });

  it('warns, without failing, when storage cannot be written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeReloadRecord(storage, { '/': 1 })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('reads Save-Data and the effective type from navigator.connection, and nothing else', () => {
    const nav = (connection: unknown) => ({ connection }) as unknown as Navigator;
    expect(readConnection(nav({ saveData: true, effectiveType: '4g', rtt: 50 }))).toEqual({
      saveData: true,
      effectiveType: '4g',
    });
    expect(readConnection(nav(undefined))).toBeNull();
    expect(readConnection(nav({ saveData: 'yes' }))).toBeNull();
  });

  it('names the current location with its query and hash', () => {
    expect(currentPath({ pathname: '/form/start', search: '?a=1', hash: '#top' })).toBe(
      '/form/start?a=1#top',
    );
  });
});
