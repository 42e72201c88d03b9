import { data } from 'react-router';
import type { Route } from './+types/not-found';

/** Any unmatched path: the spec's page-not-found error, shown by the root error boundary. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const path = new URL(request.url).pathname;
  throw data(`Page not found: ${path}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
