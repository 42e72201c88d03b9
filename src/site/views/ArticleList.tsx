import { Link } from 'react-router';
import styled from 'styled-components';
import type { ArticleSummary } from '../../content/types';
import { formatDate } from './formatDate';

const List = styled.ul.withConfig({ componentId: 'ArticleList-List' })`
  list-style: none;
  padding: 0;
  li {
    padding: var(--space-3) 0;
    border-bottom: 1px solid var(--colour-border);
  }
  h2,
  h3 {
    margin: 0 0 var(--space-1);
    font-size: 1.375rem;
  }
  p {
    margin: var(--space-1) 0;
  }
`;

const Meta = styled.p.withConfig({ componentId: 'ArticleList-Meta' })`
  color: var(--colour-secondary-text);
  font-size: 1rem;
`;

export function ArticleList({
  articles,
  headingLevel = 2,
}: {
  articles: ArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <List>
      {articles.map((article) => (
        <li key={article.slug}>
          <Heading>
            <Link to={`/blog/${article.slug}`}>{article.title}</Link>
          </Heading>
          <Meta>
            <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
            <Link to={`/blog/categories/${article.category.slug}`}>{article.category.name}</Link>
          </Meta>
          <p>{article.description}</p>
        </li>
      ))}
    </List>
  );
}
