import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallContext } from '../context.js';
import { acceptedSecondFactors, requireStaff } from './access.js';

const ctx = (token: Record<string, unknown> | undefined) =>
  ({
    uid: 'staff-1',
    caller: { signInProvider: 'password', emailVerified: true, token },
  }) as unknown as CallContext;
const signedIn = (claims: Record<string, unknown>, secondFactor?: string) => ({
  ...claims,
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
