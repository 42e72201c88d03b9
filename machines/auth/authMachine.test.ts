import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { anonymousUser, localProfile, registeredUser } from './fixtures';
import {
  selectAnonymous,
  selectAuthenticated,
  selectAuthenticating,
  selectInitialized,
  selectLoginForm,
} from './selectors';
import { anonymousSession, createTestAuth, flush } from './testing';

// The auth machine as a whole: how it starts, and events it ignores. Each region's cases are
// beside its module: session.test.ts, upgrade.test.ts, signIn.test.ts (and linkSignIn.test.ts,
// emailLinkSignIn.test.ts).

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
