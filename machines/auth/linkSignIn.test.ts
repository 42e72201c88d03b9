import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { MAX_RETRIES_MESSAGE } from '../retry';
import { anonymousUser } from './fixtures';
import { selectLinkSignIn } from './selectors';
import { createTestAuth, linkFor } from './testing';

// What /auth shows while a sign-in link is used (decision 251): every way a link's sign-in ends
// leaves "Signing you in…" for a page with a way on.

afterEach(() => {
  vi.useRealTimers();
});

const failure = { type: 'auth.failed', error: new Error('The sign-in service did not load') } as const;

describe('a sign-in link when the session cannot start', () => {
  it("ends in the spec's message with Try again, keeps the link, and uses it once the session starts", async () => {
    vi.useFakeTimers();
    const { actor, report, spies, startListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    const token = linkFor('reg-1');
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    expect(selectLinkSignIn(actor.getSnapshot())).toBe('signing-in');
    for (const wait of [2000, 4000]) {
      report(failure);
      await vi.advanceTimersByTimeAsync(wait);
      // The spec's backoff: still signing in while the session waits to start again.
      expect(selectLinkSignIn(actor.getSnapshot())).toBe('signing-in');
    }
    report(failure);
    const failed = actor.getSnapshot();
    expect(failed.value).toEqual({ session: 'error' });
    expect(selectLinkSignIn(failed)).toBe('session-failed');
    expect(failed.context.error).toBe(MAX_RETRIES_MESSAGE);
    expect(failed.context.pendingLogin).toEqual({ token });
    expect(spies.signInWithToken).not.toHaveBeenCalled();

    // Try again: a new listener, and the kept link is used as soon as it reports.
    actor.send({ type: 'user.retry' });
    expect(startListening).toHaveBeenCalledTimes(4);
    expect(selectLinkSignIn(actor.getSnapshot())).toBe('signing-in');
    report({ type: 'auth.changed', user: null });
    vi.useRealTimers();
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledExactlyOnceWith({ token });
    expect(spies.signInAnonymously).not.toHaveBeenCalled();
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
  });

  it('says so too when the guest sign-in the link waited for ran out of retries', async () => {
    vi.useFakeTimers();
    const { actor, report, spies } = createTestAuth();
    spies.signInAnonymously.mockRejectedValue(new Error('auth/network-request-failed'));
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    const token = linkFor('reg-1');
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    await vi.advanceTimersByTimeAsync(6000);
    const failed = actor.getSnapshot();
    expect(spies.signInAnonymously).toHaveBeenCalledTimes(3);
    expect(selectLinkSignIn(failed)).toBe('session-failed');
    expect(failed.context.error).toBe(MAX_RETRIES_MESSAGE);
    expect(failed.context.pendingLogin).toEqual({ token });
  });
});

describe('a sign-in link when the sign-in service cannot be reached', () => {
  it("tries the link again after 2 s then 4 s, then gives the spec's message and keeps the link for Try again", async () => {
    vi.useFakeTimers({ now: 0 });
    const { actor, report, spies } = createTestAuth();
    const tries: number[] = [];
    spies.signInWithToken.mockImplementation(() => {
      tries.push(Date.now());
      return Promise.reject(Object.assign(new Error('auth/network-request-failed'), { kind: 'network' }));
    });
    actor.send({ type: 'app.started' });
    const token = linkFor('reg-1');
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(6000);
    expect(tries).toEqual([0, 2000, 6000]);
    const failed = actor.getSnapshot();
    expect(selectLinkSignIn(failed)).toBe('session-failed');
    expect(failed.context.error).toBe(MAX_RETRIES_MESSAGE);
    expect(failed.context.pendingLogin).toEqual({ token });
    // No guest account is made meanwhile: the claimant came to use their link.
    expect(spies.signInAnonymously).not.toHaveBeenCalled();

    spies.signInWithToken.mockReset();
    spies.signInWithToken.mockResolvedValue({ uid: 'reg-1', isAnonymous: false, email: 'a@b.co' });
    actor.send({ type: 'user.retry' });
    report({ type: 'auth.changed', user: null });
    vi.useRealTimers();
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledExactlyOnceWith({ token });
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
  });
});

describe('a sign-in link that is refused', () => {
  it('says the link has not worked even after the guest session made next clears the message', async () => {
    const { actor, report, spies } = createTestAuth();
    spies.signInWithToken.mockRejectedValueOnce(
      new Error('This sign-in link has expired or has already been used.'),
    );
    actor.send({ type: 'app.started' });
    actor.send({ type: 'user.loginWithToken', token: linkFor('reg-1'), redirect: true });
    report({ type: 'auth.changed', user: null });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    // Nobody was signed in, so a guest session follows; the listener then reports the guest.
    report({ type: 'auth.changed', user: anonymousUser });
    const settled = actor.getSnapshot();
    expect(settled.value).toEqual({ session: 'anonymous' });
    expect(settled.context.error).toBeNull();
    expect(selectLinkSignIn(settled)).toBe('failed');
    // A new link starts afresh.
    actor.send({ type: 'user.loginWithToken', token: linkFor('reg-1'), redirect: true });
    expect(selectLinkSignIn(actor.getSnapshot())).toBe('signing-in');
  });
});
