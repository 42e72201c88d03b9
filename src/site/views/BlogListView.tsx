import { Link } from 'react-router';
import type { ArticleSummary, LenderSummary, Term } from '../../content/types';
import { ArticleList } from './ArticleList';
import { LenderLinks } from './LenderLinks';
import { Lede, PageMain } from '../../ui/Page';
import { TermLinks } from './TermLinks';

export interface BlogListViewProps {
  articles: ArticleSummary[];
  categories: Term[];
  tags: Term[];
  lenders: LenderSummary[];
}

export function BlogListView({ articles, categories, tags, lenders }: BlogListViewProps) {
  return (
    <PageMain>
      <h1>Car finance guides and news</h1>
      <Lede>
        Plain-English guides to car finance commission, and what the courts and the FCA have decided.
      </Lede>
      <ArticleList articles={articles} />
      <section aria-labelledby="categories">
        <h2 id="categories">Categories</h2>
        <TermLinks base="/blog/categories" terms={categories} />
      </section>
      <section aria-labelledby="tags">
        <h2 id="tags">Topics</h2>
        <TermLinks base="/blog/tags" terms={tags} />
      </section>
      <section aria-labelledby="lenders">
        <h2 id="lenders">Lender guides</h2>
        <LenderLinks lenders={lenders} />
      </section>
      <p>
        <Link to="/form/start">Start your claim</Link>
      </p>
    </PageMain>
  );
}
