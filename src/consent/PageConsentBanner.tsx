import { useHydrated } from '../app/useHydrated';
import { showsCookieBanner } from '../config/appPaths';
import { ConsentBanner } from './ConsentBanner';

/**
 * The cookie banner on the pages that have one (appPaths `showsCookieBanner`). The desk's pages
 * hydrate with it, as the SPA shell was rendered, and it goes once they have.
 */
export function PageConsentBanner({ pathname, brandName }: { pathname: string; brandName: string }) {
  const hydrated = useHydrated();
  if (hydrated && !showsCookieBanner(pathname)) return null;
  return <ConsentBanner brandName={brandName} />;
}
