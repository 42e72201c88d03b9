import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Public pages, prerendered at build time (src/content/paths.server.ts lists their paths). */
const site = [
  index('routes/home.tsx'),
  route('vehicle', 'routes/vehicle.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:blog', 'routes/blog-article.tsx'),
  route('blog/tags/:tag', 'routes/blog-tag.tsx'),
  route('blog/categories/:category', 'routes/blog-category.tsx'),
  route('lenders/:page', 'routes/lender.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
];

/** The claim journey (client-only): one module per section, the optional id is the sub-step. */
const journey = ['start', 'check', 'address', 'sign', 'thankyou'].map((section) =>
  route(`form/${section}/:id?`, 'routes/form.tsx', { id: `form-${section}-id` }),
);

const account = [
  route('auth', 'routes/auth.tsx', { id: 'auth' }),
  route('login', 'routes/login.tsx'),
  route('form/claims', 'routes/claims.tsx', { id: 'form-claims' }),
];

export default [...site, ...journey, ...account, route('*', 'routes/not-found.tsx')] satisfies RouteConfig;
