import { absoluteUrl, brand } from '../../brands/brand';

/** robots.txt, written at build time for the workspace being built. */
export function loader() {
  const text = brand.noindex
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\nDisallow: /form/\nDisallow: /auth\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
