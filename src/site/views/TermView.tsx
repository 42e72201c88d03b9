import { Link } from 'react-router';
import type { ArticleSummary } from '../../content/types';
import { ArticleList } from './ArticleList';
import { PageMain } from '../../ui/Page';

export interface TermViewProps {
  kind: 'tag' | 'category';
  name: string;
  articles: ArticleSummary[];
}

/** Articles for one tag or one category. */
export function TermView({ kind, name, articles }: TermViewProps) {
  return (
    <PageMain>
      <p>
        <Link to="/blog">All guides and news</Link>
      </p>
      <h1>{kind === 'tag' ? `Articles about ${name}` : `${name}: articles`}</h1>
      <ArticleList articles={articles} />
    </PageMain>
  );
}
