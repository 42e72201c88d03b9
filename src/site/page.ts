import { CONSENT_KEY } from '../consent/consent';

/**
 * Content pages (home, articles, lenders, the blog lists, the legal pages and the not-found page)
 * are prerendered and shipped as static HTML with their CSS and one small script, `main.ts` here;
 * they never hydrate React. A route says it is one with `export const handle = contentPage`.
 */
export const contentPage = { contentPage: true } as const;

export function isContentPage(handle: unknown): boolean {
  return (
    typeof handle === 'object' && handle !== null && 'contentPage' in handle && handle.contentPage === true
  );
}

/**
 * The content pages' script as the page names it: the dev server serves this source file; the
 * build replaces it with a loader that imports the hashed asset it was bundled into once the page
 * has loaded (react-router.config.ts, decision 152).
 */
export const SITE_SCRIPT_SOURCE = '/src/site/main.ts';

/** On <html> from before the first paint when the visitor has a stored cookie choice. */
export const CONSENT_DECIDED_CLASS = 'consent-decided';

/**
 * The one script in a content page's head, run before the body is painted: a visitor who has
 * already chosen never sees the banner, though the page's script runs only once the page has
 * loaded (decision 152). That script reads the stored record properly and shows the banner again
 * if it is not a valid one.
 */
export const CONSENT_DECIDED_SCRIPT = `try{localStorage.getItem(${JSON.stringify(CONSENT_KEY)})&&document.documentElement.classList.add(${JSON.stringify(CONSENT_DECIDED_CLASS)})}catch(e){}`;
