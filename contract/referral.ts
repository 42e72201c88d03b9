import * as v from 'valibot';

/** Local-storage keys for the referral data, exactly as the spec names them (section 3). */
export const REFERRAL_KEYS = {
  utmSource: 'referral_utmSource',
  utmMedium: 'referral_utmMedium',
  utmCampaign: 'referral_utmCampaign',
  adId: 'referral_adId',
  referUrl: 'referral_referUrl',
} as const;
export type ReferralField = keyof typeof REFERRAL_KEYS;

export const REFERRAL_STORAGE_KEYS = Object.values(REFERRAL_KEYS);

/** Longest URL kept as referUrl; longer ones are treated as carrying no referral. */
export const MAX_REFER_URL_LENGTH = 2048;
/** Longest parameter value kept; a longer value counts as absent. */
export const MAX_PARAM_LENGTH = 200;

export const ReferralParamSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_PARAM_LENGTH),
  // Control characters have no place in a campaign name and could corrupt logs downstream.
  v.regex(/^[^\p{Cc}]*$/u),
);

/** The referral data (spec section 3): what the capture keeps and what a claim carries. */
export const ReferralSchema = v.strictObject({
  utmSource: ReferralParamSchema,
  utmMedium: ReferralParamSchema,
  utmCampaign: ReferralParamSchema,
  adId: ReferralParamSchema,
  referUrl: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_REFER_URL_LENGTH)),
});
export type Referral = v.InferOutput<typeof ReferralSchema>;

/** The referral as a claim carries it: what was stored, any part of it missing. */
export const ClaimReferralSchema = v.partial(v.object(ReferralSchema.entries));
export type ClaimReferral = v.InferOutput<typeof ClaimReferralSchema>;
