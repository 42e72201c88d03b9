import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { MAX_RETRIES_MESSAGE } from '../retry';
import type { UserSummary } from './types';
import { anonymousUser, localProfile, registeredUser } from './fixtures';
import {
  selectAccount,
  selectAnonymous,
  selectAuthenticated,
  selectAuthenticating,
  selectAwaitingEmailConfirmation,
  selectEmailConfirmation,
  selectFailed,
  selectInitialized,
  selectLoginForm,
} from './selectors';
import { createTestAuth, flush } from './testing';
import { NOT_CONFIRMED_YET_MESSAGE } from './messages';

afterEach(() => {
  vi.useRealTimers();
});

async function anonymousSession() {
  const test = createTestAuth();
  test.actor.send({ type: 'app.started' });
  test.report({ type: 'auth.changed', user: anonymousUser });
  await flush();
  return test;
}

describe('auth start-up', () => {
  it('starts not initialised and only starts listening when the app starts', () => {
    const { actor } = createTestAuth();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('uninitialised');
    expect(selectInitialized(snapshot)).toBe(false);
    expect(selectAuthenticating(snapshot)).toBe(false);
    actor.send({ type: 'app.started' });
    expect(actor.getSnapshot().value).toEqual({ session: 'initialising' });
    expect(selectAuthenticating(actor.getSnapshot())).toBe(true);
    expect(selectInitialized(actor.getSnapshot())).toBe(false);
  });

  it('keeps the sign-in form busy until the session has started, then ready', async () => {
    const { actor, report } = createTestAuth();
    expect(selectLoginForm(actor.getSnapshot()).busy).toBe(true);
    actor.send({ type: 'app.started' });
    expect(selectLoginForm(actor.getSnapshot()).busy).toBe(true);
    report({ type: 'auth.changed', user: anonymousUser });
    await flush();
    expect(selectLoginForm(actor.getSnapshot()).busy).toBe(false);
  });

  it('signs in anonymously when the listener reports no user', async () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(spies.signInAnonymously).toHaveBeenCalledTimes(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.userId).toBe('anon-1');
    expect(selectAnonymous(snapshot)).toBe(true);
    expect(selectInitialized(snapshot)).toBe(true);
    expect(selectAuthenticating(snapshot)).toBe(false);
  });

  it('treats a registered user from the listener as authenticated', () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: registeredUser });
    expect(selectAuthenticated(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.userId).toBe(registeredUser.uid);
    expect(spies.signInAnonymously).not.toHaveBeenCalled();
  });

  it('stops the listener when the actor stops', () => {
    const { actor, stopListening } = createTestAuth();
    actor.send({ type: 'app.started' });
    actor.stop();
    expect(stopListening).toHaveBeenCalledTimes(1);
  });
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

describe('upgrade of an anonymous user', () => {
  it('sets the email with the password, then saves the phone through the gateway', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile: localProfile });
    expect(selectAuthenticating(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.upgradeAnonymous).toHaveBeenCalledWith({
      email: localProfile.email,
      password: 'a long pass phrase',
    });
    expect(spies.saveContactDetails).toHaveBeenCalledWith(localProfile);
    expect(actor.getSnapshot().context.user?.isAnonymous).toBe(false);
    expect(actor.getSnapshot().context.pendingContact).toEqual(localProfile);
  });

  it.each([
    ['no local profile', null],
    ['a profile without a phone number', { email: 'sam@example.com', phoneNumber: '' }],
    ['a profile without an email', { email: ' ', phoneNumber: '07700900123' }],
  ])("refuses with 'No current local user' given %s", async (_, profile) => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile });
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBe('No current local user');
    expect(spies.upgradeAnonymous).not.toHaveBeenCalled();
  });

  it("refuses to add another email to a registered account: 'User is not anonymous'", () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: registeredUser });
    const profile = { ...localProfile, email: 'someone.else@example.com' };
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile });
    expect(actor.getSnapshot().value).toEqual({ session: 'authenticated' });
    expect(actor.getSnapshot().context.error).toBe('User is not anonymous');
    expect(spies.upgradeAnonymous).not.toHaveBeenCalled();
  });

  it('sets the password again for an account whose own email the profile has (any letter case)', async () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: registeredUser });
    const profile = { ...localProfile, email: 'Sam@Example.com' };
    actor.send({ type: 'user.upgrade', password: 'a new pass phrase', profile });
    expect(actor.getSnapshot().matches({ session: 'upgrading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.upgradeAnonymous).toHaveBeenCalledWith({
      email: 'Sam@Example.com',
      password: 'a new pass phrase',
    });
    expect(spies.saveContactDetails).toHaveBeenCalledWith(profile);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("refuses a registered user with no local profile: 'No current local user'", () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: registeredUser });
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile: null });
    expect(actor.getSnapshot().context.error).toBe('No current local user');
    expect(spies.upgradeAnonymous).not.toHaveBeenCalled();
  });

  it('keeps a registered account signed in, with the reason, when setting its password fails', async () => {
    const { actor, report, spies } = createTestAuth();
    spies.upgradeAnonymous.mockRejectedValueOnce(new Error('Sign in again, then set your password'));
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: registeredUser });
    actor.send({ type: 'user.upgrade', password: 'a new pass phrase', profile: localProfile });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ session: 'authenticated' });
    expect(actor.getSnapshot().context.error).toBe('Sign in again, then set your password');
    expect(spies.saveContactDetails).not.toHaveBeenCalled();
  });

  it("refuses with 'No authenticated user' while there is no user", () => {
    const { actor, report } = createTestAuth({
      signInAnonymously: fromPromise<UserSummary>(() => new Promise(() => {})),
    });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile: localProfile });
    expect(actor.getSnapshot().context.error).toBe('No authenticated user');
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().context.error).toBe('No authenticated user');
  });

  it('returns to the guest session with the reason when linking fails', async () => {
    const { actor } = createTestAuth({
      upgradeAnonymous: fromPromise<UserSummary, { email: string; password: string }>(() =>
        Promise.reject(new Error('auth/email-already-in-use')),
      ),
    });
    actor.send({ type: 'app.started' });
    actor.send({ type: 'auth.changed', user: anonymousUser });
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile: localProfile });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBe('auth/email-already-in-use');
  });
});

describe('setting contact details', () => {
  const details = { type: 'user.setContactDetails', ...localProfile } as const;

  it("needs initialised auth: 'Auth is not initialized'", () => {
    const { actor } = createTestAuth();
    actor.send(details);
    expect(actor.getSnapshot().context.error).toBe('Auth is not initialized');
    actor.send({ type: 'app.started' });
    actor.send({ type: 'user.setContactDetails', email: 'x@y.co', phoneNumber: '07700900123' });
    expect(actor.getSnapshot().context.error).toBe('Auth is not initialized');
  });

  it("needs a current user: 'No current user'", async () => {
    vi.useFakeTimers();
    const { actor, report } = createTestAuth({
      signInAnonymously: fromPromise<UserSummary>(() => Promise.reject(new Error('offline'))),
    });
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await vi.advanceTimersByTimeAsync(6000);
    actor.send(details);
    expect(actor.getSnapshot().context.error).toBe('No current user');
  });

  it("needs a phone number and an email: 'No phone number', 'No email'", async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ ...details, phoneNumber: '' });
    expect(actor.getSnapshot().context.error).toBe('No phone number');
    actor.send({ ...details, email: '' });
    expect(actor.getSnapshot().context.error).toBe('No email');
    expect(spies.saveContactDetails).not.toHaveBeenCalled();
  });

  it('saves through the gateway and keeps the exception text the gateway returns', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send(details);
    await flush();
    expect(spies.saveContactDetails).toHaveBeenCalledWith(localProfile);
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    spies.saveContactDetails.mockRejectedValueOnce(new Error('Phone number already registered'));
    actor.send(details);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBe('Phone number already registered');
  });
});

describe('custom-token login', () => {
  it('signs in, reloads the profile and redirects only when asked', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.loginWithToken', token: 'header.payload.signature' });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledWith({ token: 'header.payload.signature' });
    expect(spies.loadProfile).toHaveBeenCalledWith({ uid: 'reg-1' });
    expect(actor.getSnapshot().context.profile?.userId).toBe('reg-1');
    expect(spies.redirectToFormStart).not.toHaveBeenCalled();
    actor.send({ type: 'user.loginWithToken', token: 'header.payload.signature', redirect: true });
    await waitFor(
      actor,
      (s) => s.matches({ session: 'authenticated' }) && spies.loadProfile.mock.calls.length === 2,
    );
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
  });

  it('keeps the guest session when the token is refused', async () => {
    const { actor, spies } = await anonymousSession();
    spies.signInWithToken.mockRejectedValueOnce(new Error('auth/invalid-custom-token'));
    actor.send({ type: 'user.loginWithToken', token: 'expired', redirect: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBe('auth/invalid-custom-token');
    expect(spies.redirectToFormStart).not.toHaveBeenCalled();
  });
});

/** A custom token's shape for a uid (only its payload is read before the sign-in checks it). */
const linkFor = (uid: string) => `header.${btoa(JSON.stringify({ uid }))}.signature`;

async function registeredSession() {
  const test = createTestAuth();
  test.actor.send({ type: 'app.started' });
  test.report({ type: 'auth.changed', user: registeredUser });
  await flush();
  return test;
}

describe('a sign-in link while someone is signed in', () => {
  it('asks before switching when a registered user is signed in and the link is for someone else', async () => {
    const { actor, spies } = await registeredSession();
    actor.send({ type: 'user.loginWithToken', token: linkFor('someone-else'), redirect: true });
    expect(actor.getSnapshot().value).toEqual({ session: 'confirmingSwitch' });
    expect(spies.signInWithToken).not.toHaveBeenCalled();
    actor.send({ type: 'user.cancelSwitch' });
    expect(actor.getSnapshot().value).toEqual({ session: 'authenticated' });
    expect(actor.getSnapshot().context.userId).toBe(registeredUser.uid);
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
    expect(spies.signInWithToken).not.toHaveBeenCalled();
  });

  it('uses the link once the claimant confirms, then forgets the token', async () => {
    const { actor, spies } = await registeredSession();
    const token = linkFor('someone-else');
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    actor.send({ type: 'user.confirmSwitch' });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledWith({ token });
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.pendingLogin).toBeNull();
  });

  it('does not ask when the link is for the user already signed in, or cannot be read', async () => {
    const { actor, spies } = await registeredSession();
    actor.send({ type: 'user.loginWithToken', token: linkFor(registeredUser.uid) });
    expect(actor.getSnapshot().value).toEqual({ session: { loggingInWithToken: 'signingIn' } });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    actor.send({ type: 'user.loginWithToken', token: 'not-a-jwt' });
    expect(actor.getSnapshot().value).toEqual({ session: { loggingInWithToken: 'signingIn' } });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledTimes(2);
  });

  it('does not ask a guest: their session is replaced by the link at once', async () => {
    const { actor } = await anonymousSession();
    actor.send({ type: 'user.loginWithToken', token: linkFor('someone-else') });
    expect(actor.getSnapshot().value).toEqual({ session: { loggingInWithToken: 'signingIn' } });
  });
});

describe('a sign-in link opened before the session has settled', () => {
  it('waits for the listener, then signs in with it without making a guest account first', async () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    const token = linkFor('reg-1');
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    expect(actor.getSnapshot().value).toEqual({ session: 'initialising' });
    expect(actor.getSnapshot().context.error).toBeNull();
    report({ type: 'auth.changed', user: null });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInAnonymously).not.toHaveBeenCalled();
    expect(spies.signInWithToken).toHaveBeenCalledWith({ token });
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
  });

  it('asks first when the listener then reports someone else signed in', () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    actor.send({ type: 'user.loginWithToken', token: linkFor('someone-else') });
    report({ type: 'auth.changed', user: registeredUser });
    expect(actor.getSnapshot().value).toEqual({ session: 'confirmingSwitch' });
    expect(spies.signInWithToken).not.toHaveBeenCalled();
  });

  it('is used once the guest sign-in in progress completes', async () => {
    const { actor, report, spies } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    expect(actor.getSnapshot().matches({ session: 'signingInAnonymously' })).toBe(true);
    actor.send({ type: 'user.loginWithToken', token: linkFor('reg-1') });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithToken).toHaveBeenCalledTimes(1);
  });

  it('still refuses a link before the app has started, with the spec message', () => {
    const { actor } = createTestAuth();
    actor.send({ type: 'user.loginWithToken', token: linkFor('reg-1') });
    expect(actor.getSnapshot().context.error).toBe('Auth is not initialized');
  });
});

describe('/login: email and password', () => {
  it('refuses what the contract refuses, with its messages, and calls nothing', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.login', email: 'not-an-email', password: '' });
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(Object.keys(actor.getSnapshot().context.formErrors).sort()).toEqual(['email', 'password']);
    expect(spies.signInWithEmail).not.toHaveBeenCalled();
  });

  it('signs in, reloads the profile and says to go to the claim', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' });
    expect(actor.getSnapshot().hasTag('authenticating')).toBe(true);
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.signInWithEmail).toHaveBeenCalledWith({
      email: 'sam@example.com',
      password: 'a long pass phrase',
    });
    expect(spies.loadProfile).toHaveBeenCalledWith({ uid: 'reg-2' });
    expect(spies.redirectToFormStart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.formErrors).toEqual({});
  });

  it('stays where it is after a sign-in asked with redirect: false (the claim journey)', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({
      type: 'user.login',
      email: 'sam@example.com',
      password: 'a long pass phrase',
      redirect: false,
    });
    expect(actor.getSnapshot().matches({ session: 'loggingInWithPassword' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.loadProfile).toHaveBeenCalledWith({ uid: 'reg-2' });
    expect(spies.redirectToFormStart).not.toHaveBeenCalled();
  });

  it('keeps the guest session and shows the service’s message when the password is wrong', async () => {
    const { actor, spies } = await anonymousSession();
    spies.signInWithEmail.mockRejectedValueOnce(new Error('The email address or password is not right'));
    actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a wrong pass phrase' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ session: 'anonymous' });
    expect(actor.getSnapshot().context.error).toBe('The email address or password is not right');
    expect(spies.redirectToFormStart).not.toHaveBeenCalled();
  });

  it('asks for a reset email for a valid address and says so; a bad address gets the field error', async () => {
    const { actor, spies } = await anonymousSession();
    actor.send({ type: 'user.requestPasswordReset', email: 'nope' });
    expect(actor.getSnapshot().context.formErrors.email).toBeTruthy();
    expect(spies.sendPasswordReset).not.toHaveBeenCalled();
    actor.send({ type: 'user.requestPasswordReset', email: 'sam@example.com' });
    await waitFor(actor, (s) => s.matches({ session: 'anonymous' }));
    expect(spies.sendPasswordReset).toHaveBeenCalledWith({ email: 'sam@example.com' });
    expect(actor.getSnapshot().context.resetRequested).toBe(true);
    expect(actor.getSnapshot().context.formErrors).toEqual({});
  });

  it('answers with the spec message before the session is ready', () => {
    const { actor } = createTestAuth();
    actor.send({ type: 'app.started' });
    actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' });
    expect(actor.getSnapshot().context.error).toBe('Auth is not initialized');
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

describe('malformed events', () => {
  it.each([
    { type: 'auth.changed', user: { uid: 5 } },
    { type: 'auth.changed' },
    { type: 'user.upgrade', profile: localProfile },
    { type: 'user.upgrade', password: 42, profile: localProfile },
    { type: 'user.loginWithToken', token: 42 },
    { type: 'user.loginWithToken' },
    { type: 'user.setContactDetails', email: 1, phoneNumber: ['x'] },
    { type: 'made.up' },
  ])('ignores or rejects %j without crashing', async (event) => {
    const { actor, spies } = await anonymousSession();
    actor.send(event as never);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.value).toEqual({ session: 'anonymous' });
    expect(spies.upgradeAnonymous).not.toHaveBeenCalled();
    expect(spies.signInWithToken).not.toHaveBeenCalled();
    expect(spies.saveContactDetails).not.toHaveBeenCalled();
  });
});

describe('a password sign-in before the email is confirmed', () => {
  const unconfirmed: UserSummary = {
    uid: 'reg-2',
    isAnonymous: false,
    email: 'sam@example.com',
    emailVerified: false,
    signInProvider: 'password',
  };
  const confirmed: UserSummary = { ...unconfirmed, emailVerified: true };

  async function signedInUnconfirmed() {
    const test = await anonymousSession();
    test.spies.signInWithEmail.mockResolvedValueOnce(unconfirmed);
    test.actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' });
    await waitFor(test.actor, (s) => s.matches({ session: 'unconfirmed' }));
    return test;
  }

  it('is one state: signed in, no claim loaded, and nothing shown as a sign-in failure', async () => {
    const { actor, spies } = await signedInUnconfirmed();
    const snapshot = actor.getSnapshot();
    expect(selectAwaitingEmailConfirmation(snapshot)).toBe(true);
    expect(selectAccount(snapshot).email).toBe('sam@example.com');
    expect(selectLoginForm(snapshot).problem).toBeNull();
    expect(selectEmailConfirmation(snapshot)).toEqual({
      email: 'sam@example.com',
      busy: false,
      resent: false,
      problem: null,
    });
    expect(spies.loadProfile).not.toHaveBeenCalled();
    expect(spies.redirectToFormStart).not.toHaveBeenCalled();
  });

  it('sends the link again and says so; a refusal (too many emails) is shown instead', async () => {
    const { actor, spies } = await signedInUnconfirmed();
    actor.send({ type: 'user.resendConfirmation' });
    expect(selectEmailConfirmation(actor.getSnapshot()).busy).toBe(true);
    await flush();
    expect(spies.resendConfirmation).toHaveBeenCalledTimes(1);
    expect(selectEmailConfirmation(actor.getSnapshot())).toMatchObject({ resent: true, problem: null });
    spies.resendConfirmation.mockRejectedValueOnce(
      Object.assign(new Error('Too many emails. Try again in an hour.'), { kind: 'rate-limited' }),
    );
    actor.send({ type: 'user.resendConfirmation' });
    await flush();
    expect(selectEmailConfirmation(actor.getSnapshot())).toMatchObject({
      resent: false,
      problem: 'Too many emails. Try again in an hour.',
    });
    expect(actor.getSnapshot().context.errorKind).toBe('rate-limited');
  });

  it('says so when Continue finds the email still unconfirmed', async () => {
    const { actor, spies } = await signedInUnconfirmed();
    spies.refreshUser.mockResolvedValueOnce(unconfirmed);
    actor.send({ type: 'user.checkConfirmation' });
    await flush();
    expect(actor.getSnapshot().matches({ session: 'unconfirmed' })).toBe(true);
    expect(selectEmailConfirmation(actor.getSnapshot()).problem).toBe(NOT_CONFIRMED_YET_MESSAGE);
    expect(spies.loadProfile).not.toHaveBeenCalled();
  });

  it('once confirmed, Continue loads the profile and resumes the journey saved for later', async () => {
    const { actor, spies } = await signedInUnconfirmed();
    spies.refreshUser.mockResolvedValueOnce(confirmed);
    spies.loadSavedProgress.mockResolvedValueOnce('{"a":"saved journey"}');
    actor.send({ type: 'user.checkConfirmation' });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.loadProfile).toHaveBeenCalledWith({ uid: 'reg-2' });
    expect(spies.redirectToFormStart).toHaveBeenCalledWith('{"a":"saved journey"}');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks quietly when the listener reports such a sign-in (a reload), and goes on once confirmed', async () => {
    const { actor, report, spies } = createTestAuth();
    spies.refreshUser.mockResolvedValueOnce(unconfirmed).mockResolvedValueOnce(confirmed);
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: unconfirmed });
    await waitFor(actor, (s) => s.matches({ session: { unconfirmed: 'waiting' } }));
    expect(actor.getSnapshot().context.error).toBeNull();
    report({ type: 'auth.changed', user: unconfirmed });
    await waitFor(actor, (s) => s.matches({ session: 'authenticated' }));
    expect(spies.redirectToFormStart).toHaveBeenCalledWith(null);
  });

  it('does not hold back the tab that set the password (signed in with the gateway’s link, `custom`)', () => {
    const { actor, report } = createTestAuth();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: { ...unconfirmed, signInProvider: 'custom' } });
    expect(selectAuthenticated(actor.getSnapshot())).toBe(true);
    expect(selectAwaitingEmailConfirmation(actor.getSnapshot())).toBe(false);
  });

  it('once confirmed, signs in and resumes the journey saved for later', async () => {
    const { actor, spies } = await anonymousSession();
    spies.loadSavedProgress.mockResolvedValueOnce('{"a":"saved journey"}');
    actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' });
    await waitFor(
      actor,
      (s) => s.matches({ session: 'authenticated' }) && spies.redirectToFormStart.mock.calls.length > 0,
    );
    expect(spies.redirectToFormStart).toHaveBeenCalledWith('{"a":"saved journey"}');
  });

  it('goes on from the profile when the saved journey cannot be read', async () => {
    const { actor, spies } = await anonymousSession();
    spies.loadSavedProgress.mockRejectedValueOnce(new Error('unavailable'));
    actor.send({ type: 'user.login', email: 'sam@example.com', password: 'a long pass phrase' });
    await waitFor(
      actor,
      (s) => s.matches({ session: 'authenticated' }) && spies.redirectToFormStart.mock.calls.length > 0,
    );
    expect(spies.redirectToFormStart).toHaveBeenCalledWith(null);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('opening /login after a refused account step', () => {
  it('clears the message the refusal left, so /login does not show it', async () => {
    const { actor } = await anonymousSession();
    actor.send({ type: 'user.upgrade', password: 'a long pass phrase', profile: null });
    expect(actor.getSnapshot().context.error).toBe('No current local user');
    actor.send({ type: 'login.opened' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.formErrors).toEqual({});
  });

  it('keeps a failed session’s message: there is nothing to sign in with until it is retried', async () => {
    const { actor, report } = createTestAuth({
      signInAnonymously: fromPromise<UserSummary>(() => Promise.reject(new Error('offline'))),
    });
    vi.useFakeTimers();
    actor.send({ type: 'app.started' });
    report({ type: 'auth.changed', user: null });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().matches({ session: 'error' })).toBe(true);
    actor.send({ type: 'login.opened' });
    expect(actor.getSnapshot().context.error).toBe(MAX_RETRIES_MESSAGE);
  });
});
