import { absoluteUrl, brand } from '../../brands/brand';
import { pagePaths } from '../../content/paths.server';

/** sitemap.xml, written at build time for the workspace being built. */
export function loader() {
  // An internal workspace asks not to be indexed, so it lists nothing.
  const paths = brand.noindex ? [] : pagePaths();
  const urls = paths.map((p) => `  <url><loc>${absoluteUrl(p)}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
