import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../../machines/wizard/steps';
import { ErrorBoundary, HydrateFallback } from '../../root';
import { clientLoader } from './form';

/** The root's error page, as React Router's framework mode renders it for a route's error. */
function RootErrorBoundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error } as Parameters<typeof ErrorBoundary>[0])} />;
}

/** The journey's routes with their loader (the journey page itself stands in as a paragraph). */
function openAt(pathname: string) {
  const router = createMemoryRouter(
    SECTIONS.map((section) => ({
      path: `/form/${section}/:id?`,
      loader: clientLoader as never,
      element: <p>The journey</p>,
      HydrateFallback,
      ErrorBoundary: RootErrorBoundary,
    })),
    { initialEntries: [pathname] },
  );
  render(<RouterProvider router={router} />);
}

describe('the claim journey route', () => {
  it.each(['/form/start/bogus', '/form/check/intro', '/form/thankyou/review'])(
    'answers %s, whose id is not a sub-step of that section, with the spec’s page-not-found error',
    async (pathname) => {
      openAt(pathname);
      expect((await screen.findByTestId('error-message')).textContent).toBe(`Page not found: ${pathname}`);
      expect(screen.getByTestId('error-status').textContent).toBe('404');
      expect(screen.getByTestId('error-status-message').textContent).toBe('Page Not Found');
    },
  );

  it.each(['/form/start', '/form/start/intro', '/form/sign/review'])(
    'opens %s (a sub-step not reached yet too: the journey then shows where the claimant is)',
    async (pathname) => {
      openAt(pathname);
      await screen.findByText('The journey');
      expect(screen.queryByTestId('error-message')).toBeNull();
    },
  );
});
