import { useCallback, useSyncExternalStore } from 'react';
import type { ConsentChoices, ConsentRecord } from './consent';
import { getConsent, setConsent, subscribeConsent } from './store';

// Prerendered HTML never knows the visitor's choice: render "undecided" there and while
// hydrating, then switch to the stored decision.
const serverSnapshot = () => undefined;

/** The stored consent: undefined before hydration, null when the visitor has not decided. */
export function useConsent(): {
  consent: ConsentRecord | null | undefined;
  decide: (choices: ConsentChoices) => void;
} {
  const consent = useSyncExternalStore<ConsentRecord | null | undefined>(
    subscribeConsent,
    getConsent,
    serverSnapshot,
  );
  const decide = useCallback((choices: ConsentChoices) => setConsent(choices), []);
  return { consent, decide };
}
