import { data, isRouteErrorResponse } from 'react-router';

/** The spec's page-not-found error, shown by the root error boundary. */
export function notFound(path: string) {
  return data(`Page not found: ${path}`, { status: 404 });
}

/**
 * Client navigation to a page that was not prerendered finds no data file (404). Turn that into
 * the spec's page-not-found error for the requested path; other failures pass through.
 */
export async function fromPrerender<T>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) throw notFound(new URL(request.url).pathname);
    throw error;
  }
}
