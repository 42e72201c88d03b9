// Issue 32, point 4: `npm run revoke-sessions` ends an account's sessions, and with --disable stops
// it signing in, against the test stack's Auth emulator (docs/incidents.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApp } from '../gateway/support';
import { clientApp } from '../support/emulators';

const script = path.resolve(import.meta.dirname, '../../scripts/revoke-sessions.mjs');
const password = 'a pass phrase for the incident test';

const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(disposers.splice(0).map((dispose) => dispose()));
});

/** `npm run revoke-sessions -- …` against the test stack's Auth emulator. */
function revokeSessions(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: process.env });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** An account signed in on a device, with its ID token and its session (which refreshes it). */
async function signedInAccount(label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { uid } = await getAuth(adminApp()).createUser({ email, password, emailVerified: true });
  const { auth, dispose } = clientApp();
  disposers.push(dispose);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  // Tokens are revoked from the next whole second: the sign-in must be in an earlier one.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return { uid, email, user, idToken: await user.getIdToken() };
}

async function signsIn(email: string): Promise<string> {
  const { auth, dispose } = clientApp();
  disposers.push(dispose);
  return signInWithEmailAndPassword(auth, email, password).then(
    () => 'signed in',
    (error: { code: string }) => error.code,
  );
}

describe('npm run revoke-sessions', () => {
  it('revokes every session of the account named by its email: the token, and any token its session refreshes, is refused', async () => {
    const account = await signedInAccount('revoke');
    await expect(getAuth(adminApp()).verifyIdToken(account.idToken, true)).resolves.toMatchObject({
      uid: account.uid,
    });
    const run = revokeSessions(account.email);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Account ${account.uid}: every session signed in before`);
    expect(run.stdout).not.toContain(account.email);
    await expect(getAuth(adminApp()).verifyIdToken(account.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    // The session's next token is refused too: it carries the same sign-in (auth_time), and a
    // deployment's token service refuses the refresh itself (the Auth emulator still issues one).
    const refreshed = await account.user.getIdToken(true).catch(() => null);
    if (refreshed !== null) {
      await expect(getAuth(adminApp()).verifyIdToken(refreshed, true)).rejects.toMatchObject({
        code: 'auth/id-token-revoked',
      });
    }
    // Not disabled: the owner can sign in again with the password.
    expect(await signsIn(account.email)).toBe('signed in');
  });

  it('with --disable, named by uid, also stops the account signing in', async () => {
    const account = await signedInAccount('disable');
    const run = revokeSessions(account.uid, '--disable');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('The account is disabled');
    expect((await getAuth(adminApp()).getUser(account.uid)).disabled).toBe(true);
    await expect(getAuth(adminApp()).verifyIdToken(account.idToken, true)).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    expect(await signsIn(account.email)).toBe('auth/user-disabled');
  });

  it('says so, and exits 1, for an account that does not exist or a command without one', () => {
    const byEmail = revokeSessions('nobody-here@example.com');
    expect(byEmail.status).toBe(1);
    expect(byEmail.stderr).toContain(
      'No account has the email nobody-here@example.com: nothing was revoked.',
    );
    const byUid = revokeSessions('no-such-uid-0000');
    expect(byUid.status).toBe(1);
    expect(byUid.stderr).toContain('No account has the uid no-such-uid-0000');
    const empty = revokeSessions();
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain(
      'Usage: npm run revoke-sessions -- <uid|email> [--disable] [--project <alias|id>]',
    );
  });

  it('reaches the project --project names: `default` (the emulators’ demo project) stays local, a name .firebaserc does not list is refused before anything is revoked', async () => {
    const account = await signedInAccount('project');
    const unknown = revokeSessions(account.email, '--disable', '--project', 'prod');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--project prod is neither an alias nor a project in .firebaserc');
    const typo = revokeSessions(account.email, '--disable', '--project', 'redress-prd');
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain('--project redress-prd is neither an alias nor a project in .firebaserc');
    expect((await getAuth(adminApp()).getUser(account.uid)).disabled).toBe(false);
    const local = revokeSessions(account.email, '--disable', '--project', 'default');
    expect(local.status).toBe(0);
    expect((await getAuth(adminApp()).getUser(account.uid)).disabled).toBe(true);
  });
});
