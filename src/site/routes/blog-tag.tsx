import { getLibrary, summary } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { fromPrerender, notFound } from '../../content/notFound';
import { TermView } from '../views/TermView';
import type { Route } from './+types/blog-tag';
import { contentPage } from '../page';

export function loader({ params, request }: Route.LoaderArgs) {
  const { tags, articles } = getLibrary();
  const tag = tags.find((t) => t.slug === params.tag);
  if (!tag) throw notFound(new URL(request.url).pathname);
  return { tag, articles: articles.filter((a) => a.tags.some((t) => t.slug === tag.slug)).map(summary) };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  fromPrerender(request, serverLoader);

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta({
    title: loaderData ? `Articles about ${loaderData.tag.name}` : undefined,
    description: loaderData
      ? `Guides and news about ${loaderData.tag.name} and car finance claims.`
      : undefined,
    // The prerender sees a trailing slash; the canonical URL has none.
    path: loaderData ? `/blog/tags/${loaderData.tag.slug}` : location.pathname,
  });

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  return <TermView kind="tag" name={loaderData.tag.name} articles={loaderData.articles} />;
}
