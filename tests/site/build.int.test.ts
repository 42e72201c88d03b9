import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteLoaderImports } from '../../scripts/lib/site-script.mjs';
import { BRANDS } from '../../src/brands/table';
import { getLibrary } from '../../src/content/content.server';
import { pagePaths } from '../../src/content/paths.server';
import { CONSENT_DECIDED_SCRIPT } from '../../src/site/page';
import { WORKSPACES, buildWorkspace, htmlFor } from './build';

const library = getLibrary();
const decode = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Text each page must show without JavaScript. */
function expectedText(pagePath: string): string {
  const [, section, a, b] = pagePath.split('/');
  if (pagePath === '/') return 'You do not need to use a law firm';
  if (section === 'vehicle') return 'Which vehicles and agreements may be covered?';
  if (section === 'privacy') return 'Privacy notice';
  if (section === 'cookies') return 'Change your cookie settings';
  if (section === 'which-scheme') return 'Before 6 April 2007 This agreement may be outside';
  if (section === 'lenders') return library.lenders.find((l) => l.slug === a)!.title;
  if (section === 'blog' && !a) return 'Car finance guides and news';
  if (a === 'tags') return `Articles about ${library.tags.find((t) => t.slug === b)!.name}`;
  if (a === 'categories') return `${library.categories.find((c) => c.slug === b)!.name}: articles`;
  return library.articles.find((x) => x.slug === a)!.title;
}

describe.each(WORKSPACES)('the %s build', (workspace) => {
  const brand = BRANDS[workspace];
  let client = '';
  beforeAll(async () => {
    client = await buildWorkspace(workspace);
  }, 120_000);
  afterAll(() => rmSync(path.dirname(client), { recursive: true, force: true }));

  it('has the brand’s theme class, icon, title and description', () => {
    const home = htmlFor(client, '/');
    const htmlTag = /<html[^>]*>/.exec(home)![0];
    if (brand.themeClass) expect(htmlTag).toContain(`class="${brand.themeClass}"`);
    else expect(htmlTag).not.toContain('class=');
    expect(home).toContain(`<link rel="icon" href="/${brand.favicon}.svg"`);
    expect(home).toContain(`<title>${brand.title}</title>`);
    expect(home).toContain(`<meta name="description" content="${brand.description}"/>`);
  });

  it('prerenders every public page with its text, brand, canonical URL and inlined CSS, and no Firebase', () => {
    for (const pagePath of pagePaths()) {
      const html = htmlFor(client, pagePath);
      expect(decode(html), pagePath).toContain(expectedText(pagePath));
      expect(html, pagePath).toMatch(new RegExp(`<title>[^<]*${brand.displayName}[^<]*</title>`));
      expect(html, pagePath).toContain(`<link rel="canonical" href="${brand.sampleOrigin}${pagePath}"/>`);
      expect(html, pagePath).toContain('<meta property="og:title"');
      expect(html, pagePath).toMatch(/<style data-styled[^>]*>[^<]*--colour-primary/);
      expect(html, pagePath).not.toMatch(/firebase/i);
    }
  });

  it('marks pages noindex only for the internal workspace', () => {
    for (const pagePath of ['/', '/blog', `/lenders/${library.lenders[0]!.slug}`]) {
      expect(htmlFor(client, pagePath).includes('<meta name="robots" content="noindex, nofollow"/>')).toBe(
        brand.noindex,
      );
    }
  });

  it('describes each article with JSON-LD', () => {
    const article = library.articles[0]!;
    const html = htmlFor(client, `/blog/${article.slug}`);
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      datePublished: article.date,
      publisher: { name: brand.displayName },
    });
  });

  it('writes a sitemap and robots.txt for the workspace', () => {
    const robots = readFileSync(path.join(client, 'robots.txt'), 'utf8');
    const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    if (brand.noindex) {
      expect(robots).toBe('User-agent: *\nDisallow: /\n');
      expect(locs).toEqual([]);
    } else {
      expect(robots).toContain(`Sitemap: ${brand.sampleOrigin}/sitemap.xml`);
      expect(robots).not.toMatch(/^Disallow: \/$/m);
      expect(locs).toEqual(pagePaths().map((p) => `${brand.sampleOrigin}${p}`));
    }
  });

  it('keeps the Markdown parser out of the browser bundle', () => {
    const assets = path.join(client, 'assets');
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/gray-matter|marked\.parse|Lexer\.lex/);
    }
    expect(existsSync(path.join(client, '__spa-fallback.html'))).toBe(true);
  });

  it('writes 404.html, the static not-found page, for Hosting to answer with 404', () => {
    const notFound = readFileSync(path.join(client, '404.html'), 'utf8');
    expect(decode(notFound)).toContain('404 Page Not Found Page not found: this address');
    expect(notFound).toContain(`<title>Page Not Found | ${brand.displayName}</title>`);
    expect(siteLoaderImports(notFound).some((url) => url.startsWith('/assets/site-'))).toBe(true);
    expect(existsSync(path.join(client, '404'))).toBe(false);
  });

  it('ships content pages with no React Router scripts: the consent check in the head, and the page’s script imported once the page has loaded; the widget allowed only outside the app', () => {
    for (const pagePath of ['/', '/blog', `/lenders/${library.lenders[0]!.slug}`]) {
      const html = htmlFor(client, pagePath);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs]) => !attrs!.includes('application/ld+json'),
      );
      expect(
        scripts.map(([, , body]) => body),
        pagePath,
      ).toEqual([CONSENT_DECIDED_SCRIPT, expect.stringContaining('addEventListener("load",load')]);
      expect(html.indexOf(CONSENT_DECIDED_SCRIPT), pagePath).toBeLessThan(html.indexOf('</head>'));
      // Nothing is fetched before the page has loaded: no script src, no modulepreload.
      expect(html, pagePath).not.toMatch(/<script\b[^>]*\bsrc=|rel="modulepreload"/);
      const imports = siteLoaderImports(html);
      expect(
        imports.some((url) => /^\/assets\/site-[\w-]+\.js$/.test(url)),
        pagePath,
      ).toBe(true);
      for (const url of imports) expect(existsSync(path.join(client, url)), url).toBe(true);
      expect(html, pagePath).not.toContain('__reactRouter');
    }
    const widget = 'https://widget.trustrating.example';
    const shell = readFileSync(path.join(client, '__spa-fallback.html'), 'utf8');
    expect(shell).toContain('window.__reactRouterContext');
    expect(/<meta data-csp="scripts"[^>]*>/.exec(shell)![0]).not.toContain(widget);
    expect(/<meta data-csp="scripts"[^>]*>/.exec(htmlFor(client, '/'))![0].includes(widget)).toBe(
      brand.widgetUrl !== null,
    );
  });
});
