import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ReferralActor } from './referralRuntime';

/**
 * Referral capture on every page (spec section 4): UTM parameters in the address replace the stored
 * referral, written only once the visitor accepts marketing cookies (PECR). The machine (XState and
 * valibot) loads after the page is interactive, so public pages' first load stays small.
 */
export function ReferralCapture() {
  const location = useLocation();
  const referral = useRef<ReferralActor | null>(null);
  // Every address visited before the machine has loaded, in order: a landing address carrying UTM
  // parameters is often replaced at once (/form/start becomes /form/start/intro), and only the
  // landing address carries them.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./referralRuntime').then(({ startReferral }) => {
      if (cancelled) return;
      const started = startReferral();
      stop = started.stop;
      referral.current = started.actor;
      for (const url of pending.current.splice(0)) started.actor.send({ type: 'router.navigated', url });
    });
    return () => {
      cancelled = true;
      referral.current = null;
      stop?.();
    };
  }, []);
  useEffect(() => {
    const url = window.location.href;
    if (referral.current) referral.current.send({ type: 'router.navigated', url });
    else pending.current.push(url);
  }, [location.pathname, location.search]);
  return null;
}
