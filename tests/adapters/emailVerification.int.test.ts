import type * as AuthSdk from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDevices, device, sentEmails, uniqueEmail } from './support';

// Production projects keep email enumeration protection on, and then refuse a direct email
// change with auth/operation-not-allowed; the emulator does not, so that refusal is stood in here.
vi.mock('firebase/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthSdk>();
  return {
    ...actual,
    updateEmail: vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('operation-not-allowed'), { code: 'auth/operation-not-allowed' }),
      ),
    ),
  };
});

afterEach(() => closeDevices());

describe('changing the email where a direct change is not allowed', () => {
  it('sends a verification link to the new address that returns to /login, and keeps the old email until then', async () => {
    const { auth } = device();
    await auth.signInAnonymously();
    const old = uniqueEmail('before');
    await auth.upgradeAnonymousUser({ email: old, password: 'a-password' });
    const next = uniqueEmail('after');
    const outcome = await auth.updateEmail(next, 'http://127.0.0.1:5383');
    expect(outcome).toMatchObject({ status: 'verification-sent', user: { email: old } });
    expect(await sentEmails(next)).toEqual([
      { email: next, requestType: 'VERIFY_AND_CHANGE_EMAIL', continueUrl: 'http://127.0.0.1:5383/login' },
    ]);
  });
});
