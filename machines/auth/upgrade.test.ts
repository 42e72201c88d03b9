import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { UserSummary } from './types';
import { anonymousUser, localProfile, registeredUser } from './fixtures';
import { selectAuthenticating } from './selectors';
import { anonymousSession, createTestAuth, flush } from './testing';

// The upgrade region (upgrade.ts): a password set on the account, and contact details saved.

afterEach(() => {
  vi.useRealTimers();
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
