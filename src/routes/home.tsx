import { brand } from '../brands/brand';
import { TrustWidget } from '../consent/TrustWidget';
import { getLibrary, lenderSummary, summary } from '../content/content.server';
import { pageMeta } from '../content/meta';
import { HomeView } from '../views/site/HomeView';
import type { Route } from './+types/home';

export function loader() {
  const { articles, lenders } = getLibrary();
  return { latest: articles.slice(0, 3).map(summary), lenders: lenders.map(lenderSummary) };
}

export const meta: Route.MetaFunction = () => pageMeta({ path: '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeView
      brandName={brand.displayName}
      rating={<TrustWidget widgetUrl={brand.widgetUrl} {...brand.sample.rating} />}
      fees={brand.fees}
      latest={loaderData.latest}
      lenders={loaderData.lenders}
    />
  );
}
