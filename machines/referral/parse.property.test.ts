import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AWKWARD_UNICODE, SCRIPT_BEARING, anyString, anything } from '../../tests/reliability/hostile';
import { MAX_PARAM_LENGTH, MAX_REFER_URL_LENGTH, ReferralSchema } from '../../contract/referral';
import { parseReferral } from './parse';

const value = fc.oneof(anyString, fc.constantFrom(...SCRIPT_BEARING, ...AWKWARD_UNICODE));
const landing = fc
  .record({ source: value, medium: value, campaign: value, ad: value })
  .map(({ source, medium, campaign, ad }) => {
    const url = new URL('https://redress.example/form/start');
    url.searchParams.set('utm_source', source);
    url.searchParams.set('utm_medium', medium);
    url.searchParams.set('utm_campaign', campaign);
    url.searchParams.set('ad_id', ad);
    return url.toString();
  });

describe('referral URL parsing under hostile input', () => {
  it('never throws, and whatever it keeps passes its own schema', () => {
    fc.assert(
      fc.property(fc.oneof(anything, anyString, landing, fc.webUrl({ withQueryParameters: true })), (url) => {
        const referral = parseReferral(url);
        if (referral !== null) expect(v.safeParse(ReferralSchema, referral).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps no control characters and no value over the limit; drops URLs over the limit', () => {
    fc.assert(
      fc.property(landing, (url) => {
        const referral = parseReferral(url);
        if (url.length > MAX_REFER_URL_LENGTH) return expect(referral).toBeNull();
        for (const kept of [
          referral?.utmSource,
          referral?.utmMedium,
          referral?.utmCampaign,
          referral?.adId,
        ]) {
          expect(kept ?? '').not.toMatch(/\p{Cc}/u);
          expect((kept ?? '').length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('ignores URLs that are not http(s), whatever they carry', () => {
    fc.assert(
      fc.property(fc.constantFrom('javascript:', 'data:', 'file:', 'ftp:'), value, (scheme, source) => {
        expect(
          parseReferral(`${scheme}//x/?${new URLSearchParams({ utm_source: source }).toString()}`),
        ).toBeNull();
      }),
    );
  });
});
