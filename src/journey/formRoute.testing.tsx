import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useMatches, useParams } from 'react-router';
import { HydrateFallback } from '../root';
import Form, { clientLoader } from './routes/form';
import { sessionStore, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { stopJourney } from './actor';
import { resetJourneyCore } from './gate';
import { stopRuntime } from './runtime';

/** The start section's route as the app declares it, with its loader and page. */
export function FormRoute() {
  const params = useParams();
  const matches = useMatches();
  return <Form {...({ params, matches } as unknown as Parameters<typeof Form>[0])} />;
}

/** The journey's start section alone in a memory router at `pathname`, with an error page if given. */
export function openFormAt(pathname: string, { ErrorBoundary }: { ErrorBoundary?: ComponentType } = {}) {
  const router = createMemoryRouter(
    [
      {
        id: 'form-start-id',
        path: '/form/start/:id?',
        loader: clientLoader as never,
        Component: FormRoute,
        HydrateFallback,
        ...(ErrorBoundary ? { ErrorBoundary } : {}),
      },
    ],
    { initialEntries: [pathname] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * After each test of the route: its page, the wizard and its runtime stopped, the loaded core
 * forgotten and nothing of the journey left in the tab.
 */
export function forgetJourney(): void {
  cleanup();
  stopJourney();
  stopRuntime();
  resetJourneyCore();
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
}
