import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArticle, parseLender } from '../../src/content/parse.server';
import { article, lender, writeContent } from './content-gen.mjs';

describe('generated content for the scale runs', () => {
  it('is accepted by the same parser the build uses', () => {
    for (const i of [0, 1, 999]) {
      const a = article(i);
      expect(parseArticle(`content/blog/${a.name}`, a.body).html).toContain('<h2');
      const l = lender(i);
      expect(parseLender(`content/lenders/${l.name}`, l.body).name).toBe(`Sample Motor Finance ${i + 1}`);
    }
  });

  it('says "may", never "will" (the content rules apply to generated samples too)', () => {
    expect(article(3).body).toMatch(/\bmay\b/);
    expect(article(3).body).not.toMatch(/\bwill\b/i);
    expect(lender(3).body).not.toMatch(/\bwill\b/i);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'redress-bench-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes exactly the requested numbers of articles and lenders, replacing earlier runs', () => {
    writeContent(dir, { articles: 30, lenders: 5 });
    writeContent(dir, { articles: 12, lenders: 3 });
    expect(readdirSync(path.join(dir, 'blog'))).toHaveLength(12);
    expect(readdirSync(path.join(dir, 'lenders'))).toHaveLength(3);
  });
});
