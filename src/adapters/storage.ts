import * as v from 'valibot';

/**
 * Browser storage that never throws: private modes, disabled cookies and full quotas make
 * `localStorage` throw on access or on write, and a claimant must still be able to continue.
 */
export type SafeStorage = {
  get(key: string): string | null;
  /** False when the browser refused the write (quota, privacy settings). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
};

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function createSafeStorage(resolve: () => StorageLike | undefined): SafeStorage {
  const attempt = <T>(operate: (storage: StorageLike) => T, fallback: T): T => {
    try {
      const storage = resolve();
      return storage ? operate(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) =>
      attempt((s) => {
        s.setItem(key, value);
        return true;
      }, false),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    keys: () =>
      attempt((s) => {
        const found: string[] = [];
        for (let index = 0; index < s.length; index++) {
          const key = s.key(index);
          if (key !== null) found.push(key);
        }
        return found;
      }, []),
  };
}

export const localStore = createSafeStorage(() => globalThis.localStorage);
export const sessionStore = createSafeStorage(() => globalThis.sessionStorage);

export type StoredJson<T> =
  { status: 'missing' } | { status: 'invalid'; reason: string } | { status: 'ok'; value: T };

/**
 * Reads and validates a JSON value. Anything unreadable is removed, so a bad value is reported
 * once and never trusted (the caller logs the reason, which names no personal data).
 */
export function readJson<TSchema extends v.GenericSchema>(
  storage: SafeStorage,
  key: string,
  schema: TSchema,
): StoredJson<v.InferOutput<TSchema>> {
  const raw = storage.get(key);
  if (raw === null) return { status: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.remove(key);
    return { status: 'invalid', reason: 'not JSON' };
  }
  const result = v.safeParse(schema, parsed);
  if (!result.success) {
    storage.remove(key);
    const where = (issue: v.BaseIssue<unknown>) => v.getDotPath(issue) ?? '(root)';
    return {
      status: 'invalid',
      reason: result.issues.map((issue) => `${where(issue)}: ${issue.kind} ${issue.type}`).join(', '),
    };
  }
  return { status: 'ok', value: result.output };
}

export function writeJson(storage: SafeStorage, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return storage.set(key, text);
}

/**
 * Where the claim wizard's snapshot lives. Session storage: it survives reloads and new-build
 * reloads in the tab, and the personal answers in it do not outlive the tab
 * (docs/decisions/022-browser-storage.md). A returning claimant resumes from the server copy.
 */
export const WIZARD_SNAPSHOT_KEY = 'redress.wizard';

/** Keys (and key prefixes) that may hold personal data; logout removes them from both stores. */
export const PERSONAL_KEY_PREFIXES = [WIZARD_SNAPSHOT_KEY] as const;

export function clearPersonalData(stores: SafeStorage[] = [localStore, sessionStore]): void {
  for (const store of stores) {
    for (const key of store.keys()) {
      if (PERSONAL_KEY_PREFIXES.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))) {
        store.remove(key);
      }
    }
  }
}
