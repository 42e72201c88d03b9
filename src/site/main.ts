// The one script of a content page (decision 123): the cookie banner, the trust-rating widget after
// consent, the not-found page's address, and — once the page has loaded — the referral capture and
// the build-version watcher, each in its own lazily loaded chunk. No React, no router.
import { startBuildVersion } from './buildVersion';
import { startConsentBanner } from './consentBanner';
import { showRequestedPath } from './notFound';
import { startReferralCapture } from './referral';
import { startTrustWidget } from './trustWidget';

showRequestedPath(document, window.location.pathname);
startConsentBanner(document);
startTrustWidget(document);

const afterLoad = () => {
  startReferralCapture(window.location.href);
  // Off in the dev server: it has no builds/ files.
  if (import.meta.env.PROD) startBuildVersion(import.meta.env.VITE_BUILD_ID);
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
