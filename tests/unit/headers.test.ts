import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readViolations } from '../../functions/src/cspViolations';
import {
  CSP_REPORT_PATH,
  TRUST_WIDGET_ORIGIN,
  APP_ROUTES,
  contentSecurityPolicy,
  firebaseHostingHeaders,
  firebaseHostingRewrites,
  headersFor,
  isAppRoute,
  scriptSources,
} from '../../scripts/lib/headers.mjs';
import { WIZARD_STEPS } from '../../machines/wizard/steps';
import { appRoutePaths } from '../../src/config/appPaths';

describe('hosting headers', () => {
  it('sends a CSP that forbids plugins, base-URI changes and framing', () => {
    const csp = contentSecurityPolicy({ workspace: 'SGUK' });
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it('allows scripts from self, plus the trust-rating widget only for the brands that show it', () => {
    expect(scriptSources('Redress')).toEqual(["'self'", TRUST_WIDGET_ORIGIN]);
    expect(scriptSources('Complex365')).toEqual(["'self'", TRUST_WIDGET_ORIGIN]);
    expect(scriptSources('SGUK')).toEqual(["'self'"]);
    expect(scriptSources('SGUKINTERNAL')).toEqual(["'self'"]);
    expect(contentSecurityPolicy({ workspace: 'SGUK' })).toContain("frame-src 'none'");
    expect(contentSecurityPolicy({ workspace: 'Redress' })).toContain(`frame-src ${TRUST_WIDGET_ORIGIN}`);
  });

  it('leaves the widget host out of the policy of the claim form, /auth and /login, for every brand', () => {
    for (const workspace of ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL']) {
      for (const path of ['/form/start', '/form/sign/review', '/auth', '/login']) {
        const csp = headersFor(path, { workspace })['content-security-policy'];
        expect(csp, `${workspace} ${path}`).not.toContain(TRUST_WIDGET_ORIGIN);
        expect(csp, `${workspace} ${path}`).toContain("frame-src 'none'");
      }
      expect(scriptSources(workspace, { widget: false })).toEqual(["'self'"]);
    }
    expect(headersFor('/', { workspace: 'Redress' })['content-security-policy']).toContain(
      TRUST_WIDGET_ORIGIN,
    );
  });

  it('gives the app routes that policy in firebase.json too, after the one for every path', () => {
    type Entry = { source: string; headers: { key: string; value: string }[] };
    const entries = firebaseHostingHeaders({ workspace: 'Redress' }) as Entry[];
    // Hosting applies the value of the last entry that matches and sets the header.
    const policyFor = (matches: (source: string) => boolean) =>
      entries
        .filter((entry) => matches(entry.source))
        .flatMap((entry) => entry.headers)
        .filter((header) => header.key === 'content-security-policy')
        .at(-1)?.value;
    for (const source of APP_ROUTES) {
      const policy = policyFor((s) => s === '**' || s === source);
      expect(policy, source).toBe(contentSecurityPolicy({ workspace: 'Redress', widget: false }));
      expect(policy, source).not.toContain(TRUST_WIDGET_ORIGIN);
    }
    expect(policyFor((s) => s === '**')).toContain(TRUST_WIDGET_ORIGIN);
  });

  it('lets the page connect to its own project’s function host only, and report violations', () => {
    const csp = contentSecurityPolicy({ workspace: 'Redress', projectId: 'redress-prod' });
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain('https://europe-west2-redress-prod.cloudfunctions.net');
    expect(connect.filter((source) => source.includes('*'))).toEqual([]);
    expect(
      contentSecurityPolicy({
        workspace: 'Redress',
        projectId: 'redress-prod',
        gatewayHost: 'https://api.example.com/x',
      }),
    ).toContain('https://api.example.com');
    expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(headersFor('/')['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
    expect(firebaseHostingRewrites()).toContainEqual({
      source: CSP_REPORT_PATH,
      function: { functionId: 'cspReport', region: 'europe-west2' },
    });
  });

  it('keeps only the directive, the blocked origin and the page path from a CSP report', () => {
    const legacy = {
      'csp-report': {
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/steal.js?email=jane@example.com',
        'document-uri': 'https://redress.example/form/start/contact?token=abc',
      },
    };
    expect(readViolations(legacy)).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example', page: '/form/start/contact' },
    ]);
    const reporting = [
      {
        type: 'csp-violation',
        body: {
          effectiveDirective: 'connect-src',
          blockedURL: 'inline',
          documentURL: 'https://x.example/?a=1',
        },
      },
    ];
    expect(readViolations(reporting)).toEqual([{ directive: 'connect-src', blocked: 'inline', page: '/' }]);
    expect(readViolations({ anything: 'else' })).toBeNull();
    expect(JSON.stringify(readViolations(legacy))).not.toMatch(/jane|token/);
  });

  it('sends HSTS of at least a year, nosniff, and no referrer from /auth', () => {
    const headers = headersFor('/');
    const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'])?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headersFor('/auth')['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS with includeSubDomains and a max-age of at least a year on every path', () => {
    const paths = ['/', '/about', '/404.html', ...APP_ROUTES, '/desk/claims/claim-00000001', '/auth/'];
    for (const path of paths) {
      const hsts = headersFor(path)['strict-transport-security'];
      const directives = hsts.split(';').map((directive) => directive.trim().toLowerCase());
      expect(directives, path).toContain('includesubdomains');
      expect(Number(/^max-age=(\d+)$/.exec(directives[0] ?? '')?.[1]), path).toBeGreaterThanOrEqual(
        31_536_000,
      );
    }
    // Hosting sends it from `**` on every path; no narrower entry replaces it.
    const entries = firebaseHostingHeaders({ workspace: 'Redress' });
    const hstsEntries = entries.filter(({ headers }) =>
      headers.some(({ key }) => key === 'strict-transport-security'),
    );
    expect(hstsEntries.map(({ source }) => source)).toEqual(['**']);
  });

  it('keeps firebase.json in step with the served headers (regenerate: node scripts/hosting-headers.mjs)', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: unknown } };
    expect(config.hosting.headers).toEqual(firebaseHostingHeaders({ workspace: 'Redress' }));
  });

  it('rewrites only the app routes to the SPA shell in firebase.json, so other paths get 404.html', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: unknown } };
    expect(config.hosting.rewrites).toEqual(firebaseHostingRewrites());
    expect(firebaseHostingRewrites().map((r) => r.source)).not.toContain('**');
    expect(APP_ROUTES.filter((source) => source.includes('*'))).toEqual([]);
  });

  it('rewrites each step of the claim by name, as the app lists them, so an unknown step is a 404', () => {
    expect(APP_ROUTES).toEqual(appRoutePaths());
    expect(APP_ROUTES).toEqual(
      expect.arrayContaining([
        '/form/start',
        '/form/start/intro',
        '/form/sign/review',
        '/form/claims',
        '/auth',
      ]),
    );
    for (const [section, steps] of Object.entries(WIZARD_STEPS)) {
      expect(isAppRoute(`/form/${section}`)).toBe(true);
      expect(isAppRoute(`/form/${section}/`)).toBe(true);
      for (const step of steps) expect(isAppRoute(`/form/${section}/${step}`)).toBe(true);
    }
    expect(isAppRoute('/desk')).toBe(true);
    expect(isAppRoute('/desk/claims/claim-1234abcd')).toBe(true);
    expect(isAppRoute('/desk/audit')).toBe(true);
    expect(isAppRoute('/desk/data-requests')).toBe(true);
    expect(firebaseHostingRewrites()).toContainEqual({
      source: '/desk/claims/*',
      destination: '/__spa-fallback.html',
    });
    for (const path of [
      '/desk/claims',
      '/desk/claims/a/b',
      '/desk/other',
      '/desk/audit/more',
      '/form/start/bogus',
      '/form/check/intro',
      '/form/nowhere',
      '/form',
      '/form/',
      '/authx',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
