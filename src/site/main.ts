// The one script of a content page (decision 123): the cookie banner, the trust-rating widget after
// consent, the not-found page's address, the which-scheme page's form (decision 260), and — once
// the page has loaded — the referral capture and the build-version watcher, each in its own lazily
// loaded chunk. No React, no router (in a development build only, the machine panel brings React in
// with import()).
import { startBuildVersion } from './buildVersion';
import { startConsentBanner } from './consentBanner';
import { showDevInspectPanel } from './devInspection';
import { showRequestedPath } from './notFound';
import { startReferralCapture } from './referral';
import { startTrustWidget } from './trustWidget';
import { startWhichScheme } from './whichScheme';

showRequestedPath(document, window.location.pathname);
startConsentBanner(document);
startTrustWidget(document);
startWhichScheme(document);

const afterLoad = () => {
  showDevInspectPanel(document);
  startReferralCapture(window.location.href);
  // In the dev server the build is `dev`, whose build files the dev server answers (decision 129).
  void startBuildVersion(import.meta.env.VITE_BUILD_ID);
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
