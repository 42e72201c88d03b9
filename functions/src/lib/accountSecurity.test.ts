import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, allowedSites, checkContinueUrl, signedInRecently } from './accountSecurity.js';

const now = Date.parse('2026-11-02T10:00:00Z');
const signedInAt = (ms: number) => ({ auth_time: Math.floor(ms / 1000) });

describe('signedInRecently: a sign-in within the last 5 minutes (decision 204)', () => {
  it('counts a sign-in a moment ago and one just under 5 minutes ago', () => {
    expect(signedInRecently(signedInAt(now - 1_000), now)).toBe(true);
    expect(signedInRecently(signedInAt(now - RECENT_SIGN_IN_MS + 1_000), now)).toBe(true);
  });

  it('refuses a sign-in more than 5 minutes ago, a token without auth_time and a future one', () => {
    expect(signedInRecently(signedInAt(now - RECENT_SIGN_IN_MS - 1_000), now)).toBe(false);
    expect(signedInRecently(signedInAt(now - 24 * 60 * 60 * 1000), now)).toBe(false);
    expect(signedInRecently({}, now)).toBe(false);
    expect(signedInRecently(undefined, now)).toBe(false);
    expect(signedInRecently({ auth_time: '1700000000' }, now)).toBe(false);
    expect(signedInRecently(signedInAt(now + 10 * 60 * 1000), now)).toBe(false);
  });
});

describe('allowedSites and checkContinueUrl: the gateway’s one list of sites (decision 203)', () => {
  it('allows the local machine only on the emulators', () => {
    const deployed = allowedSites({ SITE_ORIGINS: 'https://www.redress.example' });
    expect(deployed).toEqual({ origins: ['https://www.redress.example'], local: false });
    expect(allowedSites({ FUNCTIONS_EMULATOR: 'true' }).local).toBe(true);
    expect(() => checkContinueUrl('http://127.0.0.1:5173/login', deployed)).toThrow(
      expect.objectContaining({ code: 'invalid-argument', details: { reason: 'continue-url' } }),
    );
    expect(() => checkContinueUrl('https://www.redress.example/login', deployed)).not.toThrow();
    expect(() => checkContinueUrl(undefined, deployed)).not.toThrow();
  });
});
