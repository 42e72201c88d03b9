import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallContext } from '../context.js';
import { STAFF_SESSION_EXPIRED_MESSAGE } from '../../../contract/staff.js';
import { acceptedSecondFactors, requireStaff } from './access.js';

/** The gateway's clock in these tests: a Monday at 18:00 UTC. */
const NOW = Date.parse('2026-11-23T18:00:00Z');
const HOUR = 60 * 60 * 1000;
const ctx = (token: Record<string, unknown> | undefined) =>
  ({
    uid: 'staff-1',
    deps: { now: () => NOW },
    caller: { signInProvider: 'password', emailVerified: true, token },
  }) as unknown as CallContext;
/** A staff token whose sign-in (`auth_time`) was an hour ago unless told otherwise. */
const signedIn = (claims: Record<string, unknown>, secondFactor?: string, signedInAt = NOW - HOUR) => ({
  ...claims,
  auth_time: Math.floor(signedInAt / 1000),
  firebase: {
    sign_in_provider: 'password',
    ...(secondFactor ? { sign_in_second_factor: secondFactor } : {}),
  },
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; details: { reason: string } };
  }
  throw new Error('expected a refusal');
};

// As on the emulators, where a text message is the second factor; the last test says otherwise.
beforeEach(() => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('requireStaff', () => {
  it('lets a handler with a second factor through, with the uid and what the token grants', () => {
    expect(requireStaff(ctx(signedIn({ role: 'handler', workspaces: ['SGUK'] }, 'phone')))).toEqual({
      uid: 'staff-1',
      role: 'handler',
      workspaces: ['SGUK'],
    });
  });

  it('refuses a token with no staff role as staff-only', () => {
    expect(refusal(() => requireStaff(ctx(signedIn({}, 'phone'))))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'staff-only' },
    });
    expect(refusal(() => requireStaff(ctx(undefined))).details.reason).toBe('staff-only');
  });

  it('refuses a staff sign-in made with the password alone', () => {
    expect(
      refusal(() => requireStaff(ctx(signedIn({ role: 'supervisor', workspaces: ['SGUK'] })))),
    ).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'second-factor-required' },
    });
  });

  it('refuses a handler what only a supervisor may do', () => {
    const handler = ctx(signedIn({ role: 'handler', workspaces: ['SGUK'] }, 'phone'));
    expect(refusal(() => requireStaff(handler, 'supervisor')).details.reason).toBe('supervisor-only');
    const supervisor = ctx(signedIn({ role: 'supervisor', workspaces: ['SGUK'] }, 'phone'));
    expect(requireStaff(supervisor, 'supervisor').role).toBe('supervisor');
  });

  it('refuses a staff sign-in older than a working day, asking them to sign in again (decision 217)', () => {
    const claims = { role: 'handler', workspaces: ['SGUK'] };
    // Signed in at 6:00 this morning: the 12th hour is the last one.
    expect(requireStaff(ctx(signedIn(claims, 'phone', NOW - 12 * HOUR))).role).toBe('handler');
    for (const token of [
      signedIn(claims, 'phone', NOW - 12 * HOUR - 1000),
      signedIn(claims, 'phone', NOW - 3 * 24 * HOUR),
      { ...signedIn(claims, 'phone'), auth_time: undefined },
      { ...signedIn(claims, 'phone'), auth_time: '1700000000' },
    ]) {
      expect(refusal(() => requireStaff(ctx(token)))).toMatchObject({
        code: 'unauthenticated',
        message: STAFF_SESSION_EXPIRED_MESSAGE,
        details: { reason: 'session-expired' },
      });
    }
    expect(STAFF_SESSION_EXPIRED_MESSAGE).toBe(
      'Your desk sign-in has ended: it lasts 12 hours. Sign in again.',
    );
  });

  it('reads a sign-in’s age on the sign-in service’s clock when the service clock was moved (decision 261)', () => {
    const claims = { role: 'handler', workspaces: ['SGUK'] };
    const moved = {
      ...ctx(signedIn(claims, 'phone')),
      deps: { now: () => NOW + 100 * 24 * HOUR, tokenNow: () => NOW },
    } as unknown as CallContext;
    expect(requireStaff(moved).role).toBe('handler');
    const stale = {
      ...ctx(signedIn(claims, 'phone', NOW - 13 * HOUR)),
      deps: { now: () => NOW - 13 * HOUR, tokenNow: () => NOW },
    } as unknown as CallContext;
    expect(refusal(() => requireStaff(stale))).toMatchObject({ details: { reason: 'session-expired' } });
  });

  it('accepts a text-message second factor on the emulators only; a deployment needs TOTP', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
    expect(acceptedSecondFactors()).toEqual(['totp']);
    const bySms = ctx(signedIn({ role: 'handler', workspaces: ['SGUK'] }, 'phone'));
    expect(refusal(() => requireStaff(bySms)).details.reason).toBe('second-factor-required');
    expect(requireStaff(ctx(signedIn({ role: 'handler', workspaces: ['SGUK'] }, 'totp'))).role).toBe(
      'handler',
    );
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(acceptedSecondFactors()).toEqual(['totp', 'phone']);
  });
});
