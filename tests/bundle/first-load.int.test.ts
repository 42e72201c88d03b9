import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteLoaderImports } from '../../scripts/lib/site-script.mjs';
import { builtClient } from './build';

/** Strings every Firebase SDK bundle carries, whatever the minifier does to names. */
const FIREBASE_MARKERS = [
  '@firebase/',
  'FirebaseError',
  'identitytoolkit.googleapis.com',
  'firestore.googleapis.com',
];

const root = path.resolve(import.meta.dirname, '../..');
const client = builtClient(180_000);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.basename(file) !== '__spa-fallback.html');
}

/**
 * Scripts the page itself names: modulepreload links, script src, inline static imports, and what a
 * content page's loader imports once the page has loaded (decision 152).
 */
function entryScripts(html: string): string[] {
  const found = new Set<string>(siteLoaderImports(html));
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    found.add(match[1]!);
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const specifier of staticImports(match[1]!)) found.add(specifier);
  }
  return [...found].filter((href) => href.endsWith('.js') && !/^https?:/.test(href));
}

/** Static `import`/`export … from` specifiers; `import("…")` is lazy and deliberately left out. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1]!);
}

function resolveInClient(specifier: string, fromFile?: string): string {
  if (specifier.startsWith('/')) return path.join(client(), specifier);
  return path.resolve(fromFile ? path.dirname(fromFile) : client(), specifier);
}

/** Every file the browser loads before the page is interactive, following static imports. */
function firstLoadChunks(htmlFile: string): string[] {
  const queue = entryScripts(readFileSync(htmlFile, 'utf8')).map((href) => resolveInClient(href));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8')))
      queue.push(resolveInClient(specifier, file));
  }
  return [...seen];
}

const markersIn = (code: string) => FIREBASE_MARKERS.filter((marker) => code.includes(marker));

describe('Firebase stays out of the public pages’ first load', () => {
  it('recognises Firebase SDK code when it sees it', () => {
    for (const bundle of ['firebase-app.js', 'firebase-auth.js', 'firebase-firestore-lite.js']) {
      const code = readFileSync(path.join(root, 'node_modules', 'firebase', bundle), 'utf8');
      expect(markersIn(code).length, bundle).toBeGreaterThan(0);
    }
  });

  it('finds the prerendered pages and the chunks each one loads', () => {
    const pages = htmlFiles(client());
    expect(pages.map((page) => path.relative(client(), page))).toContain('index.html');
    // A content page loads the content pages' script, never React Router's entry (decision 123).
    const home = firstLoadChunks(path.join(client(), 'index.html')).map((file) => path.basename(file));
    expect(home.some((name) => name.startsWith('site-'))).toBe(true);
    expect(home.some((name) => name.startsWith('entry.client'))).toBe(false);
    const shell = firstLoadChunks(path.join(client(), '__spa-fallback.html')).map((file) =>
      path.basename(file),
    );
    expect(shell.some((name) => name.startsWith('entry.client'))).toBe(true);
  });

  it('loads no Firebase code on any prerendered page', () => {
    const offenders: string[] = [];
    for (const page of htmlFiles(client())) {
      for (const chunk of firstLoadChunks(page)) {
        const markers = markersIn(readFileSync(chunk, 'utf8'));
        if (markers.length > 0) {
          offenders.push(
            `${path.relative(client(), page)} → ${path.relative(client(), chunk)} (${markers.join(', ')})`,
          );
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
