import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../scripts/lib/script-hashes.mjs';
import { appUrl, newPage, sharedBrowser } from './support/browser';

// One page of each kind the host serves: prerendered home and article, the client-only journey
// (SPA fallback) and the custom-token landing page.
const PAGES = ['/', '/blog/how-our-fees-work', '/form/start', '/auth'];
const ONE_YEAR = 365 * 24 * 60 * 60;

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function metaScriptPolicy(html: string): string | undefined {
  return /<meta data-csp="scripts" http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
}

describe.each(PAGES)('the served build at %s', (path) => {
  let response: Response;
  let html: string;
  beforeAll(async () => {
    response = await fetch(appUrl(path));
    html = await response.text();
  });

  it('answers with a Content-Security-Policy that forbids plugins, base changes and framing', () => {
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('pins every inline script of the page by hash in its meta script policy, with no unsafe-inline', () => {
    const policy = metaScriptPolicy(html);
    expect(policy, 'the page has no meta script policy').toBeDefined();
    const scriptSrc = directives(policy ?? '').get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const hashes = inlineScriptHashes(html);
    // The app's shell has React Router's inline scripts; a content page has two of its own, the
    // consent check in its head and its script's loader (decisions 123 and 152).
    if (path === '/form/start' || path === '/auth') expect(hashes.length).toBeGreaterThan(0);
    else expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
  });

  it('sends HSTS of at least a year, nosniff and a Referrer-Policy', () => {
    const hsts = response.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(ONE_YEAR);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const referrer = response.headers.get('referrer-policy');
    expect(referrer).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    if (path === '/auth') expect(referrer).toBe('no-referrer');
  });
});

describe('the pages in Chromium under the served policies', () => {
  const browser = sharedBrowser();

  it.each(PAGES)('%s runs with no Content-Security-Policy violation', async (path) => {
    const { context, page, problems } = await newPage(browser());
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await page.goto(appUrl(path), { waitUntil: 'networkidle' });
    if (path.startsWith('/form/') || path === '/auth') {
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    }
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|Content-Security-Policy/i.test(p))).toEqual([]);
    await context.close();
  });
});
