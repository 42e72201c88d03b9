// ASVS requirements docs/security.md cites this file for: the password rule allows any password a
// password manager makes (V6.2.5, V6.2.8, V6.2.9), a request carrying `__proto__` cannot pollute
// objects (V15.3.6), and the one image a claimant sends is a PNG of bounded size (V1.3.4, V5.2.1).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DRAWN_SIGNATURE_MAX_LENGTH,
  DrawnSignatureSchema,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PNG_DATA_URL_PREFIX,
} from '../../contract/fields';
import { LookupAddressRequestSchema, SubmitClaimRequestSchema } from '../../contract/requests';

describe('the password rule', () => {
  it('takes passwords of any composition, from 15 up to 128 characters, with no character rules', () => {
    for (const password of [
      'a'.repeat(PASSWORD_MIN_LENGTH),
      'correct horse battery staple',
      '1234567890123456',
      'ŵŷ ñ 密码 пароль 🚗🚗🚗 —',
      `  spaces around it  ${'x'.repeat(10)}`,
      'Z'.repeat(64),
      'p'.repeat(PASSWORD_MAX_LENGTH),
    ]) {
      const result = v.safeParse(NewPasswordSchema, password);
      expect(result.success, password).toBe(true);
      // Kept exactly as typed: no trimming, no case change, no truncation.
      expect(result.output).toBe(password);
    }
  });

  it('refuses a password shorter than 15 or longer than 128 characters, saying which', () => {
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(14)).issues?.[0]?.message).toBe(
      'Password must be 15 characters or more',
    );
    expect(v.safeParse(NewPasswordSchema, 'a'.repeat(129)).issues?.[0]?.message).toBe(
      'Password must be 128 characters or fewer',
    );
  });
});

describe('a request carrying __proto__', () => {
  it('is parsed into a plain object without it, and pollutes nothing', () => {
    const sent: unknown = JSON.parse(
      '{"postcode":"SW1A 1AA","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    );
    const result = v.safeParse(LookupAddressRequestSchema, sent);
    expect(result.success).toBe(true);
    expect(Object.keys(result.output as object)).toEqual(['postcode']);
    expect(Object.getPrototypeOf(result.output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is refused where it stands in place of a field', () => {
    const sent: unknown = JSON.parse('{"claimId":{"__proto__":{"isAdmin":true}}}');
    expect(v.safeParse(SubmitClaimRequestSchema, sent).success).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('a drawn signature, the one image a claimant sends', () => {
  const png = (length: number) => `${PNG_DATA_URL_PREFIX}${'A'.repeat(length - PNG_DATA_URL_PREFIX.length)}`;

  it('is a PNG data URL up to its size cap', () => {
    expect(v.safeParse(DrawnSignatureSchema, png(DRAWN_SIGNATURE_MAX_LENGTH)).success).toBe(true);
    expect(v.safeParse(DrawnSignatureSchema, png(DRAWN_SIGNATURE_MAX_LENGTH + 1)).issues?.[0]?.message).toBe(
      'Sign in the box again',
    );
  });

  it('refuses an SVG or any other kind of data URL', () => {
    for (const other of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<script>1</script>',
      'javascript:1',
    ]) {
      expect(v.safeParse(DrawnSignatureSchema, other).success, other).toBe(false);
    }
  });
});
