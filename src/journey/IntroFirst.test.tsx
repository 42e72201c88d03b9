import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useMatches, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { HydrateFallback } from '../root';
import Form, { clientLoader } from '../routes/form';
import { journeyActor, stopJourney } from './actor';
import { loadJourneyCore, resetJourneyCore, whenIdle, type JourneyCore } from './gate';
import { isJourneyRunning } from './journeyRunning';
import { ensureSession, provideRuntime, stopRuntime } from './runtime';
import { partLoaders } from './sections';
import { sessionUid } from './session';
import { memoryServices } from './stories/memoryServices';

/** The start section's route as the app declares it, with its loader and page. */
function FormRoute() {
  const params = useParams();
  const matches = useMatches();
  return <Form {...({ params, matches } as unknown as Parameters<typeof Form>[0])} />;
}

function openAt(pathname: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'form-start-id',
        path: '/form/start/:id?',
        loader: clientLoader as never,
        Component: FormRoute,
        HydrateFallback,
      },
    ],
    { initialEntries: [pathname] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Once what the browser had to do when it was last idle has run. */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
/** The page's main content as markup, without its screen-reader status region (empty throughout). */
const mainMarkup = () => {
  const main = document.getElementById('main-content')!.cloneNode(true) as HTMLElement;
  for (const status of main.querySelectorAll('[role="status"]')) status.remove();
  return main.outerHTML;
};

beforeEach(() => {
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
  resetJourneyCore();
  provideRuntime(memoryServices({ sessionUid: () => sessionUid(ensureSession()) }));
  stopJourney();
});

afterEach(() => {
  cleanup();
  stopJourney();
  stopRuntime();
  resetJourneyCore();
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
  vi.restoreAllMocks();
});

// Each waits for the browser to be idle more than once: slow on a busy machine.
describe(
  'the wizard’s page takes the fresh intro over before Start (decision 229)',
  { timeout: 20_000 },
  () => {
    it('shows the same intro with no focus move, waits for Start to load more, and Start is an ordinary step', async () => {
      const laterSection = vi.spyOn(partLoaders, 'check');
      const user = userEvent.setup();
      const router = openAt('/form/start');
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      const before = mainMarkup();

      await waitFor(() => expect(isJourneyRunning()).toBe(true), { timeout: 5000 });
      expect(heading()).toBe('Claim for car finance commission');
      expect(mainMarkup()).toBe(before);
      expect(document.activeElement).toBe(document.body);
      expect(router.state.location.pathname).toBe('/form/start/intro');
      // Nothing saved in the tab yet: a reload here is still a fresh intro (gate.ts).
      expect(sessionStore.get(WIZARD_SNAPSHOT_KEY)).toBeNull();
      // The session and the later sections wait for Start, as on the intro before the wizard.
      await idle();
      await idle();
      expect(laterSection).not.toHaveBeenCalled();

      await user.click(continueButton());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'What is your name?' }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/form/start/details');
      expect(journeyActor().getSnapshot().context.current).toBe('start.details');
      expect(journeyActor().getSnapshot().context.fieldErrors).toEqual({});
      expect(sessionStore.get(WIZARD_SNAPSHOT_KEY)).not.toBeNull();
      await waitFor(() => expect(laterSection).toHaveBeenCalled(), { timeout: 5000 });
    });

    it('never takes over while the claimant is on one of the page’s controls, so focus stays put', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const arrived = loadJourneyCore((): Promise<JourneyCore> => held.then(() => import('./core')));
      openAt('/form/start/intro');
      await screen.findByRole('heading', { level: 1 });

      continueButton().focus();
      release();
      await arrived;
      await idle();
      await idle();
      expect(isJourneyRunning()).toBe(false);
      expect(document.activeElement).toBe(continueButton());

      continueButton().blur();
      await waitFor(() => expect(isJourneyRunning()).toBe(true), { timeout: 5000 });
      expect(heading()).toBe('Claim for car finance commission');
    });
  },
);
