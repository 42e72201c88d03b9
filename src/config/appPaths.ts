import { WIZARD_STEPS, type Section } from '../../machines/wizard/steps';

/**
 * The app's own client-rendered routes (the claim journey, /auth, /login and the desk): served by
 * the SPA shell. Every other address is a content page, a static HTML file loaded with a full page
 * load.
 */
export function isAppPath(pathname: string): boolean {
  return (
    pathname === '/auth' || pathname === '/login' || pathname.startsWith('/form/') || isDeskPath(pathname)
  );
}

/**
 * The firm's desk (/desk and its pages): an app route with its own staff sign-in, where the
 * claimant's session never starts (the header shows no claimant account there).
 */
export function isDeskPath(pathname: string): boolean {
  return pathname === '/desk' || pathname.startsWith('/desk/');
}

/**
 * Whether a page shows the public site's cookie banner: every page but the desk's. The desk sets
 * no optional cookies and loads no third-party script, so its staff have nothing to consent to
 * (the privacy notice says so; decision 262).
 */
export function showsCookieBanner(pathname: string): boolean {
  return !isDeskPath(pathname);
}

/** The desk's claim pages, one per claim id: Hosting rewrites them by this glob (one segment). */
export const DESK_CLAIM_ROUTE_GLOB = '/desk/claims/*';

/** The id of the route every unmatched address gets: the spec's page-not-found error. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The addresses the app's routes answer, one by one: each section of the claim with and without
 * each of its sub-steps, your claims, your data, /auth, /login, the desk's list, audit log and data
 * requests (its claim pages, one per claim, match DESK_CLAIM_ROUTE_GLOB). Hosting and the local servers
 * rewrite exactly these to the SPA shell (scripts/lib/headers.mjs, APP_ROUTES, kept equal by
 * tests/unit/headers.test.ts); any other address is answered with the not-found page and 404.
 */
export function appRoutePaths(): string[] {
  const journey = (Object.keys(WIZARD_STEPS) as Section[]).flatMap((section) => [
    `/form/${section}`,
    ...WIZARD_STEPS[section].map((step) => `/form/${section}/${step}`),
  ]);
  return [
    ...journey,
    '/form/claims',
    '/form/claims/data',
    '/auth',
    '/login',
    '/desk',
    '/desk/audit',
    '/desk/data-requests',
  ];
}

/**
 * Whether `/form/{section}/{id}` names no page: an id that is not one of the section's sub-steps
 * (spec section 8: route validation fails, so page-not-found). No id is the section itself, and a
 * sub-step the claimant has not reached yet is a page (the journey sends them to where they are).
 */
export function isUnknownFormStep(section: string, id: string | undefined): boolean {
  if (id === undefined) return false;
  if (!Object.hasOwn(WIZARD_STEPS, section)) return true;
  return !(WIZARD_STEPS[section as Section] as readonly string[]).includes(id);
}
