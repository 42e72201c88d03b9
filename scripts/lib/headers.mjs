// Response headers and rewrites for the served build. firebase.json's hosting headers and rewrites
// are generated from this module (`node scripts/hosting-headers.mjs`) and a test keeps them in step.

/** The trust-rating widget's script origin; only brands that show the widget allow it. */
export const TRUST_WIDGET_ORIGIN = 'https://widget.trustrating.example';
export const WIDGET_WORKSPACES = ['Redress', 'Complex365'];

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  // App Check's token exchange (reCAPTCHA Enterprise), where it is configured.
  'https://content-firebaseappcheck.googleapis.com',
];

/** Where browsers send CSP violation reports: Hosting rewrites it to the `cspReport` function. */
export const CSP_REPORT_PATH = '/csp-report';
export const GATEWAY_REGION = 'europe-west2';

function defaultProjectId() {
  const fromEnv = process.env.VITE_FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  try {
    const rc = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.firebaserc');
    return JSON.parse(readFileSync(rc, 'utf8')).projects?.default ?? 'demo-redress';
  } catch {
    return 'demo-redress';
  }
}

/**
 * The one origin the gateway is called on: the project's own function host in the gateway's
 * region, or the custom domain set in VITE_GATEWAY_HOST. No other project's functions are reachable.
 * @param {{ projectId?: string, gatewayHost?: string }} [options]
 */
export function functionsOrigin({
  projectId = defaultProjectId(),
  gatewayHost = process.env.VITE_GATEWAY_HOST,
} = {}) {
  if (gatewayHost && URL.canParse(gatewayHost)) return new URL(gatewayHost).origin;
  return `https://${GATEWAY_REGION}-${projectId}.cloudfunctions.net`;
}

/**
 * Where App Check's reCAPTCHA Enterprise runs: its script and its frame. Allowed only on the app's
 * routes (the only pages that talk to Firebase), and only when the build uses App Check with
 * reCAPTCHA Enterprise (`VITE_APP_CHECK`, decision 117): the emulators and debug builds leave it out.
 */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Whether a build uses App Check with reCAPTCHA Enterprise: the setting, else the default for the
 * web target (`emulator` → off, development and production → reCAPTCHA Enterprise).
 * @param {Record<string, string | undefined>} [env]
 */
export function usesRecaptcha(env = process.env) {
  const target = env.VITE_FIREBASE_TARGET ?? 'emulator';
  const provider = env.VITE_APP_CHECK || (target === 'emulator' ? 'off' : 'recaptcha-enterprise');
  return provider === 'recaptcha-enterprise';
}

/**
 * Script sources a page allows besides its own hashed inline blocks. The widget's origin only for
 * brands that show it, and never on the app's routes (`widget: false`), where the claim and the
 * session's tokens are; reCAPTCHA only on the app's routes, when App Check uses it.
 * @param {string} [workspace]
 * @param {{ widget?: boolean, recaptcha?: boolean }} [options]
 * @returns {string[]}
 */
export function scriptSources(workspace = 'Redress', { widget = true, recaptcha = false } = {}) {
  return ["'self'", ...widgetSources(workspace, widget), ...(recaptcha && !widget ? RECAPTCHA_SOURCES : [])];
}

function widgetSources(workspace, widget) {
  return widget && WIDGET_WORKSPACES.includes(workspace) ? [TRUST_WIDGET_ORIGIN] : [];
}

/**
 * The header policy. Scripts are governed by each page's <meta> policy (scripts/lib/script-hashes.mjs),
 * which lists the page's inline-script hashes, so the header carries no default-src or script-src
 * (either would block those inline blocks regardless of the meta policy).
 * `widget: false` (the app's routes) leaves the trust-rating widget's host out; `recaptcha` lets the
 * app's routes frame App Check's reCAPTCHA.
 * @param {{ workspace?: string, emulator?: boolean, widget?: boolean, recaptcha?: boolean, projectId?: string, gatewayHost?: string }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({
  workspace = 'Redress',
  emulator = false,
  widget: allowWidget = true,
  recaptcha = false,
  projectId,
  gatewayHost,
} = {}) {
  const widget = widgetSources(workspace, allowWidget);
  const frames = [...widget, ...(recaptcha && !allowWidget ? RECAPTCHA_SOURCES : [])];
  const connect = [
    "'self'",
    ...FIREBASE_CONNECT,
    functionsOrigin({ projectId, gatewayHost }),
    ...(emulator ? ['http://127.0.0.1:*', 'ws://127.0.0.1:*'] : []),
  ];
  return [
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** Headers for every response of the site, per path. */
export function headersFor(pathname, options = {}) {
  return {
    'content-security-policy': contentSecurityPolicy({ ...options, widget: !isAppRoute(pathname) }),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': isAuthPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
  };
}

function isAuthPath(pathname) {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * The same headers in firebase.json's `hosting.headers` form. Where several sources match a path,
 * Hosting applies the later entry's value of a header, so the app's routes follow `**`.
 */
export function firebaseHostingHeaders(options = {}) {
  const toList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const appPolicy = { 'content-security-policy': contentSecurityPolicy({ ...options, widget: false }) };
  return [
    { source: '**', headers: toList(headersFor('/', options)) },
    ...[...APP_ROUTES, ...APP_ROUTE_GLOBS].map((source) => ({ source, headers: toList(appPolicy) })),
    { source: '/auth', headers: toList({ 'referrer-policy': 'no-referrer' }) },
    { source: '/auth/**', headers: toList({ 'referrer-policy': 'no-referrer' }) },
  ];
}

/** The claim's sections and their sub-steps, as in machines/wizard/steps.ts (WIZARD_STEPS). */
const JOURNEY_STEPS = {
  start: ['intro', 'details', 'dob', 'contact', 'recovery'],
  check: ['consent', 'otp', 'agreements'],
  address: ['current', 'history'],
  sign: ['review', 'signature'],
  thankyou: ['done', 'account'],
};

/**
 * The app's own client-rendered addresses, one by one: only these are rewritten to the SPA shell.
 * Any other path with no prerendered page, an unknown sub-step of the claim included, gets
 * 404.html (the not-found page) with status 404, as Firebase Hosting does when no rewrite matches.
 * The same list as the app's (src/config/appPaths.ts, appRoutePaths; tests/unit/headers.test.ts
 * keeps them equal).
 */
export const APP_ROUTES = [
  ...Object.entries(JOURNEY_STEPS).flatMap(([section, steps]) => [
    `/form/${section}`,
    ...steps.map((step) => `/form/${section}/${step}`),
  ]),
  '/form/claims',
  '/form/claims/data',
  '/auth',
  '/login',
  '/desk',
  '/desk/audit',
  '/desk/data-requests',
];

/**
 * The app's addresses with a parameter, as Hosting globs: the desk's claim pages (one path segment
 * each; src/config/appPaths.ts, DESK_CLAIM_ROUTE_GLOB).
 */
export const APP_ROUTE_GLOBS = ['/desk/claims/*'];

const globPattern = (glob) => new RegExp(`^${glob.replace(/\*/g, '[^/]+')}$`);

/**
 * Whether a path is one of the app's addresses (the claim journey, your claims, /auth and /login).
 * A trailing slash is the same address (Hosting redirects it away; the router reads it the same).
 */
export function isAppRoute(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return APP_ROUTES.includes(path) || APP_ROUTE_GLOBS.some((glob) => globPattern(glob).test(path));
}

/** firebase.json's `hosting.rewrites`: the app routes to the SPA shell, nothing else. */
export function firebaseHostingRewrites() {
  return [
    { source: CSP_REPORT_PATH, function: { functionId: 'cspReport', region: GATEWAY_REGION } },
    ...[...APP_ROUTES, ...APP_ROUTE_GLOBS].map((source) => ({ source, destination: '/__spa-fallback.html' })),
  ];
}
