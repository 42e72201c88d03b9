import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { MAX_RETRIES_MESSAGE } from '../retry';
import type { UserSummary } from './types';
import { registeredUser } from './fixtures';
import {
  selectAccount,
  selectAuthenticated,
  selectAwaitingEmailConfirmation,
  selectEmailConfirmation,
  selectLoginForm,
} from './selectors';
import { anonymousSession, createTestAuth, flush, linkFor, registeredSession } from './testing';
import { NOT_CONFIRMED_YET_MESSAGE } from './messages';

// The sign-in region (signIn.ts): a sign-in link's token, /login's password and reset link, and
// a password sign-in before its email is confirmed (decision 156).

afterEach(() => {
  vi.useRealTimers();
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
