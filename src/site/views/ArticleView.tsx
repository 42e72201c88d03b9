import { Link } from 'react-router';
import styled from 'styled-components';
import type { Article } from '../../content/types';
import { formatDate } from './formatDate';
import { Note, PageMain } from '../../ui/Page';
import { Prose } from './Prose';
import { TermLinks } from './TermLinks';

const Byline = styled.p.withConfig({ componentId: 'ArticleView-Byline' })`
  color: var(--colour-secondary-text);
`;

export function ArticleView({ article }: { article: Article }) {
  return (
    <PageMain>
      <article>
        <p>
          <Link to={`/blog/categories/${article.category.slug}`}>{article.category.name}</Link>
        </p>
        <h1>{article.title}</h1>
        <Byline>
          Published <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.updated && (
            <>
              {' '}
              · Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </>
          )}
        </Byline>
        <Prose html={article.html} />
        <Note>
          This guide is general information, not legal advice. You do not need a law firm: you can complain
          for free to your lender, then the Financial Ombudsman Service, or use the FCA’s redress scheme.
        </Note>
        <h2>Topics</h2>
        <TermLinks base="/blog/tags" terms={article.tags} />
      </article>
      <p>
        <Link to="/blog">All guides and news</Link>
      </p>
    </PageMain>
  );
}
