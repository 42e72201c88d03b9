/** Local-storage keys for the referral data, exactly as the spec names them (section 3). */
export const REFERRAL_KEYS = {
  utmSource: 'referral_utmSource',
  utmMedium: 'referral_utmMedium',
  utmCampaign: 'referral_utmCampaign',
  adId: 'referral_adId',
  referUrl: 'referral_referUrl',
} as const;

export const REFERRAL_STORAGE_KEYS = Object.values(REFERRAL_KEYS);
