import { getLibrary, lenderSummary, summary } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { BlogListView } from '../views/BlogListView';
import type { Route } from './+types/blog';
import { contentPage } from '../page';

export function loader() {
  const { articles, categories, tags, lenders } = getLibrary();
  return { articles: articles.map(summary), categories, tags, lenders: lenders.map(lenderSummary) };
}

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Car finance guides and news',
    description:
      'Guides to car finance commission claims, the Supreme Court judgment and the FCA redress scheme.',
    path: '/blog',
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListView {...loaderData} />;
}
