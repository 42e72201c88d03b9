import { describe, expect, it } from 'vitest';
import { stripScripts } from './baseline.mjs';

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
