import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createTestAuth } from '../../../machines/auth/testing';
import { MAX_RETRIES_MESSAGE } from '../../../machines/retry';
import { AUTH_ERROR_MESSAGES } from '../../adapters/authErrors';
import { AuthContainer } from './AuthContainer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const token = `header.${btoa(JSON.stringify({ uid: 'reg-1' }))}.signature`;

describe('/auth when the session cannot start', () => {
  it("shows the spec's message, what to do and Try again, which uses the kept link", async () => {
    vi.useFakeTimers();
    const { actor, report, spies, startListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    for (const wait of [2000, 4000, 0]) {
      report({ type: 'auth.failed', error: new Error('The sign-in service did not load') });
      await vi.advanceTimersByTimeAsync(wait);
    }
    vi.useRealTimers();
    render(<AuthContainer session={actor} brandName="Redress" onSignedIn={vi.fn()} onStay={vi.fn()} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We cannot sign you in at the moment');
    expect(document.title).toBe('Error: We cannot sign you in at the moment – Redress');
    expect(screen.queryByText(/Signing you in/)).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MAX_RETRIES_MESSAGE);
    expect(alert.textContent).toContain(AUTH_ERROR_MESSAGES.network);
    expect(
      screen.getByRole('link', { name: 'sign in with your email address and password' }).getAttribute('href'),
    ).toBe('/login');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(startListening).toHaveBeenCalledTimes(4);
    expect(await screen.findByText(/Signing you in to your claim/)).toBeTruthy();
    report({ type: 'auth.changed', user: null });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledExactlyOnceWith({ token });
    // The test session records the redirect the page would follow.
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
  });
});
