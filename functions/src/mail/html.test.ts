import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml: text in an email’s HTML', () => {
  it('shows a name with markup as the characters typed, not as markup', () => {
    expect(escapeHtml('<b>Jane</b> & "Jo" O\'Neil')).toBe(
      '&lt;b&gt;Jane&lt;/b&gt; &amp; &quot;Jo&quot; O&#39;Neil',
    );
  });

  it('keeps a link usable inside an attribute’s quotes', () => {
    const link = 'https://auth.example/action?mode=signIn&oobCode=a"b';
    expect(`<a href="${escapeHtml(link)}">`).toBe(
      '<a href="https://auth.example/action?mode=signIn&amp;oobCode=a&quot;b">',
    );
  });

  it('leaves plain text, and text already without special characters, as it was', () => {
    expect(escapeHtml('Black Horse: Ford Focus, £12,500')).toBe('Black Horse: Ford Focus, £12,500');
    expect(escapeHtml('')).toBe('');
  });
});
