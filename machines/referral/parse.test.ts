import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PARAM_LENGTH, MAX_REFER_URL_LENGTH } from '../../contract/referral';
import { parseReferral } from './parse';

const base = 'https://redress.example/form/start/';
const withParams = (params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

describe('parseReferral', () => {
  it('reads the three UTM parameters, ad_id and keeps the whole URL', () => {
    const url = withParams({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'pcp', ad_id: 'A-1' });
    expect(parseReferral(url)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'pcp',
      adId: 'A-1',
      referUrl: url,
    });
  });

  it.each(['utm_source', 'utm_medium', 'utm_campaign'])('treats %s alone as a referral', (name) => {
    expect(parseReferral(withParams({ [name]: 'v' }))).not.toBeNull();
  });

  it('is not a referral with only ad_id, other utm_* or empty values', () => {
    expect(parseReferral(withParams({ ad_id: '1', utm_term: 'x', utm_content: 'y' }))).toBeNull();
    expect(parseReferral(withParams({ utm_source: '', utm_medium: '  ' }))).toBeNull();
    expect(parseReferral(base)).toBeNull();
  });

  it('rejects non-strings, unparsable and non-web URLs', () => {
    for (const value of [undefined, null, 3, {}, 'utm_source=x', 'javascript:alert(1)?utm_source=x']) {
      expect(parseReferral(value)).toBeNull();
    }
  });

  it('never returns an overlong value, a control character or an overlong URL', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'ad_id', 'utm_term', 'q'),
          fc.string({ unit: 'binary', maxLength: 260 }),
        ),
        (params) => {
          const url = withParams(params);
          const referral = parseReferral(url);
          if (referral === null) return;
          expect(referral.referUrl).toBe(url);
          expect(url.length).toBeLessThanOrEqual(MAX_REFER_URL_LENGTH);
          for (const value of [referral.utmSource, referral.utmMedium, referral.utmCampaign, referral.adId]) {
            expect(value.length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
            expect(/\p{Cc}/u.test(value)).toBe(false);
          }
          expect(referral.utmSource || referral.utmMedium || referral.utmCampaign).not.toBe('');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('finds a referral whenever one usable UTM value is present', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign'),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/),
        (name, value) => {
          expect(parseReferral(withParams({ [name]: value }))).not.toBeNull();
        },
      ),
    );
  });
});
