import { createActor, type Actor } from 'xstate';
import { referralMachine } from '../../machines/referral/referralMachine';
import { createDevInspector } from '../app/inspect/createDevInspector';
import { clearReferral, writeReferral } from '../adapters/referralStorage';
import { getConsent, subscribeConsent } from '../consent/store';

export type ReferralActor = Actor<typeof referralMachine>;

/** The referral machine with browser storage, following the visitor's cookie decision. */
export function startReferral(): { actor: ReferralActor; stop: () => void } {
  const actor = createActor(
    referralMachine.provide({
      actions: {
        clearReferral: () => clearReferral(),
        storeReferral: (_, { referral }) => {
          writeReferral(referral);
        },
      },
    }),
    // Development builds show it in the machine panel; undefined (nothing) in production.
    { inspect: createDevInspector() },
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
