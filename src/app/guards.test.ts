import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LENGTH, isWellFormedToken, runGuard } from './guards';

const TOKEN = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOiJhYmMxMjMiLCJpYXQiOjE3MDB9.';
const request = (query: string) => new Request(`https://www.redress.example/auth${query}`);

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the guard to throw');
}

describe('route guards', () => {
  it('throws for a guard name that does not exist, never letting the route through', () => {
    expect(() => runGuard('secret-auht', request(`?token=${TOKEN}`))).toThrow(
      'Unknown route guard: secret-auht',
    );
    expect(() => runGuard('toString', request(`?token=${TOKEN}`))).toThrow('Unknown route guard: toString');
  });

  it('secret-auth lets a well-formed token through and hands it to the route', () => {
    expect(runGuard('secret-auth', request(`?token=${TOKEN}`))).toEqual({ token: TOKEN });
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['a token that is not JWT-shaped', '?token=letmein'],
    ['a token with script in it', '?token=a.b.<script>'],
    ['two tokens', `?token=${TOKEN}&token=${TOKEN}`],
    ['an overlong token', `?token=${'a'.repeat(MAX_TOKEN_LENGTH)}.${'b'.repeat(20)}.c`],
  ])('secret-auth answers %s with the spec page-not-found error', (_name, query) => {
    const error = thrownBy(() => runGuard('secret-auth', request(query)));
    // The loader throws it; the router turns it into the 404 the root error page shows.
    expect(error).toMatchObject({ data: 'Page not found: /auth', init: { status: 404 } });
  });
});

describe('isWellFormedToken', () => {
  it('accepts signed and emulator (unsigned) JWTs within the length limit', () => {
    expect(isWellFormedToken(TOKEN)).toBe(true);
    expect(isWellFormedToken(`${TOKEN}c2lnbmF0dXJlX3BhcnQ`)).toBe(true);
  });

  it('refuses null, two-part strings and padding characters', () => {
    expect(isWellFormedToken(null)).toBe(false);
    expect(isWellFormedToken('eyJhbGciOiJub25lIn0.eyJ1aWQiOiJhYmMifQ')).toBe(false);
    expect(isWellFormedToken('eyJhbGciOiJub25lIn0=.eyJ1aWQiOiJhYmMifQ=.x')).toBe(false);
  });
});
