// The desk's code is its own chunk (decision 191): no claimant page — a content page, the claim
// journey, /login, /auth, your claims, your data — loads it, at first or later; the desk's route does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets, readChunkGraph, readRouterManifest } from '../../scripts/lib/bundle-sizes.mjs';
import { DESK_SIGN_IN_MESSAGES } from '../../machines/desk/messages';
import { builtClient } from './build';

/** Strings only the desk's code carries, whatever the minifier does to names. */
const DESK_MARKERS = ['deskListClaims', DESK_SIGN_IN_MESSAGES.noAccess, 'Sign in to the desk'];

/** Strings only the audit log and data requests pages carry (their gateway calls and their words). */
const PAGE_MARKERS = ['deskReadAudit', 'Only supervisors can read the audit log', 'Approve the deletion'];

const CLAIMANT_ROUTES = [
  'form-start-id',
  'form-check-id',
  'form-sign-id',
  'form-thankyou-id',
  'login',
  'auth',
  'form-claims',
  'form-claims-data',
  'index',
  'not-found',
];

const client = builtClient(300_000);

type Graph = ReturnType<typeof readChunkGraph>;

/** Every script a start can load, now or later: static and dynamic imports alike. */
function everything(start: string[], graph: Graph): string[] {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = graph.byFile.get(file) as { imports?: string[]; dynamicImports?: string[] } | undefined;
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const target = graph.keyToFile.get(key);
      if (target) stack.push(target);
    }
  }
  return [...seen].filter((file) => file.endsWith('.js'));
}

interface RouterRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}

/** What a route of the app loads: React Router's entry and each route module on its branch. */
function routeScripts(routeId: string): string[] {
  const manifest = readRouterManifest(client()) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, RouterRoute>;
  };
  const start = [manifest.entry.module, ...manifest.entry.imports];
  for (let route: RouterRoute | undefined = manifest.routes[routeId]; route;) {
    const modules = Object.entries(route)
      .filter(([key, value]) => (key === 'module' || key.endsWith('Module')) && typeof value === 'string')
      .map(([, value]) => value as string);
    start.push(...modules, ...(route.imports ?? []));
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return everything(start, readChunkGraph(client()));
}

const deskCodeIn = (files: string[]) =>
  files.filter((file) => {
    const code = readFileSync(path.join(client(), file), 'utf8');
    return DESK_MARKERS.some((marker) => code.includes(marker));
  });

describe('the desk’s own chunk', () => {
  it('is loaded by the desk’s routes', () => {
    expect(deskCodeIn(routeScripts('desk-index')).length).toBeGreaterThan(0);
    expect(deskCodeIn(routeScripts('desk-claims-claimId')).length).toBeGreaterThan(0);
    expect(deskCodeIn(routeScripts('desk-audit')).length).toBeGreaterThan(0);
    expect(deskCodeIn(routeScripts('desk-data-requests')).length).toBeGreaterThan(0);
  });

  it('carries the audit log and the data requests pages, which no claimant route loads', () => {
    for (const marker of PAGE_MARKERS) {
      const carriers = (routeId: string) =>
        routeScripts(routeId).filter((file) =>
          readFileSync(path.join(client(), file), 'utf8').includes(marker),
        );
      expect(carriers('desk-audit').length + carriers('desk-data-requests').length, marker).toBeGreaterThan(
        0,
      );
      for (const routeId of CLAIMANT_ROUTES) expect(carriers(routeId), `${routeId}: ${marker}`).toEqual([]);
    }
  });

  it.each(CLAIMANT_ROUTES)('is never loaded by the claimant route %s, even later', (routeId) => {
    expect(deskCodeIn(routeScripts(routeId))).toEqual([]);
  });

  it('is never loaded by a content page', () => {
    const graph = readChunkGraph(client());
    const pages = ['index.html', 'vehicle/index.html', 'blog/index.html', '404.html'];
    for (const page of pages) {
      const html = readFileSync(path.join(client(), page), 'utf8');
      expect(deskCodeIn(everything(pageAssets(html).js as string[], graph)), page).toEqual([]);
    }
  });
});
