import { describe, expect, it, vi } from 'vitest';
import { createAuthAdapter } from './auth';
import { AuthAdapterError } from './authErrors';
import type { FirebaseLoader } from './firebase';
import { FirebaseLoadError } from './firebaseLoadError';

const EMAIL = 'sam.jones@example.com';
const PASSWORD = 'a long pass phrase';
const TOKEN = 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ1c2VyLTQyIn0.';
const LINK = 'https://www.redress.example/login?mode=signIn&oobCode=Qzx7LinkCode&apiKey=key';

/** The sign-in service's code could not be downloaded: every operation fails before it starts. */
const unreachable: FirebaseLoader = () => Promise.reject(new FirebaseLoadError('chunk missing'));

/** Each operation of the adapter, called with personal data where it takes any. */
const OPERATIONS = [
  ['signInAnonymously', (auth) => auth.signInAnonymously()],
  ['signInWithEmail', (auth) => auth.signInWithEmail({ email: EMAIL, password: PASSWORD })],
  ['signInWithCustomToken', (auth) => auth.signInWithCustomToken(TOKEN)],
  ['signInWithEmailLink', (auth) => auth.signInWithEmailLink({ email: EMAIL, href: LINK })],
  ['sendPasswordReset', (auth) => auth.sendPasswordReset(EMAIL, 'https://example.test')],
  ['logout', (auth) => auth.logout(() => undefined)],
  ['refreshUser', (auth) => auth.refreshUser()],
] as const satisfies ReadonlyArray<
  readonly [string, (auth: ReturnType<typeof createAuthAdapter>) => Promise<unknown>]
>;

describe('the auth adapter’s failures (spec section 8: logged to the console and rethrown)', () => {
  it.each(OPERATIONS)('logs a failed %s once, by kind and code only, then rethrows it', async (name, run) => {
    const log = vi.fn();
    const failure = await run(createAuthAdapter(unreachable, log)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthAdapterError);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('auth operation failed', {
      operation: name,
      kind: 'network',
      code: undefined,
    });
    const logged = JSON.stringify(log.mock.calls);
    for (const personal of [EMAIL, PASSWORD, TOKEN, 'Qzx7LinkCode']) expect(logged).not.toContain(personal);
  });

  it('logs a refresh with nobody signed in as "No current user", with no uid', async () => {
    const log = vi.fn();
    const nobody = (() => Promise.resolve({ auth: { currentUser: null } })) as unknown as FirebaseLoader;
    await expect(createAuthAdapter(nobody, log).refreshUser()).rejects.toThrow('No current user');
    expect(log).toHaveBeenCalledExactlyOnceWith('auth operation failed', {
      operation: 'refreshUser',
      kind: 'no-current-user',
      code: undefined,
    });
  });

  it('logs to console.error by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(createAuthAdapter(unreachable).signInAnonymously()).rejects.toBeInstanceOf(
        AuthAdapterError,
      );
      expect(error).toHaveBeenCalledExactlyOnceWith('auth operation failed', {
        operation: 'signInAnonymously',
        kind: 'network',
        code: undefined,
      });
    } finally {
      error.mockRestore();
    }
  });
});
