import { describe, expect, it } from 'vitest';
import { ContentError, parseArticle, parseLender } from './parse.server';

const article = (frontMatter: string, body = 'Some text that may help.') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;
const GOOD = `title: A title\ndescription: A description\ndate: 2025-08-04\ncategory: Your rights\ntags: [Supreme Court, Fees]`;

describe('content front matter', () => {
  it('reads an article: slug from the file name, ISO date, term slugs, HTML body', () => {
    const parsed = parseArticle(
      'content/blog/a-good-article.md',
      article(GOOD, '## Heading\n\nA [link](/blog).'),
    );
    expect(parsed).toMatchObject({
      slug: 'a-good-article',
      date: '2025-08-04',
      updated: null,
      category: { slug: 'your-rights', name: 'Your rights' },
      tags: [
        { slug: 'supreme-court', name: 'Supreme Court' },
        { slug: 'fees', name: 'Fees' },
      ],
    });
    expect(parsed.html).toContain('<h2>Heading</h2>');
    expect(parsed.html).toContain('<a href="/blog">link</a>');
  });

  it('accepts a quoted date as well as a bare one', () => {
    expect(parseArticle('content/blog/x.md', article(GOOD.replace('2025-08-04', "'2025-08-04'"))).date).toBe(
      '2025-08-04',
    );
  });

  it('stops the build naming the file and each bad field', () => {
    const bad = article('title: ""\ndescription: A description\ndate: 4 August\ncategory: News\ntags: []');
    expect(() => parseArticle('content/blog/broken.md', bad)).toThrowError(ContentError);
    const message = (() => {
      try {
        parseArticle('content/blog/broken.md', bad);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/^content\/blog\/broken\.md: invalid front matter/);
    expect(message).toMatch(/title: must not be empty/);
    expect(message).toMatch(/date: /);
    expect(message).toMatch(/tags: needs at least one tag/);
  });

  it('refuses unknown front-matter fields, so a typo cannot silently drop data', () => {
    expect(() => parseArticle('content/blog/x.md', article(`${GOOD}\ncatgory: News`))).toThrowError(
      /catgory/,
    );
  });

  it('refuses a file name that cannot be a clean URL', () => {
    expect(() => parseArticle('content/blog/Bad Name.md', article(GOOD))).toThrowError(/file name/);
  });

  it('refuses a page with no text', () => {
    expect(() => parseArticle('content/blog/empty.md', article(GOOD, ''))).toThrowError(/no text/);
  });

  it('reads a lender page', () => {
    const raw = article(
      'name: Example Finance\ntitle: Example Finance claims\ndescription: About it\nupdated: 2025-11-03',
    );
    expect(parseLender('content/lenders/example-finance.md', raw)).toMatchObject({
      slug: 'example-finance',
      name: 'Example Finance',
      updated: '2025-11-03',
    });
  });
});
