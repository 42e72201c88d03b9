import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { initialContext } from '../../../machines/wizard/context';
import { selectCanSaveForLater } from '../../../machines/wizard/selectors';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import { sessionStore, WIZARD_SNAPSHOT_KEY } from '../../adapters/storage';
import { ensureJourneyActor, journeyActor, restartJourney, stopJourney } from '../actor';
import { loadJourneyCore, resetJourneyCore, type JourneyCore } from '../gate';
import { NEXT_QUESTION_LOADING } from '../IntroFirst';
import { ensureSession, provideRuntime } from '../runtime';
import { sessionUid } from '../session';
import { memoryServices } from '../stories/memoryServices';
import { forgetJourney, openFormAt } from '../formRoute.testing';
import { ErrorBoundary } from '../../root';

/** The journey's core, held back until `release` is called (a slow network), or failing. */
function heldCore() {
  let release: () => void = () => {};
  let fail: () => void = () => {};
  const held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('chunk failed to load'));
  });
  const load = (): Promise<JourneyCore> => held.then(() => import('../core'));
  return { load, release, fail };
}

/** The root's error page, as React Router's framework mode renders it for a route's error. */
function RootErrorBoundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error } as Parameters<typeof ErrorBoundary>[0])} />;
}

const openAt = (pathname: string) => openFormAt(pathname, { ErrorBoundary: RootErrorBoundary });

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  sessionStore.remove(WIZARD_SNAPSHOT_KEY);
  resetJourneyCore();
  provideRuntime(memoryServices({ sessionUid: () => sessionUid(ensureSession()) }));
});

afterEach(forgetJourney);

describe('the journey’s first page before the wizard has loaded (decision 228)', () => {
  it('shows the intro at once, and a Start pressed before the wizard arrives is one Continue, not lost', async () => {
    const core = heldCore();
    void loadJourneyCore(core.load);
    const user = userEvent.setup();
    const router = openAt('/form/start');

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(heading()).toBe('Claim for car finance commission');
    // A bare section address shows the intro's own, as the wizard's page does (replaced once painted).
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/start/intro'));

    await user.click(continueButton());
    // Busy, said to screen readers, and a second press sends nothing.
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(NEXT_QUESTION_LOADING);
    await user.click(continueButton());
    expect(heading()).toBe('Claim for car finance commission');

    core.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'What is your name?' })).toBeTruthy();
    // The address follows the step once it has been painted (decision 243).
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/start/details'));
    // One press, one event: a second Continue on the name step would have found its fields empty.
    const { context } = journeyActor().getSnapshot();
    expect(context.current).toBe('start.details');
    expect(context.fieldErrors).toEqual({});
    expect(screen.queryByText('There is a problem')).toBeNull();
    // The intro is a step behind it in the browser's history, and Back returns to it.
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim for car finance commission' }),
    ).toBeTruthy();
    expect(journeyActor().getSnapshot().context.current).toBe('start.intro');
  });

  it('says the next page could not be loaded when the wizard fails to arrive, and Continue tries again', async () => {
    const first = heldCore();
    void loadJourneyCore(first.load).catch(() => {});
    const user = userEvent.setup();
    openAt('/form/start/intro');
    await screen.findByRole('heading', { level: 1 });

    await user.click(continueButton());
    first.fail();
    expect(await screen.findByText(/This page could not be loaded/)).toBeTruthy();
    expect(continueButton().getAttribute('aria-disabled')).toBeNull();

    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'What is your name?' })).toBeTruthy();
  });

  it('carries on with a journey this tab already has, at its step, instead of a fresh intro', async () => {
    // A claimant part way through, then a reload: the tab's saved journey is at the name step.
    const actor = ensureJourneyActor();
    actor.send({ type: 'user.continue' });
    expect(actor.getSnapshot().context.current).toBe('start.details');
    stopJourney();
    expect(sessionStore.get(WIZARD_SNAPSHOT_KEY)).not.toBeNull();
    resetJourneyCore();

    openAt('/form/start/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'What is your name?' })).toBeTruthy();
    expect(journeyActor().getSnapshot().context.current).toBe('start.details');
  });

  it('opens the intro of a journey this tab already has on the wizard’s own page', async () => {
    const actor = ensureJourneyActor();
    actor.send({ type: 'user.continue' });
    actor.send({ type: 'user.back' });
    stopJourney();
    resetJourneyCore();

    openAt('/form/start/intro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim for car finance commission' }),
    ).toBeTruthy();
    // The wizard was restored before the first render: Continue goes straight on, never busy.
    expect(journeyActor().getSnapshot().context.reached).toContain('start.details');
  });

  it('opens on the wizard a sign-in has started in this tab, with the answers it brought', async () => {
    restartJourney({ answers: { ...initialContext().answers, firstName: 'Priya' } });
    resetJourneyCore();
    const user = userEvent.setup();

    openAt('/form/start/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim for car finance commission' }),
    ).toBeTruthy();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'What is your name?' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Priya');
  });

  it('offers "Save and come back later" on the fresh intro, as the wizard does there, and sends it once', async () => {
    // The wizard's own page offers it on the intro: the fresh intro must too.
    expect(selectCanSaveForLater(createActor(wizardMachine).start().getSnapshot())).toBe(true);
    const core = heldCore();
    void loadJourneyCore(core.load);
    const user = userEvent.setup();
    openAt('/form/start/intro');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Save and come back later' }));
    expect(screen.getByRole('status').textContent).toBe(NEXT_QUESTION_LOADING);
    // A second press, of either, while the first waits sends nothing.
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Save and come back later' }));
    core.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your claim cannot be saved yet' }),
    ).toBeTruthy();
    expect(journeyActor().getSnapshot().context.current).toBe('start.intro');
  });

  it('says a step could not be loaded when the wizard fails to arrive before it, with no internals', async () => {
    const actor = ensureJourneyActor();
    actor.send({ type: 'user.continue' });
    stopJourney();
    const core = heldCore();
    void loadJourneyCore(core.load).catch(() => {});
    core.fail();

    openAt('/form/start/details');
    expect((await screen.findByTestId('error-message')).textContent).toBe(
      'This page could not be loaded. Check your connection and try again.',
    );
  });
});
