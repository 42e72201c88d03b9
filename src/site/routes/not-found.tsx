import { data } from 'react-router';
import { brand } from '../../brands/brand';
import { contentPage } from '../page';
import { ErrorPage } from '../../ui/ErrorPage';
import type { Route } from './+types/not-found';

/**
 * Prerendered once, at /404, into the 404.html that Hosting answers every unknown address with
 * (status 404); the content pages' script writes the requested address into it. A server loader
 * makes the prerender render the page rather than the loading fallback.
 */
export const handle = contentPage;

export function loader() {
  return null;
}

/** Inside the app (an unknown address under /form/): the spec's page-not-found error, shown by the root error boundary. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const path = new URL(request.url).pathname;
  throw data(`Page not found: ${path}`, { status: 404 });
}

export default function NotFound() {
  return (
    <ErrorPage
      status={404}
      statusMessage="Page Not Found"
      message={
        <>
          Page not found: <span data-requested-path="">this address</span>
        </>
      }
      brandName={brand.displayName}
    />
  );
}
