import { brand, absoluteUrl } from '../../brands/brand';
import { findArticle } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { fromPrerender, notFound } from '../../content/notFound';
import { ArticleView } from '../views/ArticleView';
import type { Route } from './+types/blog-article';
import { contentPage } from '../page';

export function loader({ params, request }: Route.LoaderArgs) {
  const article = findArticle(params.blog);
  if (!article) throw notFound(new URL(request.url).pathname);
  return { article };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  fromPrerender(request, serverLoader);

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return pageMeta({ path: location.pathname });
  const { article } = loaderData;
  const path = `/blog/${article.slug}`;
  const publisher = { '@type': 'Organization', name: brand.displayName, url: absoluteUrl('/') };
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      articleSection: article.category.name,
      keywords: article.tags.map((t) => t.name).join(', '),
      mainEntityOfPage: absoluteUrl(path),
      author: publisher,
      publisher,
    },
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleView article={loaderData.article} />;
}
