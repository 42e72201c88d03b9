import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTINUE_URL_MESSAGE,
  UpgradeAccountRequestSchema,
  isAllowedContinueUrl,
  parseSiteOrigins,
} from './requests';

const deployed = {
  origins: ['https://www.redress.example', 'https://carfinance.sguk.example'],
  local: false,
};
const emulated = { ...deployed, local: true };

describe('continueUrl: only the deployment’s own sites’ /login (decision 203)', () => {
  it('accepts a brand’s /login', () => {
    expect(isAllowedContinueUrl('https://www.redress.example/login', deployed)).toBe(true);
    expect(isAllowedContinueUrl('https://carfinance.sguk.example/login', deployed)).toBe(true);
  });

  it.each([
    ['a foreign https host', 'https://evil.example/login'],
    ['a lookalike host ending elsewhere', 'https://www.redress.example.evil.com/login'],
    ['a lookalike host starting elsewhere', 'https://evilwww.redress.example/login'],
    ['a user name before a foreign host', 'https://www.redress.example@evil.example/login'],
    ['a user name before the brand’s host', 'https://good@www.redress.example/login'],
    ['another port on the brand’s host', 'https://www.redress.example:8443/login'],
    ['http on the brand’s host', 'http://www.redress.example/login'],
    ['another path', 'https://www.redress.example/elsewhere'],
    ['a query', 'https://www.redress.example/login?next=https://evil.example'],
    ['a fragment', 'https://www.redress.example/login#x'],
    ['the local machine outside the emulators', 'http://127.0.0.1:5173/login'],
    ['not a URL', 'login'],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedContinueUrl(url, deployed)).toBe(false);
  });

  it('accepts the local machine, any port, on the emulators only', () => {
    expect(isAllowedContinueUrl('http://127.0.0.1:5173/login', emulated)).toBe(true);
    expect(isAllowedContinueUrl('http://localhost:5191/login', emulated)).toBe(true);
    expect(isAllowedContinueUrl('http://127.0.0.2:5173/login', emulated)).toBe(false);
    expect(isAllowedContinueUrl('https://evil.example/login', emulated)).toBe(false);
  });

  it('refuses a user name in the request schema itself, with the message', () => {
    const result = v.safeParse(UpgradeAccountRequestSchema, {
      email: 'a@example.com',
      password: 'three random words together',
      continueUrl: 'https://good@evil.example/login',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(CONTINUE_URL_MESSAGE);
  });

  it('reads SITE_ORIGINS as exact https origins and refuses anything else', () => {
    expect(parseSiteOrigins(' https://www.redress.example , https://carfinance.sguk.example/ ')).toEqual([
      'https://www.redress.example',
      'https://carfinance.sguk.example',
    ]);
    expect(parseSiteOrigins(undefined)).toEqual([]);
    expect(() => parseSiteOrigins('http://www.redress.example')).toThrow(/not an https origin/);
    expect(() => parseSiteOrigins('https://www.redress.example/login')).toThrow(/not an https origin/);
  });
});
