import { describe, expect, it, vi } from 'vitest';
import type { FirebaseLoader } from './firebase';
import { FirebaseLoadError } from './firebaseLoadError';
import { createProfileStore, ProfileStoreError } from './profile';

const UID = 'user-42';

/** Firestore's code could not be downloaded: every operation fails before it starts. */
const unreachable: FirebaseLoader = () => Promise.reject(new FirebaseLoadError('chunk missing'));

const OPERATIONS = [
  ['read', (store) => store.read(UID)],
  ['create', (store) => store.create(UID)],
  ['update', (store) => store.update(UID, { firstName: 'Sam', email: 'sam.jones@example.com' })],
] as const satisfies ReadonlyArray<
  readonly [string, (store: ReturnType<typeof createProfileStore>) => Promise<unknown>]
>;

describe('the profile store’s failures (spec section 8: logged to the console and rethrown)', () => {
  it.each(OPERATIONS)('logs a failed %s once, by kind and code only, then rethrows it', async (name, run) => {
    const log = vi.fn();
    const failure = await run(createProfileStore(unreachable, log)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProfileStoreError);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(log).toHaveBeenCalledExactlyOnceWith('profile store failed', {
      operation: name,
      kind: 'network',
      code: undefined,
    });
    const logged = JSON.stringify(log.mock.calls);
    for (const personal of [UID, 'Sam', 'sam.jones@example.com']) expect(logged).not.toContain(personal);
  });

  it('logs a failed read once when the blank profile cannot be made either (readOrCreate stops at the read)', async () => {
    const log = vi.fn();
    await expect(createProfileStore(unreachable, log).readOrCreate(UID)).rejects.toBeInstanceOf(
      ProfileStoreError,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ operation: 'read' });
  });

  it('logs to console.error by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(createProfileStore(unreachable).read(UID)).rejects.toBeInstanceOf(ProfileStoreError);
      expect(error).toHaveBeenCalledExactlyOnceWith('profile store failed', {
        operation: 'read',
        kind: 'network',
        code: undefined,
      });
    } finally {
      error.mockRestore();
    }
  });
});
