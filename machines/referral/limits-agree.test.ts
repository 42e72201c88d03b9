import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimReferralSchema, MAX_REFER_URL_LENGTH } from '../../contract/referral';
import { parseReferral } from './parse';

/** A referral URL of exactly `length` characters. */
function urlOf(length: number): string {
  const base = 'https://redress.example/?utm_source=ad&pad=';
  return base + 'x'.repeat(length - base.length);
}

describe('referral limits: what the browser keeps, the gateway accepts', () => {
  it('agree at the longest URL and one character past it', () => {
    const longest = parseReferral(urlOf(MAX_REFER_URL_LENGTH));
    expect(longest?.referUrl).toHaveLength(MAX_REFER_URL_LENGTH);
    expect(v.safeParse(ClaimReferralSchema, longest).success).toBe(true);
    expect(parseReferral(urlOf(MAX_REFER_URL_LENGTH + 1))).toBeNull();
    expect(v.safeParse(ClaimReferralSchema, { referUrl: urlOf(MAX_REFER_URL_LENGTH + 1) }).success).toBe(
      false,
    );
  });
});
