import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp, anonymousCaller, errorOf } from '../gateway/support';
import {
  IdentityToolkitError,
  callWithToken,
  refusalOf,
  signInStaff,
  signInWithPassword,
  staffAccount,
  tokenClaims,
} from './staff';

describe('staff sign-in: a password and a second factor (the Auth emulator’s text message)', () => {
  it('gives a staff account no session for its password alone, only the second step', async () => {
    const account = await staffAccount({ role: 'handler', workspaces: ['SGUK'] });
    const first = await signInWithPassword(account.email);
    expect(first.idToken).toBeUndefined();
    expect(first.mfaPendingCredential).toEqual(expect.any(String));
    expect(first.mfaInfo).toHaveLength(1);
  });

  it('signs in with the texted code: the token shows the second factor, the role and the workspaces', async () => {
    const account = await staffAccount({ role: 'supervisor', workspaces: ['SGUK', 'SGUKINTERNAL'] });
    const claims = tokenClaims(await signInStaff(account));
    expect(claims.firebase).toMatchObject({ sign_in_provider: 'password', sign_in_second_factor: 'phone' });
    expect(claims).toMatchObject({
      user_id: account.uid,
      role: 'supervisor',
      workspaces: ['SGUK', 'SGUKINTERNAL'],
    });
  });

  it('refuses a wrong code', async () => {
    const account = await staffAccount({ role: 'handler', workspaces: ['Redress'] });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await expect(signInStaff(account, wrong)).rejects.toThrow(IdentityToolkitError);
  });

  it('keeps a role granted after sign-in out of the session until the staff member signs in again', async () => {
    const account = await staffAccount({ role: 'handler', workspaces: ['Redress'] });
    const before = await signInStaff(account);
    await getAuth(adminApp()).setCustomUserClaims(account.uid, {
      role: 'supervisor',
      workspaces: ['Redress'],
    });
    expect(tokenClaims(before).role).toBe('handler');
    expect(tokenClaims(await signInStaff(account)).role).toBe('supervisor');
  });
});

describe('the gateway refuses the desk without a staff role and a second factor', () => {
  it('refuses a staff account signed in with its password alone (no second factor enrolled)', async () => {
    const account = await staffAccount({ role: 'handler', workspaces: ['Redress'], secondFactor: false });
    const idToken = await signInStaff(account);
    expect(tokenClaims(idToken).firebase.sign_in_second_factor).toBeUndefined();
    for (const [name, data] of [
      ['deskListClaims', {}],
      ['deskOpenClaim', { claimId: 'claim-00000001' }],
      ['deskAddNote', { claimId: 'claim-00000001', idempotencyKey: 'k'.repeat(16), text: 'Note' }],
    ] as const) {
      expect(await refusalOf(callWithToken(idToken, name, data))).toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'second-factor-required' },
      });
    }
  });

  it('refuses a claimant’s session every desk operation, as staff-only', async () => {
    const claimant = await anonymousCaller();
    for (const name of ['deskListClaims', 'deskOpenClaim', 'deskAddNote', 'deskReadAudit']) {
      expect(await errorOf(claimant.call(name, {}))).toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'staff-only' },
      });
    }
  });

  it('refuses an account with a second factor but no staff role', async () => {
    const account = await staffAccount({});
    const idToken = await signInStaff(account);
    expect(await refusalOf(callWithToken(idToken, 'deskListClaims', {}))).toMatchObject({
      details: { reason: 'staff-only' },
    });
  });
});
