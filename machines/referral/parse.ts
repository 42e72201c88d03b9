import * as v from 'valibot';
import { MAX_REFER_URL_LENGTH, ReferralParamSchema, type Referral } from '../../contract/referral';

/** The advert id parameter; the spec does not name it (decision 011). */
export const AD_ID_PARAM = 'ad_id';

function param(params: URLSearchParams, name: string): string {
  const result = v.safeParse(ReferralParamSchema, params.get(name) ?? '');
  return result.success ? result.output : '';
}

/**
 * The referral a URL carries, or null when it carries none. Any of utm_source, utm_medium or
 * utm_campaign with a usable value makes it a referral (spec section 4); the whole URL is kept.
 */
export function parseReferral(url: unknown): Referral | null {
  if (typeof url !== 'string' || url.length > MAX_REFER_URL_LENGTH || !URL.canParse(url)) return null;
  const { searchParams, protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') return null;
  const referral = {
    utmSource: param(searchParams, 'utm_source'),
    utmMedium: param(searchParams, 'utm_medium'),
    utmCampaign: param(searchParams, 'utm_campaign'),
    adId: param(searchParams, AD_ID_PARAM),
    referUrl: url,
  };
  if (!referral.utmSource && !referral.utmMedium && !referral.utmCampaign) return null;
  return referral;
}
