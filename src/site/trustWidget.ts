import { hasConsent, subscribeConsent } from '../consent/store';

const SCRIPT_ID = 'trust-rating-widget';

/**
 * The third-party trust-rating widget: only on a page whose rating names the widget's script
 * (`data-trust-widget`, brands that have one) and only once the visitor accepts the reviews
 * cookies, on this page or in another tab. The static rating stays whatever happens.
 */
export function startTrustWidget(root: Document): () => void {
  const rating = root.querySelector<HTMLElement>('[data-trust-widget]');
  const src = rating?.dataset.trustWidget;
  if (!rating || !src) return () => undefined;
  const load = () => {
    if (!hasConsent('reviews') || root.getElementById(SCRIPT_ID)) return;
    const slot = root.createElement('div');
    slot.className = 'trust-rating-widget';
    slot.dataset.testid = 'trust-widget-slot';
    rating.append(slot);
    const script = root.createElement('script');
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    // An unreachable widget must not break the page: the static rating stays in place.
    script.onerror = () => script.setAttribute('data-failed', '');
    root.body.append(script);
  };
  load();
  return subscribeConsent(load);
}
