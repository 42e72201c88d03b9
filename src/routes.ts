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

export default [...site, route('*', 'routes/not-found.tsx')] satisfies RouteConfig;
