import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, WIZARD_SNAPSHOT_KEY } from '../adapters/storage';
import { journeyActor, stopJourney } from './actor';
import { forgetJourney, openFormAt } from './formRoute.testing';
import { loadJourneyCore, resetJourneyCore, type JourneyCore } from './gate';
import { isJourneyRunning } from './journeyRunning';
import { ensureSession, provideRuntime } from './runtime';
import { sessionUid } from './session';
import { forgetRehearsals } from './StepRehearsal';
import { memoryServices } from './stories/memoryServices';

const openAt = (pathname: string) => openFormAt(pathname);

/**
 * The browser's idle callbacks, counted: the journey's page asks for one to start the session and
 * load the later sections (JourneyPage), the fresh intro one for the takeover.
 */
const idleRequests = vi.fn((run: () => void) => window.setTimeout(run, 50));
/** A while longer than an idle callback takes here. */
const later = () => new Promise<void>((resolve) => window.setTimeout(resolve, 200));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
/** The page's main content as markup, without its screen-reader status region (empty throughout). */
const mainMarkup = () => {
  const main = document.getElementById('main-content')!.cloneNode(true) as HTMLElement;
  for (const status of main.querySelectorAll('[role="status"]')) status.remove();
  return main.outerHTML;
};

// The core's modules compiled once for the file (a busy machine takes seconds), so each test's
// download of the core is what the test holds back, if anything.
beforeAll(async () => {
  await import('./core');
});

beforeEach(() => {
  idleRequests.mockClear();
  forgetRehearsals();
  vi.stubGlobal('requestIdleCallback', idleRequests);
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
  resetJourneyCore();
  provideRuntime(memoryServices({ sessionUid: () => sessionUid(ensureSession()) }));
  stopJourney();
});

afterEach(() => {
  forgetJourney();
  vi.unstubAllGlobals();
});

// Each waits for the browser to be idle more than once: slow on a busy machine.
describe(
  'the wizard’s page takes the fresh intro over before Start (decision 229)',
  { timeout: 30_000 },
  () => {
    it('shows the same intro with no focus move, waits for Start to load more, and Start is an ordinary step', async () => {
      const user = userEvent.setup();
      const router = openAt('/form/start');
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      const before = mainMarkup();

      await waitFor(() => expect(isJourneyRunning()).toBe(true), { timeout: 10_000 });
      expect(heading()).toBe('Claim for car finance commission');
      expect(mainMarkup()).toBe(before);
      expect(document.activeElement).toBe(document.body);
      expect(router.state.location.pathname).toBe('/form/start/intro');
      // Nothing saved in the tab yet: a reload here is still a fresh intro (gate.ts).
      expect(sessionStore.get(WIZARD_SNAPSHOT_KEY)).toBeNull();
      // The session and the later sections wait for Start, as on the intro before the wizard: until
      // then the page asks for idle time only to take the intro over, and to rehearse the name
      // step off the page and take the rehearsal away (decision 243).
      await later();
      await later();
      expect(idleRequests).toHaveBeenCalledTimes(3);

      await user.click(continueButton());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'What is your name?' }, { timeout: 10_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/form/start/details'));
      expect(journeyActor().getSnapshot().context.current).toBe('start.details');
      expect(journeyActor().getSnapshot().context.fieldErrors).toEqual({});
      expect(sessionStore.get(WIZARD_SNAPSHOT_KEY)).not.toBeNull();
      await waitFor(() => expect(idleRequests.mock.calls.length).toBeGreaterThan(1), {
        timeout: 10_000,
      });
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
      await later();
      await later();
      expect(isJourneyRunning()).toBe(false);
      expect(document.activeElement).toBe(continueButton());

      continueButton().blur();
      await waitFor(() => expect(isJourneyRunning()).toBe(true), { timeout: 10_000 });
      expect(heading()).toBe('Claim for car finance commission');
    });
  },
);
