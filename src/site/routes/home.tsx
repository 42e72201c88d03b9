import { brand } from '../../brands/brand';
import { getLibrary, lenderSummary, summary } from '../../content/content.server';
import { pageMeta } from '../../content/meta';
import { contentPage } from '../page';
import { HomeView } from '../views/HomeView';
import { TrustRating } from '../views/TrustRating';
import type { Route } from './+types/home';

export function loader() {
  const { articles, lenders } = getLibrary();
  return { latest: articles.slice(0, 3).map(summary), lenders: lenders.map(lenderSummary) };
}

/** Shipped as static HTML with the content pages' script (decision 123). */
export const handle = contentPage;

export const meta: Route.MetaFunction = () => pageMeta({ path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeView
      brandName={brand.displayName}
      rating={<TrustRating widgetSrc={brand.widgetUrl} {...brand.sample.rating} />}
      fees={brand.fees}
      latest={loaderData.latest}
      lenders={loaderData.lenders}
    />
  );
}
