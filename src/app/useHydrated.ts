import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once the page has hydrated. A part of the layout
 * that differs by address renders as the SPA shell did until then: the shell's HTML is one file
 * for every app route, and anything else would not match it (React's hydration error 418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
