import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createTestAuth } from '../../machines/auth/testing';
import { MAX_RETRIES_MESSAGE } from '../../machines/retry';
import { AUTH_ERROR_MESSAGES } from '../adapters/authErrors';
import type { SessionActor } from './session';
import SessionProblem from './SessionProblem';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The journey's page at /form/address/current, with the session's part of it; /login beside it. */
function journeyWith(session: SessionActor, showFailure = true) {
  render(
    <MemoryRouter initialEntries={['/form/address/current']}>
      <Routes>
        <Route
          path="/form/address/current"
          element={
            <main>
              <h1>What is your current address?</h1>
              <SessionProblem session={session} showFailure={showFailure} />
            </main>
          }
        />
        <Route path="/login" element={<h1>Sign in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the session's part of the journey's page", () => {
  it('says the session could not start, with what to do and Try again, which starts it again', async () => {
    vi.useFakeTimers();
    const { actor, report, startListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    for (const wait of [2000, 4000, 0]) {
      report({ type: 'auth.failed', error: new Error('The sign-in service did not load') });
      await vi.advanceTimersByTimeAsync(wait);
    }
    vi.useRealTimers();
    journeyWith(actor);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MAX_RETRIES_MESSAGE);
    expect(alert.textContent).toContain(AUTH_ERROR_MESSAGES.network);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(startListening).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the failure to the step when the step shows a problem of its own', async () => {
    vi.useFakeTimers();
    const { actor, report } = createTestAuth();
    actor.send({ type: 'app.started' });
    for (const wait of [2000, 4000, 0]) {
      report({ type: 'auth.failed' });
      await vi.advanceTimersByTimeAsync(wait);
    }
    vi.useRealTimers();
    journeyWith(actor, false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a password sign-in whose email is unconfirmed to /login, the page that says so', async () => {
    const { actor, report, spies } = createTestAuth();
    spies.signInWithEmail.mockResolvedValueOnce({
      uid: 'reg-2',
      isAnonymous: false,
      email: 'sam@example.com',
      emailVerified: false,
      signInProvider: 'password',
    });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: { uid: 'anon-1', isAnonymous: true, email: null } });
    actor.send({
      type: 'user.login',
      email: 'sam@example.com',
      password: 'a long pass phrase',
      redirect: false,
    });
    await waitFor(actor, (s) => s.matches({ session: 'unconfirmed' }));
    journeyWith(actor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in page' })).toBeTruthy();
  });
});
