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
 * build replaces it with the hashed asset it was bundled into (react-router.config.ts).
 */
export const SITE_SCRIPT_SOURCE = '/src/site/main.ts';
