/**
 * The app's own client-rendered routes (the claim journey, /auth and /login): served by the SPA
 * shell, where the session runs. Every other address is a content page, a static HTML file loaded
 * with a full page load. Hosting's rewrites and headers list the same paths
 * (scripts/lib/headers.mjs, APP_ROUTES).
 */
export function isAppPath(pathname: string): boolean {
  return pathname === '/auth' || pathname === '/login' || pathname.startsWith('/form/');
}

/** The id of the route every unmatched address gets: the spec's page-not-found error. */
export const NOT_FOUND_ROUTE_ID = 'not-found';
