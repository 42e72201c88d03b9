import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripScripts, writeBaseline } from './baseline.mjs';

const built = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="icon" href="/favicon-complex.svg"/>',
  '<style data-styled="true">.a{color:red}</style></head>',
  '<body><main><h1>Claim</h1></main>',
  '<script>window.__reactRouterContext = {"a":"</div>"};</script>',
  '<script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>',
].join('');

describe('static baseline', () => {
  const page = stripScripts(built);

  it('has no script elements and no modulepreload links', () => {
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('modulepreload');
  });

  it('keeps the markup, the inline CSS and the other links as built', () => {
    expect(page).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(page).toContain('<main><h1>Claim</h1></main>');
    expect(page).toContain('<link rel="icon" href="/favicon-complex.svg"/>');
  });
});

describe('the static site', () => {
  it('writes every prerendered page at its own path with its scripts removed', () => {
    const client = mkdtempSync(path.join(tmpdir(), 'redress-client-'));
    const out = mkdtempSync(path.join(tmpdir(), 'redress-static-'));
    try {
      mkdirSync(path.join(client, 'blog', 'an-article'), { recursive: true });
      mkdirSync(path.join(client, 'assets'));
      writeFileSync(path.join(client, 'index.html'), built);
      writeFileSync(path.join(client, '404.html'), built.replace('Claim', 'Not found'));
      writeFileSync(path.join(client, 'blog', 'an-article', 'index.html'), built.replace('Claim', 'Article'));
      writeFileSync(path.join(client, 'assets', 'entry.client-1.js'), 'export {}');
      writeFileSync(path.join(client, 'favicon-complex.svg'), '<svg/>');
      writeBaseline(client, out);
      const article = readFileSync(path.join(out, 'blog', 'an-article', 'index.html'), 'utf8');
      expect(article).toContain('<main><h1>Article</h1></main>');
      expect(article).not.toMatch(/<script/i);
      expect(readFileSync(path.join(out, '404.html'), 'utf8')).toContain('Not found');
      expect(existsSync(path.join(out, 'favicon-complex.svg'))).toBe(true);
      expect(existsSync(path.join(out, 'assets'))).toBe(false);
    } finally {
      rmSync(client, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });
});
