import { getLibrary, summary } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { fromPrerender, notFound } from '../../content/notFound';
import { TermView } from '../views/TermView';
import type { Route } from './+types/blog-category';
import { contentPage } from '../page';

export function loader({ params, request }: Route.LoaderArgs) {
  const { categories, articles } = getLibrary();
  const category = categories.find((c) => c.slug === params.category);
  if (!category) throw notFound(new URL(request.url).pathname);
  return { category, articles: articles.filter((a) => a.category.slug === category.slug).map(summary) };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  fromPrerender(request, serverLoader);

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta({
    title: loaderData ? `${loaderData.category.name}: articles` : undefined,
    description: loaderData ? `${loaderData.category.name} about car finance commission claims.` : undefined,
    // The prerender sees a trailing slash; the canonical URL has none.
    path: loaderData ? `/blog/categories/${loaderData.category.slug}` : location.pathname,
  });

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <TermView kind="category" name={loaderData.category.name} articles={loaderData.articles} />;
}
