import type * as ReferralRuntime from '../journey/referralRuntime';
import { hasConsent, subscribeConsent } from '../consent/store';

/**
 * Referral capture on a content page. Only an address with a query string can carry UTM
 * parameters, and nothing may be stored before the visitor accepts marketing cookies, so the
 * referral machine (and XState) loads only for such an address and only once marketing is allowed,
 * on this page or in another tab. The machine then applies the rules: new UTM parameters replace
 * the stored referral, anything else changes nothing.
 */
export function startReferralCapture(
  url: string,
  load: () => Promise<typeof ReferralRuntime> = () => import('../journey/referralRuntime'),
): () => void {
  if (new URL(url).search === '') return () => undefined;
  let started = false;
  let unsubscribe: () => void = () => undefined;
  const begin = () => {
    if (started || !hasConsent('marketing')) return;
    started = true;
    unsubscribe();
    load()
      .then(({ startReferral }) => startReferral().actor.send({ type: 'router.navigated', url }))
      .catch((error: unknown) =>
        console.error('[referral] Could not load the referral capture', String(error)),
      );
  };
  unsubscribe = subscribeConsent(begin);
  begin();
  return () => unsubscribe();
}
