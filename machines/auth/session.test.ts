import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { MAX_RETRIES_MESSAGE } from '../retry';
import type { UserSummary } from './types';
import { anonymousUser, registeredUser } from './fixtures';
import {
  selectAuthenticated,
  selectAuthenticating,
  selectFailed,
  selectInitialized,
  selectLoginForm,
} from './selectors';
import { anonymousSession, createTestAuth, registeredSession } from './testing';

// The session region (session.ts, decision 153): the listener and the guest sign-in with the
// spec's retries, and signing out.

afterEach(() => {
  vi.useRealTimers();
});

describe('the auth listener failing to start (2 retries, 2000 ms then 4000 ms)', () => {
  const failure = { type: 'auth.failed', error: new Error('The sign-in service did not load') } as const;

  it('starts the listener again after 2000 ms then 4000 ms, then fails with the spec message', async () => {
    vi.useFakeTimers();
    const { actor, report, startListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    expect(startListening).toHaveBeenCalledTimes(1);
    report(failure);
    // Still starting: nothing can be sent yet, and waiting callers keep waiting.
    expect(selectInitialized(actor.getSnapshot())).toBe(false);
    expect(selectAuthenticating(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(startListening).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(startListening).toHaveBeenCalledTimes(2);
    report(failure);
    await vi.advanceTimersByTimeAsync(3999);
    expect(startListening).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(startListening).toHaveBeenCalledTimes(3);
    report(failure);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ session: 'error' });
    expect(selectFailed(snapshot)).toBe(true);
    expect(selectAuthenticating(snapshot)).toBe(false);
    expect(snapshot.context.error).toBe(MAX_RETRIES_MESSAGE);
    // /login shows it with Try again instead of waiting.
    expect(selectLoginForm(snapshot)).toMatchObject({
      busy: false,
      failed: true,
      problem: MAX_RETRIES_MESSAGE,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(startListening).toHaveBeenCalledTimes(3);
  });

  it('carries on when the listener starts on a retry, and counts afresh', async () => {
    vi.useFakeTimers();
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report(failure);
    await vi.advanceTimersByTimeAsync(2000);
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(spies.signInAnonymously).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.retriesDone).toBe(0);
  });

  it('starts the session again from the listener on Try again', async () => {
    vi.useFakeTimers();
    const { actor, report, startListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    for (const wait of [2000, 4000, 0]) {
      report(failure);
      await vi.advanceTimersByTimeAsync(wait);
    }
    expect(actor.getSnapshot().value).toEqual({ session: 'error' });
    actor.send({ type: 'user.retry' });
    expect(startListening).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().context.error).toBeNull();
    report({ type: 'auth.changed', user: registeredUser });
    expect(selectAuthenticated(actor.getSnapshot())).toBe(true);
  });
});

describe('anonymous sign-in retries (2 retries, 2000 ms then 4000 ms)', () => {
  it('waits exactly 2000 ms then 4000 ms, then fails with the spec message', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(() => Promise.reject(new Error('network')));
    const { actor, report } = createTestAuth({ signInAnonymously: fromPromise<UserSummary>(attempt) });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toEqual({ session: 'error' });
    expect(actor.getSnapshot().context.error).toBe('Max retries reached for function');
    expect(MAX_RETRIES_MESSAGE).toBe('Max retries reached for function');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a retry and starts the count afresh next time', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<UserSummary>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(anonymousUser);
    const { actor, report } = createTestAuth({ signInAnonymously: fromPromise<UserSummary>(attempt) });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.retriesDone).toBe(1);
    report({ type: 'auth.changed', user: null });
    expect(actor.getSnapshot().context.retriesDone).toBe(0);
  });

  it('lets the user retry after the retries are exhausted', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<UserSummary>>().mockRejectedValue(new Error('offline'));
    const { actor, report } = createTestAuth({ signInAnonymously: fromPromise<UserSummary>(attempt) });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(6000);
    expect(actor.getSnapshot().value).toEqual({ session: 'error' });
    attempt.mockResolvedValue(anonymousUser);
    actor.send({ type: 'user.retry' });
    // The session starts again: the listener reports nobody, so a guest sign-in is made.
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('logout', () => {
  it('tells the page once the data is cleared, so it can leave the claim', async () => {
    const { actor, spies } = await registeredSession();
    const told = vi.fn<(clearedBefore: number) => void>();
    actor.on('auth.signedOut', () => {
      told(spies.clearPersonalData.mock.calls.length);
    });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toEqual({ session: 'loggingOut' });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(told).toHaveBeenCalledExactlyOnceWith(1);
    expect(actor.getSnapshot().context.user?.uid).not.toBe(registeredUser.uid);
  });

  it('clears personal data and starts a fresh guest session', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.logout' });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(spies.logout).toHaveBeenCalledTimes(1);
    expect(spies.clearPersonalData).toHaveBeenCalledTimes(1);
    expect(spies.signInAnonymously).toHaveBeenCalledTimes(1);
  });
});
