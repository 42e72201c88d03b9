import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { createActor, type Actor } from 'xstate';
import { referralMachine } from '../../../machines/referral/referralMachine';
import { clearReferral, writeReferral } from '../../adapters/referralStorage';
import { getConsent, subscribeConsent } from '../../consent/store';

type ReferralActor = Actor<typeof referralMachine>;

/** The referral machine with browser storage, following the visitor's cookie decision. */
function startReferral(): { actor: ReferralActor; stop: () => void } {
  const actor = createActor(
    referralMachine.provide({
      actions: {
        clearReferral: () => clearReferral(),
        storeReferral: (_, { referral }) => {
          writeReferral(referral);
        },
      },
    }),
  ).start();
  let decided: boolean | undefined;
  const follow = () => {
    const marketing = getConsent()?.choices.marketing;
    if (marketing === undefined || marketing === decided) return;
    decided = marketing;
    actor.send({ type: marketing ? 'consent.accepted' : 'consent.rejected' });
  };
  const unsubscribe = subscribeConsent(follow);
  follow();
  return {
    actor,
    stop: () => {
      unsubscribe();
      actor.stop();
    },
  };
}

/**
 * Referral capture on every page (spec section 4): UTM parameters in the address replace the stored
 * referral, written only once the visitor accepts marketing cookies (PECR).
 */
export function ReferralCapture() {
  const location = useLocation();
  const referral = useRef<ReferralActor | null>(null);
  useEffect(() => {
    const started = startReferral();
    referral.current = started.actor;
    return () => {
      referral.current = null;
      started.stop();
    };
  }, []);
  // Declared after the one above, so on mount the machine exists when the first address is sent.
  useEffect(() => {
    referral.current?.send({ type: 'router.navigated', url: window.location.href });
  }, [location.pathname, location.search]);
  return null;
}
