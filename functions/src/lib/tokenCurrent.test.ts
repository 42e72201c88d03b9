import { describe, expect, it } from 'vitest';
import { LOG_ALERTS, logFilterOf } from './alerts.js';
import { accountSignIn, refusedTokenLine, tokenEnded, type AccountNow } from './tokenCurrent.js';

const SIGNED_IN = 1_790_000_000; // seconds, as `auth_time` holds it
const handlerToken = { auth_time: SIGNED_IN, role: 'handler', workspaces: ['Redress', 'SGUK'] };
const account = (over: Partial<AccountNow> = {}): AccountNow => ({
  disabled: false,
  validSinceMs: null,
  claims: { role: 'handler', workspaces: ['Redress', 'SGUK'] },
  signIn: 'password',
  ...over,
});

describe('tokenEnded: whether a verified token still speaks for its account', () => {
  it('accepts a token of an account as it was at sign-in, and one revoked before this sign-in', () => {
    expect(tokenEnded(handlerToken, account())).toBeNull();
    expect(tokenEnded(handlerToken, account({ validSinceMs: (SIGNED_IN - 1) * 1000 }))).toBeNull();
    // A claimant's token (no staff role) against an account with no custom claims.
    expect(tokenEnded({ auth_time: SIGNED_IN }, account({ claims: {} }))).toBeNull();
  });

  it('refuses a token signed in before the sessions were revoked', () => {
    expect(tokenEnded(handlerToken, account({ validSinceMs: (SIGNED_IN + 60) * 1000 }))).toBe('revoked');
    expect(tokenEnded(handlerToken, account({ validSinceMs: (SIGNED_IN + 1) * 1000 }))).toBe('revoked');
    // An account starts with its revocation time at its creation: a sign-in that second holds.
    expect(tokenEnded(handlerToken, account({ validSinceMs: SIGNED_IN * 1000 }))).toBeNull();
    // No sign-in time cannot show it came after the revocation.
    expect(tokenEnded({ role: 'handler', workspaces: ['Redress'] }, account({ validSinceMs: 1000 }))).toBe(
      'revoked',
    );
  });

  it('refuses a disabled or deleted account', () => {
    expect(tokenEnded(handlerToken, account({ disabled: true }))).toBe('disabled');
    expect(tokenEnded(handlerToken, null)).toBe('deleted');
  });

  it('refuses a staff token whose role or workspaces were taken away or narrowed', () => {
    expect(tokenEnded(handlerToken, account({ claims: {} }))).toBe('narrowed');
    expect(tokenEnded(handlerToken, account({ claims: { role: 'handler', workspaces: ['SGUK'] } }))).toBe(
      'narrowed',
    );
    const supervisor = { ...handlerToken, role: 'supervisor' };
    expect(tokenEnded(supervisor, account())).toBe('narrowed');
    // Widened since sign-in: the token grants less than the account has, which is no risk.
    expect(
      tokenEnded(
        handlerToken,
        account({ claims: { role: 'supervisor', workspaces: ['Redress', 'SGUK', 'Complex365'] } }),
      ),
    ).toBeNull();
  });
});

describe('the log line of a refused ended session', () => {
  it('names the operation, the uid, why and whether it was staff, never the token’s email or name, for its alert to match', () => {
    const token = { ...handlerToken, email: 'jane@example.com', name: 'Jane Doe', email_verified: true };
    const line = refusedTokenLine('deskOpenClaim', 'staff-uid-1', token, 'revoked');
    expect(line).toEqual({
      event: 'revoked-token-refused',
      functionName: 'deskOpenClaim',
      uid: 'staff-uid-1',
      ended: 'revoked',
      staff: true,
    });
    expect(JSON.stringify(line)).not.toMatch(/jane|Jane/);
    expect(line.event).toBe(LOG_ALERTS.revokedTokenRefused.event);
    expect(logFilterOf(LOG_ALERTS.revokedTokenRefused)).toContain(
      `jsonPayload.event="${String(line.event)}"`,
    );
    // A claimant's token (no staff role), or none at all.
    expect(refusedTokenLine('exportMyData', 'uid-2', { email: 'jane@example.com' }, 'disabled')).toEqual({
      event: 'revoked-token-refused',
      functionName: 'exportMyData',
      uid: 'uid-2',
      ended: 'disabled',
      staff: false,
    });
    expect(refusedTokenLine('cancelClaim', 'uid-3', undefined, 'deleted')).toMatchObject({ staff: false });
  });
});

describe('accountSignIn: how the claimant can get back to Your claims (decision 264)', () => {
  it('tells a password account from one with only an email address and from a guest', () => {
    const password = { providerId: 'password' };
    expect(accountSignIn({ email: 'jane@example.com', providerData: [password] })).toBe('password');
    expect(accountSignIn({ email: 'jane@example.com', providerData: [] })).toBe('email');
    expect(accountSignIn({ providerData: [] })).toBe('guest');
  });
});
