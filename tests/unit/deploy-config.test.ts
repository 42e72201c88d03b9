// The deployment's configuration, checked without a network: every Hosting site of every brand has
// the app's rewrites pointing at something that exists, the headers the site needs, and the
// functions' runtime options and secrets are declared where the deploy reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/brands/table';
import { parseSiteOrigins } from '../../contract/requests';
import { parseWorkspaceOrigins } from '../../contract/siteLinks';
import { GATEWAY_OPTIONS } from '../../functions/src/config';
import * as deployed from '../../functions/src/index';
import { CONFIRMATIONS_AT_ONCE } from '../../functions/src/definitions/confirmationTask';
import {
  APP_ROUTE_GLOBS,
  APP_ROUTES,
  RECAPTCHA_SOURCES,
  TRUST_WIDGET_ORIGIN,
  usesRecaptcha,
} from '../../scripts/lib/headers.mjs';
import { APP_SHELL, pinInlineScripts } from '../../scripts/lib/script-hashes.mjs';
import { WORKSPACE_TARGETS, deployConfig, readFirebaserc } from '../../scripts/lib/deploy-config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
type Header = { key: string; value: string };
type Site = {
  target: string;
  public: string;
  rewrites: { source: string; destination?: string; function?: { functionId: string; region: string } }[];
  headers: { source: string; headers: Header[] }[];
};
const config = deployConfig(root, { projectId: 'redress-prod' }) as { hosting: Site[]; firestore: unknown };
const valueOf = (site: Site, source: string, key: string) =>
  site.headers
    .filter((entry) => entry.source === '**' || entry.source === source)
    .flatMap((entry) => entry.headers)
    .filter((header) => header.key === key)
    .at(-1)?.value;

describe('the deployment configuration', () => {
  it('has development and production aliases with a Hosting site for each of the four brands', () => {
    expect(readFirebaserc(root).problems).toEqual([]);
    expect(config.hosting.map((site) => site.target).sort()).toEqual(Object.values(WORKSPACE_TARGETS).sort());
    expect(new Set(config.hosting.map((site) => site.public)).size).toBe(4);
  });

  it('rewrites only the app routes to the app shell and the CSP report path to a deployed function', () => {
    for (const site of config.hosting) {
      for (const rewrite of site.rewrites) {
        if (rewrite.destination) {
          expect([...APP_ROUTES, ...APP_ROUTE_GLOBS], site.target).toContain(rewrite.source);
          // The app shell the build writes and pins (tests/site/build.int.test.ts reads it from a build).
          expect(rewrite.destination).toBe(`/${APP_SHELL}`);
        } else {
          const name = rewrite.function!.functionId as keyof typeof deployed;
          const endpoint = (deployed[name] as { __endpoint?: { region?: string[] } } | undefined)?.__endpoint;
          expect(endpoint?.region, `${site.target} ${rewrite.source}`).toEqual([rewrite.function!.region]);
        }
      }
      expect(site.rewrites.filter((r) => r.destination).map((r) => r.source)).toEqual([
        ...APP_ROUTES,
        ...APP_ROUTE_GLOBS,
      ]);
    }
  });

  it('sends every brand’s security headers, with the widget’s host only where that brand shows it', () => {
    for (const site of config.hosting) {
      for (const key of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
      ]) {
        expect(valueOf(site, '**', key), `${site.target} ${key}`).toBeTruthy();
      }
      const showsWidget = ['redress', 'complex365'].includes(site.target);
      expect(valueOf(site, '**', 'content-security-policy')!.includes(TRUST_WIDGET_ORIGIN)).toBe(showsWidget);
      expect(valueOf(site, '**', 'content-security-policy')).toContain(
        'https://europe-west2-redress-prod.cloudfunctions.net',
      );
      expect(valueOf(site, '**', 'content-security-policy')).not.toContain('recaptcha');
      for (const route of [...APP_ROUTES, ...APP_ROUTE_GLOBS]) {
        const policy = valueOf(site, route, 'content-security-policy')!;
        expect(policy).not.toContain(TRUST_WIDGET_ORIGIN);
        // App Check's reCAPTCHA Enterprise runs in a frame on the app's routes only.
        expect(/frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual(RECAPTCHA_SOURCES);
      }
    }
  });

  it('allows reCAPTCHA only for builds whose App Check uses it, and only in the app shell', () => {
    expect(usesRecaptcha({})).toBe(false);
    expect(usesRecaptcha({ VITE_FIREBASE_TARGET: 'production' })).toBe(true);
    expect(usesRecaptcha({ VITE_FIREBASE_TARGET: 'development', VITE_APP_CHECK: 'debug' })).toBe(false);
    const shell = pinInlineScripts('<html><head></head></html>', 'Redress', {
      widget: false,
      recaptcha: true,
    });
    expect(shell).toContain('https://www.gstatic.com/recaptcha/');
    const content = pinInlineScripts('<html><head></head></html>', 'Redress', {
      widget: true,
      recaptcha: true,
    });
    expect(content).not.toContain('recaptcha');
    const local = deployConfig(root, { projectId: 'redress-dev', recaptcha: false }) as { hosting: Site[] };
    for (const route of APP_ROUTES) {
      expect(valueOf(local.hosting[0]!, route, 'content-security-policy')).toContain("frame-src 'none'");
    }
  });

  it('deploys the rules, indexes and TTL policies kept in the repository', () => {
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    const indexes = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; ttl?: boolean }[];
    };
    const ttl = indexes.fieldOverrides.filter((o) => o.ttl).map((o) => o.collectionGroup);
    expect(ttl).toEqual(expect.arrayContaining(['passcodes', 'idempotency', 'rateLimits', 'claims']));
  });

  it('indexes no entry of the desk’s list and search indexes, which are read by id (decision 295)', () => {
    // Each field of a document is indexed unless exempted, and a document may have 40,000 index
    // entries: a partition of thousands of claims, four fields each, would reach that long before 1 MiB.
    const indexes = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[]; ttl?: boolean }[];
    };
    const exempt = indexes.fieldOverrides.filter((o) => o.indexes.length === 0 && !o.ttl);
    expect(exempt.map((o) => `${o.collectionGroup}.${o.fieldPath}`).sort()).toEqual([
      'deskSearch.claims',
      'months.claims',
    ]);
  });

  it('runs the gateway in europe-west2 with its runtime options, and declares every secret the code defines', () => {
    const endpoint = (deployed.gateway as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(endpoint).toMatchObject({
      region: ['europe-west2'],
      availableMemoryMb: 512,
      timeoutSeconds: 60,
      concurrency: 20,
      maxInstances: 50,
    });
    const declared = (endpoint.secretEnvironmentVariables as { key: string }[]).map((s) => s.key).sort();
    const source = ['config.ts', 'index.ts', 'gatewayRuntime.ts', 'providers/index.ts']
      .map((file) => readFileSync(path.join(root, 'functions/src', file), 'utf8'))
      .join('\n');
    const defined = [...source.matchAll(/defineSecret\('([A-Z0-9_]+)'\)/g)].map((m) => m[1]).sort();
    expect(declared).toEqual(defined);
    expect(GATEWAY_OPTIONS.secrets.map((secret) => secret.name).sort()).toEqual(defined);
    const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    for (const name of defined) expect(operations, `${name} in docs/operations.md`).toContain(name);
    // Every parameter has a value in the emulators and in each project, so nothing prompts for one
    // (two emulator stacks prompting at once both write functions/.env.local and one fails to load).
    for (const file of ['.env.demo-redress', '.env.redress-dev', '.env.redress-prod']) {
      expect(readFileSync(path.join(root, 'functions', file), 'utf8'), file).toMatch(
        /^GATEWAY_MIN_INSTANCES=\d+$/m,
      );
    }
    // Every secret has an emulator value, so a fresh clone's emulators start without Secret Manager.
    const local = readFileSync(path.join(root, 'functions/.secret.local'), 'utf8');
    for (const name of defined) expect(local).toMatch(new RegExp(`^${name}=.+`, 'm'));
  });

  it('lists the sites a verification link may return to in each project, production every brand’s (decision 203)', () => {
    const originsIn = (file: string) => {
      const line = /^SITE_ORIGINS=(.*)$/m.exec(readFileSync(path.join(root, 'functions', file), 'utf8'));
      expect(line, `SITE_ORIGINS in ${file}`).not.toBeNull();
      return parseSiteOrigins(line?.[1]);
    };
    const brands = Object.values(BRANDS).map((brand) => brand.sampleOrigin);
    expect(originsIn('.env.redress-prod')).toEqual(brands);
    expect(originsIn('.env.demo-redress')).toEqual(brands);
    expect(originsIn('.env.redress-dev')).toEqual(
      ['redress-dev', 'redress-dev-complex365', 'redress-dev-sguk', 'redress-dev-sgukinternal'].map(
        (site) => `https://${site}.web.app`,
      ),
    );
  });
  it('names each workspace’s own site for the claimant’s emails, one of the project’s allowed sites (decision 264)', () => {
    const setting = (file: string, name: string) => {
      const line = new RegExp(`^${name}=(.*)$`, 'm').exec(
        readFileSync(path.join(root, 'functions', file), 'utf8'),
      );
      expect(line, `${name} in ${file}`).not.toBeNull();
      return line?.[1];
    };
    const rc = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')) as {
      targets: Record<string, { hosting: Record<string, string[]> }>;
    };
    const expected = {
      '.env.redress-prod': (workspace: keyof typeof BRANDS) => BRANDS[workspace].sampleOrigin,
      '.env.demo-redress': (workspace: keyof typeof BRANDS) => BRANDS[workspace].sampleOrigin,
      '.env.redress-dev': (workspace: keyof typeof BRANDS) =>
        `https://${rc.targets['redress-dev']?.hosting[WORKSPACE_TARGETS[workspace]]?.[0]}.web.app`,
    };
    for (const [file, originOf] of Object.entries(expected)) {
      const origins = parseWorkspaceOrigins(setting(file, 'WORKSPACE_ORIGINS'));
      const sites = parseSiteOrigins(setting(file, 'SITE_ORIGINS'));
      for (const workspace of Object.keys(BRANDS) as (keyof typeof BRANDS)[]) {
        expect(origins[workspace], `${workspace} in ${file}`).toBe(originOf(workspace));
        expect(sites, `${workspace} in ${file}`).toContain(origins[workspace]);
      }
    }
  });
  it('makes the confirmation emails a few at a time, retrying each until it is sent (decision 241)', () => {
    const endpoint = (deployed.sendClaimConfirmation as unknown as { __endpoint: Record<string, unknown> })
      .__endpoint;
    expect(endpoint.region).toEqual(['europe-west2']);
    expect(endpoint.taskQueueTrigger).toMatchObject({
      rateLimits: { maxConcurrentDispatches: CONFIRMATIONS_AT_ONCE },
      retryConfig: { maxAttempts: 10, minBackoffSeconds: 5, maxBackoffSeconds: 600 },
    });
    expect(CONFIRMATIONS_AT_ONCE).toBeLessThanOrEqual(4);
  });
});
