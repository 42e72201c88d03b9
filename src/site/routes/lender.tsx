import { getLibrary } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { fromPrerender, notFound } from '../../content/notFound';
import { LenderView } from '../views/LenderView';
import type { Route } from './+types/lender';
import { contentPage } from '../page';

export function loader({ params, request }: Route.LoaderArgs) {
  const lender = getLibrary().lenders.find((l) => l.slug === params.page);
  if (!lender) throw notFound(new URL(request.url).pathname);
  return { lender };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  fromPrerender(request, serverLoader);

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta({
    title: loaderData?.lender.title,
    description: loaderData?.lender.description,
    // The prerender sees a trailing slash; the canonical URL has none.
    path: loaderData ? `/lenders/${loaderData.lender.slug}` : location.pathname,
  });

export default function LenderPage({ loaderData }: Route.ComponentProps) {
  return <LenderView lender={loaderData.lender} />;
}
