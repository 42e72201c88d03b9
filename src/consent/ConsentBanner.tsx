import { useState } from 'react';
import { CookieBanner, type CookieBannerState } from '../ui/CookieBanner';
import { ACCEPT_ALL, REJECT_ALL } from './consent';
import { useConsent } from './useConsent';

/** The banner wired to the consent store. */
export function ConsentBanner({ brandName }: { brandName: string }) {
  const { consent, decide } = useConsent();
  const [outcome, setOutcome] = useState<CookieBannerState | null>(null);

  // Undecided (or still hydrating a prerendered page): ask. Decided earlier: stay out of the way.
  const state: CookieBannerState = outcome ?? (consent ? 'hidden' : 'ask');
  return (
    <CookieBanner
      state={state}
      brandName={brandName}
      onAccept={() => {
        decide(ACCEPT_ALL);
        setOutcome('accepted');
      }}
      onReject={() => {
        decide(REJECT_ALL);
        setOutcome('rejected');
      }}
      onSave={(choices) => {
        decide(choices);
        setOutcome('saved');
      }}
      onHide={() => setOutcome('hidden')}
    />
  );
}
