// A component test (happy-dom): the content pages' script works on the prerendered markup.
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, NON_ESSENTIAL_KEYS } from '../consent/consent';
import { setConsent } from '../consent/store';
import { startConsentBanner } from './consentBanner';
import { CONSENT_DECIDED_CLASS, CONSENT_DECIDED_SCRIPT } from './page';
import { showRequestedPath } from './notFound';
import { startReferralCapture } from './referral';
import { startTrustWidget } from './trustWidget';

const WIDGET = 'https://widget.trustrating.example/widget.js';

/** The banner's parts as the prerender writes them (src/ui/CookieBanner.tsx, StaticCookieBanner). */
const BANNER = `
  <section data-cookie-banner aria-labelledby="h">
    <div data-banner-part="question">
      <h2 id="h">Cookies on Redress</h2>
      <form data-banner-part="choices" hidden>
        <input type="checkbox" name="reviews" value="yes" />
        <input type="checkbox" name="marketing" value="yes" />
        <button type="submit">Save my choices</button>
      </form>
      <div data-banner-part="buttons">
        <button type="button" data-banner-action="accept">Accept additional cookies</button>
        <button type="button" data-banner-action="reject">Reject additional cookies</button>
        <button type="button" data-banner-action="choose">Choose cookies</button>
      </div>
    </div>
    <div data-banner-part="done" hidden tabindex="-1" role="status">
      <p><span data-banner-part="message"></span> You can change your cookie settings at any time.</p>
      <button type="button" data-banner-action="hide">Hide cookie message</button>
    </div>
  </section>`;

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as { choices: object } | null;
const banner = () => document.querySelector<HTMLElement>('[data-cookie-banner]');
const part = (name: string) => document.querySelector<HTMLElement>(`[data-banner-part="${name}"]`)!;
const click = (action: string) =>
  document.querySelector<HTMLElement>(`[data-banner-action="${action}"]`)!.click();
const widgetScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === WIDGET);

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  for (const script of widgetScripts()) script.remove();
});

describe('the cookie banner of a content page', () => {
  it('stores acceptance, shows the confirmation in place of the question and moves focus to it', () => {
    document.body.innerHTML = BANNER;
    startConsentBanner(document);
    click('accept');
    expect(stored()?.choices).toEqual({ reviews: true, marketing: true });
    expect(part('question').hidden).toBe(true);
    expect(part('done').hidden).toBe(false);
    expect(part('message').textContent).toBe('You’ve accepted additional cookies.');
    expect(document.activeElement).toBe(part('done'));
    expect(banner()!.getAttribute('aria-label')).toBe('Cookie consent');
    click('hide');
    expect(banner()!.hidden).toBe(true);
  });

  it('stores rejection and removes the referral keys stored earlier', () => {
    for (const key of NON_ESSENTIAL_KEYS) localStorage.setItem(key, 'advert');
    document.body.innerHTML = BANNER;
    startConsentBanner(document);
    click('reject');
    expect(stored()?.choices).toEqual({ reviews: false, marketing: false });
    expect(Object.keys(localStorage)).toEqual([CONSENT_KEY]);
    expect(part('message').textContent).toBe('You’ve rejected additional cookies.');
  });

  it('offers unticked choices and stores exactly what was ticked', () => {
    document.body.innerHTML = BANNER;
    startConsentBanner(document);
    click('choose');
    expect(part('buttons').hidden).toBe(true);
    expect(part('choices').hidden).toBe(false);
    const boxes = part('choices').querySelectorAll<HTMLInputElement>('input');
    expect([...boxes].map((box) => box.checked)).toEqual([false, false]);
    boxes[1]!.checked = true;
    part('choices').dispatchEvent(new Event('submit', { cancelable: true }));
    expect(stored()?.choices).toEqual({ reviews: false, marketing: true });
    expect(part('message').textContent).toBe('You’ve saved your cookie choices.');
  });

  it('is removed for a visitor who has already decided', () => {
    setConsent({ reviews: false, marketing: true });
    document.body.innerHTML = BANNER;
    startConsentBanner(document);
    expect(banner()).toBeNull();
  });

  it('says when its buttons can be used, so they show only once a click is answered', () => {
    document.body.innerHTML = BANNER;
    expect(banner()!.hasAttribute('data-ready')).toBe(false);
    startConsentBanner(document);
    expect(banner()!.hasAttribute('data-ready')).toBe(true);
  });
});

describe('the consent check in a content page’s head', () => {
  // Run as the browser runs it: on its own, with only the page's globals.
  const runHeadScript = () => {
    runInNewContext(CONSENT_DECIDED_SCRIPT, { localStorage, document });
  };
  afterEach(() => document.documentElement.classList.remove(CONSENT_DECIDED_CLASS));

  it('marks the page before it is painted when a choice is stored, and not otherwise', () => {
    runHeadScript();
    expect(document.documentElement.classList.contains(CONSENT_DECIDED_CLASS)).toBe(false);
    setConsent({ reviews: true, marketing: false });
    runHeadScript();
    expect(document.documentElement.classList.contains(CONSENT_DECIDED_CLASS)).toBe(true);
  });

  it('is undone by the page’s script when what is stored is not a valid choice, and the banner asks', () => {
    localStorage.setItem(CONSENT_KEY, '{not json');
    runHeadScript();
    document.body.innerHTML = BANNER;
    startConsentBanner(document);
    expect(document.documentElement.classList.contains(CONSENT_DECIDED_CLASS)).toBe(false);
    expect(banner()).not.toBeNull();
    expect(part('question').hidden).toBe(false);
  });
});

describe('the trust-rating widget of a content page', () => {
  const rating = (src?: string) =>
    (document.body.innerHTML = `<div ${src ? `data-trust-widget="${src}"` : ''}><strong>Rated 4.7</strong></div>`);

  it('loads no script before consent, and loads it once when the visitor accepts', () => {
    rating(WIDGET);
    const stop = startTrustWidget(document);
    expect(widgetScripts()).toHaveLength(0);
    setConsent({ reviews: true, marketing: false });
    setConsent({ reviews: true, marketing: true });
    expect(widgetScripts()).toHaveLength(1);
    expect(document.querySelector('[data-testid="trust-widget-slot"]')).not.toBeNull();
    expect(document.body.textContent).toContain('Rated 4.7');
    stop();
  });

  it('loads no script when the visitor rejects or allows marketing only', () => {
    rating(WIDGET);
    const stop = startTrustWidget(document);
    setConsent({ reviews: false, marketing: true });
    expect(widgetScripts()).toHaveLength(0);
    stop();
  });

  it('never loads a script for a brand without the widget, even with consent', () => {
    setConsent({ reviews: true, marketing: true });
    rating();
    startTrustWidget(document);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('referral capture on a content page', () => {
  const runtime = () => {
    const send = vi.fn();
    const load = vi.fn(() =>
      Promise.resolve({ startReferral: () => ({ actor: { send }, stop: () => undefined }) }),
    );
    return { send, load: load as unknown as Parameters<typeof startReferralCapture>[1] & typeof load };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads nothing for an address without a query string', async () => {
    setConsent({ reviews: true, marketing: true });
    const { load } = runtime();
    startReferralCapture('https://example.test/blog', load);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for marketing consent, then hands the machine the full address once', async () => {
    const url = 'https://example.test/?utm_source=ad&utm_campaign=spring';
    const { load, send } = runtime();
    startReferralCapture(url, load);
    setConsent({ reviews: true, marketing: false });
    await settle();
    expect(load).not.toHaveBeenCalled();
    setConsent({ reviews: false, marketing: true });
    setConsent({ reviews: true, marketing: true });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'router.navigated', url });
  });
});

describe('the not-found page', () => {
  it('shows the address that was asked for', () => {
    document.body.innerHTML = '<p>Page not found: <span data-requested-path>this address</span></p>';
    showRequestedPath(document, '/lenders/no-such-lender');
    expect(document.body.textContent).toBe('Page not found: /lenders/no-such-lender');
  });
});
