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
  index('routes/home.tsx', { id: 'index' }),
  route('vehicle', 'routes/vehicle.tsx', { id: 'vehicle' }),
  route('blog', 'routes/blog.tsx', { id: 'blog' }),
  route('blog/:blog', 'routes/blog-article.tsx', { id: 'blog-blog' }),
  route('blog/tags/:tag', 'routes/blog-tag.tsx', { id: 'blog-tags-tag' }),
  route('blog/categories/:category', 'routes/blog-category.tsx', { id: 'blog-categories-category' }),
  route('lenders/:page', 'routes/lender.tsx', { id: 'lenders-page' }),
  route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
  route('cookies', 'routes/cookies.tsx', { id: 'cookies' }),
  route('which-scheme', 'routes/which-scheme.tsx', { id: 'which-scheme' }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
];

/**
 * The claim journey (client-only): one route per section, all one module; the optional id is the
 * sub-step, and an id that is not one of the section's sub-steps is page-not-found (routes/form.tsx).
 */
const journey = SECTIONS.map((section) =>
  route(`form/${section}/:id?`, 'routes/form.tsx', { id: `form-${section}-id` }),
);

const account = [
  route('auth', 'routes/auth.tsx', { id: 'auth' }),
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('form/claims', 'routes/claims.tsx', { id: 'form-claims' }),
  route('form/claims/data', 'routes/claims-data.tsx', { id: 'form-claims-data' }),
];

/** The firm's desk (client-only, staff only): its own chunk, loaded by no claimant page. */
const desk = [
  route('desk', 'routes/desk.tsx', { id: 'desk' }, [
    index('routes/desk-claims.tsx', { id: 'desk-index' }),
    route('claims/:claimId', 'routes/desk-claim.tsx', { id: 'desk-claims-claimId' }),
    route('audit', 'routes/desk-audit.tsx', { id: 'desk-audit' }),
    route('data-requests', 'routes/desk-data-requests.tsx', { id: 'desk-data-requests' }),
  ]),
];

export default [
  ...site,
  ...journey,
  ...account,
  ...desk,
  // Any other address: the spec's page-not-found error.
  route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
