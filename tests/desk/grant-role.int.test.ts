import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../gateway/support';
import { signInStaff, staffAccount, tokenClaims } from './staff';

const script = path.resolve(import.meta.dirname, '../../scripts/grant-role.mjs');

/** `npm run grant-role -- …` against the test stack's Auth emulator. */
function grantRole(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: process.env });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const claimsOf = async (uid: string) => (await getAuth(adminApp()).getUser(uid)).customClaims ?? {};

describe('npm run grant-role', () => {
  it('makes an account a handler of the workspaces named, keeping its other claims', async () => {
    const account = await staffAccount();
    await getAuth(adminApp()).setCustomUserClaims(account.uid, { team: 'north' });
    const run = grantRole(account.email, 'handler', '--workspace', 'SGUK', '--workspace', 'sgukinternal');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`is a handler for SGUK, SGUKINTERNAL`);
    expect(await claimsOf(account.uid)).toEqual({
      team: 'north',
      role: 'handler',
      workspaces: ['SGUK', 'SGUKINTERNAL'],
    });
  });

  it('makes a supervisor of every workspace with --workspace all, and keeps the workspaces when none are named', async () => {
    const account = await staffAccount();
    expect(grantRole(account.email, 'handler', '--workspace', 'all').status).toBe(0);
    expect(await claimsOf(account.uid)).toEqual({
      role: 'handler',
      workspaces: ['Redress', 'SGUK', 'SGUKINTERNAL', 'Complex365'],
    });
    expect(grantRole(account.email, 'supervisor').status).toBe(0);
    expect((await claimsOf(account.uid)).role).toBe('supervisor');
    expect((await claimsOf(account.uid)).workspaces).toHaveLength(4);
  });

  it('refuses a role to an account with no second factor, saying to enrol an authenticator app at the desk’s sign-in, and gives nothing but the invitation to', async () => {
    const account = await staffAccount({ secondFactor: false });
    const run = grantRole(account.email, 'handler', '--workspace', 'Redress');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`No role was given: ${account.email} has no second factor.`);
    expect(run.stderr).toContain("enrol an authenticator app at the desk's sign-in");
    expect(run.stderr).toContain('then run this command again');
    // No role: only the invitation that lets the desk's sign-in walk them through enrolling one.
    expect(await claimsOf(account.uid)).toEqual({ deskEnrolment: true });

    // Once they have enrolled, the same command gives the role and the invitation ends.
    await getAuth(adminApp()).updateUser(account.uid, {
      multiFactor: {
        enrolledFactors: [{ uid: 'mobile-1', factorId: 'phone', phoneNumber: '+447700900555' }],
      },
    });
    const again = grantRole(account.email, 'handler', '--workspace', 'Redress');
    expect(again.status).toBe(0);
    expect(await claimsOf(account.uid)).toEqual({ role: 'handler', workspaces: ['Redress'] });
  });

  it('refuses a role to an account whose email is not confirmed, saying to confirm it from the link first', async () => {
    const account = await staffAccount();
    await getAuth(adminApp()).updateUser(account.uid, { emailVerified: false });
    const run = grantRole(account.email, 'supervisor', '--workspace', 'all');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `No role was given: ${account.email} has not confirmed their email address.`,
    );
    expect(run.stderr).toContain('confirm their email address from the link in the email they were sent');
    expect(await claimsOf(account.uid)).toEqual({});
  });

  it('refuses more access (a higher role) to a staff member whose second factor was removed, but narrows it, ending their sessions', async () => {
    const account = await staffAccount({
      role: 'handler',
      workspaces: ['Redress', 'SGUK'],
      secondFactor: false,
    });
    const promote = grantRole(account.email, 'supervisor');
    expect(promote.status).toBe(1);
    expect(promote.stderr).toContain('has no second factor');
    expect((await claimsOf(account.uid)).role).toBe('handler');
    const narrow = grantRole(account.email, 'handler', '--workspace', 'Redress');
    expect(narrow.status).toBe(0);
    expect(narrow.stdout).toContain('every session of theirs is ended');
    expect(await claimsOf(account.uid)).toEqual({ role: 'handler', workspaces: ['Redress'] });
  });

  it('ends the sessions of an account given fewer workspaces or a lower role, and not of one given more', async () => {
    const account = await staffAccount({ role: 'handler', workspaces: ['Redress'] });
    const first = await signInStaff(account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const wider = grantRole(account.email, 'supervisor', '--workspace', 'Redress', '--workspace', 'SGUK');
    expect(wider.status).toBe(0);
    expect(wider.stdout).not.toContain('session');
    await expect(getAuth(adminApp()).verifyIdToken(first, true)).resolves.toMatchObject({ uid: account.uid });

    const fewer = grantRole(account.email, 'supervisor', '--workspace', 'SGUK');
    expect(fewer.status).toBe(0);
    expect(fewer.stdout).toContain('every session of theirs is ended (refresh tokens revoked)');
    await expect(getAuth(adminApp()).verifyIdToken(first, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await signInStaff(account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const lower = grantRole(account.email, 'handler');
    expect(lower.status).toBe(0);
    expect(lower.stdout).toContain('every session of theirs is ended');
    await expect(getAuth(adminApp()).verifyIdToken(second, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await claimsOf(account.uid)).toEqual({ role: 'handler', workspaces: ['SGUK'] });
  });

  it('reaches the project --project names: an alias in .firebaserc, never a name it does not list', async () => {
    const account = await staffAccount();
    // `default` is the emulators' demo-redress: a demo project stays on the emulator.
    const local = grantRole(account.email, 'handler', '--workspace', 'Redress', '--project', 'default');
    expect(local.status).toBe(0);
    expect((await claimsOf(account.uid)).role).toBe('handler');
    const unknown = grantRole(account.email, 'supervisor', '--project', 'staging');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--project staging is neither an alias nor a project in .firebaserc');
    expect((await claimsOf(account.uid)).role).toBe('handler');
  });

  it('takes the role away with --revoke and ends the account’s sessions', async () => {
    const account = await staffAccount({ role: 'supervisor', workspaces: ['Redress'] });
    const session = await signInStaff(account);
    // Sessions are ended from the next whole second: the sign-in must be in an earlier one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const run = grantRole(account.email, '--revoke');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no longer has a staff role');
    expect((await getAuth(adminApp()).getUser(account.uid)).customClaims ?? {}).toEqual({});
    await expect(getAuth(adminApp()).verifyIdToken(session, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('refuses an unknown role or workspace, a handler with no workspace, and an email with no account', async () => {
    const account = await staffAccount();
    const badRole = grantRole(account.email, 'admin', '--workspace', 'Redress');
    expect(badRole).toMatchObject({ status: 1 });
    expect(badRole.stderr).toContain('The role is handler or supervisor, not "admin"');
    const badWorkspace = grantRole(account.email, 'handler', '--workspace', 'Elsewhere');
    expect(badWorkspace.stderr).toContain('There is no workspace "Elsewhere"');
    const noWorkspace = grantRole(account.email, 'handler');
    expect(noWorkspace.status).toBe(1);
    expect(noWorkspace.stderr).toContain('has no workspaces yet');
    const nobody = grantRole('nobody-here@firm.example', 'handler', '--workspace', 'Redress');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('No account has the email nobody-here@firm.example');
    expect(await claimsOf(account.uid)).toEqual({});
  });
  it('makes a staff account to try the desk with on the local emulators (--create), which signs in with both factors', async () => {
    const email = `local-${Date.now()}@firm.example`;
    const mobile = '+447700900456';
    const run = grantRole(email, 'supervisor', '--workspace', 'all', '--create', '--mobile', mobile);
    expect(run.status).toBe(0);
    const password = /Its password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    expect(run.stdout).not.toContain('no second factor yet');
    const user = await getAuth(adminApp()).getUserByEmail(email);
    expect(user.emailVerified).toBe(true);
    const idToken = await signInStaff({ uid: user.uid, email, phoneNumber: mobile }, undefined, password);
    expect(tokenClaims(idToken)).toMatchObject({
      role: 'supervisor',
      workspaces: ['Redress', 'SGUK', 'SGUKINTERNAL', 'Complex365'],
      firebase: { sign_in_second_factor: 'phone' },
    });

    const again = grantRole(email, 'handler', '--workspace', 'Redress', '--create');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already: leave out --create');
    const real = grantRole(
      'x@firm.example',
      'handler',
      '--workspace',
      'Redress',
      '--create',
      '--project',
      'redress-prod',
    );
    expect(real.status).toBe(1);
    expect(real.stderr).toContain('--create makes accounts on the local emulators only');
    const badMobile = grantRole(
      'y@firm.example',
      'handler',
      '--workspace',
      'Redress',
      '--create',
      '--mobile',
      '07700900456',
    );
    expect(badMobile.stderr).toContain('--mobile is a UK mobile in +44 form');
  });
});
