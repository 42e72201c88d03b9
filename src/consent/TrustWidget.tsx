import { useEffect } from 'react';
import { TrustRating } from '../views/site/TrustRating';
import { useConsent } from './useConsent';

export interface TrustWidgetProps {
  /** The brand's third-party script, or null for brands that show only the static rating. */
  widgetUrl: string | null;
  score: string;
  count: string;
}

const SCRIPT_ID = 'trust-rating-widget';

/**
 * The static rating always shows; the third-party widget script is added only for brands that
 * have one and only once the visitor has accepted the reviews cookies.
 */
export function TrustWidget({ widgetUrl, score, count }: TrustWidgetProps) {
  const { consent } = useConsent();
  const allowed = widgetUrl !== null && consent?.choices.reviews === true;

  useEffect(() => {
    if (!allowed || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = widgetUrl;
    script.async = true;
    // An unreachable widget must not break the page: the static rating stays in place.
    script.onerror = () => script.setAttribute('data-failed', '');
    document.body.append(script);
  }, [allowed, widgetUrl]);

  return <TrustRating score={score} count={count} widgetSlot={allowed} />;
}
