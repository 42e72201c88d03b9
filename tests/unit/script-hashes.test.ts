import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRUST_WIDGET_ORIGIN } from '../../scripts/lib/headers.mjs';
import { inlineScriptHashes, pinInlineScripts } from '../../scripts/lib/script-hashes.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('per-page script policy', () => {
  const page =
    '<html><head><meta charSet="utf-8"/><script>window.a = 1;</script></head><body>' +
    '<script type="application/ld+json">{"@type":"Article"}</script><script src="/x.js"></script>' +
    '<script type="module" async="">import "/assets/entry.js";</script></body></html>';

  it('hashes every executable inline script and nothing else', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('window.a = 1;'), sha('import "/assets/entry.js";')]);
  });

  it('puts the policy first in <head>, with self and the widget origin for brands that show it', () => {
    const out = pinInlineScripts(page, 'Redress');
    expect(out.startsWith('<html><head><meta data-csp="scripts" http-equiv="Content-Security-Policy"')).toBe(
      true,
    );
    expect(out).toContain(`content="script-src 'self' ${TRUST_WIDGET_ORIGIN} ${sha('window.a = 1;')}`);
    expect(pinInlineScripts(page, 'SGUK')).not.toContain(TRUST_WIDGET_ORIGIN);
  });

  it('leaves the widget origin out of the app shell’s policy, whatever the brand', () => {
    const shell = pinInlineScripts(page, 'Redress', { widget: false });
    expect(shell).toContain(`content="script-src 'self' ${sha('window.a = 1;')}`);
    expect(shell).not.toContain(TRUST_WIDGET_ORIGIN);
  });

  it('replaces its own earlier policy when run twice', () => {
    const twice = pinInlineScripts(pinInlineScripts(page, 'SGUK'), 'SGUK');
    expect(twice.match(/data-csp="scripts"/g)).toHaveLength(1);
  });
});
