import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { SECTIONS } from '../machines/wizard/steps';
import { NOT_FOUND_ROUTE_ID } from './config/appPaths';

/**
 * Route ids are the names the spec gives its routes (section 2): `index`, `vehicle`, `blog`,
 * `blog-blog`, `blog-tags-tag`, `blog-categories-category`, `lenders-page`, `form-{section}-id` and
 * `auth`; the routes the spec does not name are called after their path. tests/unit/routes.test.ts
 * holds the spec's table.
 */

/** Public pages, prerendered at build time (src/content/paths.server.ts lists their paths). */
const site = [
  index('site/routes/home.tsx', { id: 'index' }),
  route('vehicle', 'site/routes/vehicle.tsx', { id: 'vehicle' }),
  route('blog', 'site/routes/blog.tsx', { id: 'blog' }),
  route('blog/:blog', 'site/routes/blog-article.tsx', { id: 'blog-blog' }),
  route('blog/tags/:tag', 'site/routes/blog-tag.tsx', { id: 'blog-tags-tag' }),
  route('blog/categories/:category', 'site/routes/blog-category.tsx', { id: 'blog-categories-category' }),
  route('lenders/:page', 'site/routes/lender.tsx', { id: 'lenders-page' }),
  route('privacy', 'site/routes/privacy.tsx', { id: 'privacy' }),
  route('cookies', 'site/routes/cookies.tsx', { id: 'cookies' }),
  route('which-scheme', 'site/routes/which-scheme.tsx', { id: 'which-scheme' }),
  route('sitemap.xml', 'site/routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'site/routes/robots.ts', { id: 'robots' }),
];

/**
 * The claim journey (client-only): one route per section, all one module; the optional id is the
 * sub-step, and an id that is not one of the section's sub-steps is page-not-found (journey/routes/form.tsx).
 */
const journey = SECTIONS.map((section) =>
  route(`form/${section}/:id?`, 'journey/routes/form.tsx', { id: `form-${section}-id` }),
);

const account = [
  route('auth', 'account/routes/auth.tsx', { id: 'auth' }),
  route('login', 'account/routes/login.tsx', { id: 'login' }),
  route('form/claims', 'account/routes/claims.tsx', { id: 'form-claims' }),
  route('form/claims/data', 'account/routes/claims-data.tsx', { id: 'form-claims-data' }),
];

/** The firm's desk (client-only, staff only): its own chunk, loaded by no claimant page. */
const desk = [
  route('desk', 'desk/routes/desk.tsx', { id: 'desk' }, [
    index('desk/routes/desk-claims.tsx', { id: 'desk-index' }),
    route('claims/:claimId', 'desk/routes/desk-claim.tsx', { id: 'desk-claims-claimId' }),
    route('overview', 'desk/routes/desk-overview.tsx', { id: 'desk-overview' }),
    route('audit', 'desk/routes/desk-audit.tsx', { id: 'desk-audit' }),
    route('data-requests', 'desk/routes/desk-data-requests.tsx', { id: 'desk-data-requests' }),
    route('imports', 'desk/routes/desk-imports.tsx', { id: 'desk-imports' }),
    route('imports/:importId', 'desk/routes/desk-imports.tsx', { id: 'desk-imports-importId' }),
  ]),
];

export default [
  ...site,
  ...journey,
  ...account,
  ...desk,
  // Any other address: the spec's page-not-found error.
  route('*', 'site/routes/not-found.tsx', { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
