import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { ErrorBoundary, HydrateFallback } from '../root';

/** The root's error page, as React Router's framework mode renders it for a route's error. */
function RootErrorBoundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error } as Parameters<typeof ErrorBoundary>[0])} />;
}

describe('the root error page', () => {
  it('shows the status, the status message and a thrown error’s own message when it is the spec’s', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/form/start',
          loader: () => {
            throw new Error(MAX_RETRIES_MESSAGE, { cause: new Error('deadline-exceeded') });
          },
          element: <p>The journey</p>,
          HydrateFallback,
          ErrorBoundary: RootErrorBoundary,
        },
      ],
      { initialEntries: ['/form/start'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('error-message')).textContent).toBe(MAX_RETRIES_MESSAGE);
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByTestId('error-status-message').textContent).toBe('Internal Server Error');
    expect(document.body.textContent).not.toContain('deadline-exceeded');
  });
});
