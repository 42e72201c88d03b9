import { createActor, SimulatedClock, waitFor } from 'xstate';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { authMachine } from '../../machines/auth/authMachine';
import type { AuthEvent } from '../../machines/auth/types';
import { blankProfile } from '../../contract/profile';
import { MAX_RETRIES_MESSAGE, withRetry } from '../../machines/retry';
import { createAuthAdapter } from '../../src/adapters/auth';
import { firebaseAuthActors } from '../../src/adapters/authActors';
import { AuthAdapterError } from '../../src/adapters/authErrors';
import { FirebaseLoadError } from '../../src/adapters/firebase';
import { admin, closeDevices, closedPort, device, emulatorConfig } from './support';

afterEach(() => closeDevices());
afterAll(async () => {
  const { firestore } = admin();
  await firestore.recursiveDelete(firestore.collection('users'));
});

/** The auth machine with the Firebase actors, as the app wires it. */
function authActor(session: ReturnType<typeof device>, options: { clock?: SimulatedClock } = {}) {
  const redirectToFormStart = vi.fn();
  const machine = authMachine.provide({
    actors: firebaseAuthActors<AuthEvent>(session.auth, session.profiles),
    actions: { redirectToFormStart },
  });
  const actor = createActor(machine, options);
  actor.start();
  actor.send({ type: 'app.started' });
  return { actor, redirectToFormStart };
}

describe('custom-token sign-in', () => {
  it('signs in the token’s user, reloads their saved profile and redirects when asked', async () => {
    const uid = `token-user-${Date.now()}`;
    const { auth: adminAuth, firestore } = admin();
    await firestore.doc(`users/${uid}`).set({ ...blankProfile(uid), firstName: 'Ada', lastName: 'Lovelace' });
    const token = await adminAuth.createCustomToken(uid);

    const { actor, redirectToFormStart } = authActor(device());
    // With nobody signed in, the machine starts a guest session first.
    await waitFor(actor, (s) => s.context.user?.isAnonymous === true);
    actor.send({ type: 'user.loginWithToken', token, redirect: true });
    const done = await waitFor(actor, (s) => s.context.profile !== null);
    expect(done.context.user).toEqual({
      uid,
      isAnonymous: false,
      email: null,
      emailVerified: false,
      signInProvider: 'custom',
    });
    expect(done.context.profile).toEqual({ ...blankProfile(uid), firstName: 'Ada', lastName: 'Lovelace' });
    expect(done.context.error).toBeNull();
    expect(redirectToFormStart).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('creates the blank profile for a token user who has none', async () => {
    const uid = `token-new-${Date.now()}`;
    const token = await admin().auth.createCustomToken(uid);
    const session = device();
    expect(await session.auth.signInWithCustomToken(token)).toEqual({
      uid,
      isAnonymous: false,
      email: null,
      emailVerified: false,
      signInProvider: 'custom',
    });
    expect(await session.profiles.readOrCreate(uid)).toEqual(blankProfile(uid));
    expect(await session.profiles.read(uid)).toEqual(blankProfile(uid));
  });

  it('refuses a malformed or tampered token with a message about the link', async () => {
    const { auth } = device();
    const error = await auth.signInWithCustomToken('not-a-token').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthAdapterError);
    expect(error).toMatchObject({
      kind: 'invalid-credentials',
      message: 'This sign-in link has expired or has already been used.',
    });
  });
});

describe('when the Auth service cannot be reached', () => {
  it('fails with a typed network error and a message the claimant can act on', async () => {
    const port = await closedPort();
    const { auth } = device(emulatorConfig({ VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` }));
    const error = await auth.signInAnonymously().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthAdapterError);
    expect(error).toMatchObject({
      kind: 'network',
      code: 'auth/network-request-failed',
      message: 'We could not reach the sign-in service. Check your connection and try again.',
    });
  });

  it('reports a Firebase SDK that could not be downloaded as a network error', async () => {
    const auth = createAuthAdapter(() =>
      Promise.reject(new FirebaseLoadError(new TypeError('Failed to fetch'))),
    );
    await expect(auth.signInAnonymously()).rejects.toMatchObject({ kind: 'network' });
    const failures: AuthAdapterError[] = [];
    auth.onAuthUserChanged(vi.fn(), (error) => failures.push(error));
    await vi.waitFor(() => expect(failures.map((f) => f.kind)).toEqual(['network']));
  });

  it('is retried by the spec’s helper after 2 s and 4 s, then gives up with its message', async () => {
    const port = await closedPort();
    const { auth } = device(emulatorConfig({ VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` }));
    const waits: number[] = [];
    const attempt = vi.fn(() => auth.signInAnonymously());
    const error = await withRetry(attempt, {}, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    }).catch((caught: unknown) => caught);
    expect(waits).toEqual([2000, 4000]);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ message: MAX_RETRIES_MESSAGE, cause: { kind: 'network' } });
  });

  it('starts the auth listener again after 2 s and 4 s when the SDK cannot be loaded, logs each failure, then says so', async () => {
    const log = vi.fn();
    const auth = createAuthAdapter(
      () => Promise.reject(new FirebaseLoadError(new TypeError('Failed to fetch'))),
      log,
    );
    const clock = new SimulatedClock();
    const { actor } = authActor({ ...device(), auth }, { clock });
    await waitFor(actor, (s) => s.matches({ session: 'restartingListener' }));
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ session: 'restartingListener' })).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.retriesDone === 1 && s.matches({ session: 'restartingListener' }));
    clock.increment(4000);
    const failed = await waitFor(actor, (s) => s.matches({ session: 'error' }));
    expect(failed.context.error).toBe(MAX_RETRIES_MESSAGE);
    expect(log.mock.calls).toEqual([
      ['auth listener failed', { kind: 'network', code: undefined }],
      ['auth listener failed', { kind: 'network', code: undefined }],
      ['auth listener failed', { kind: 'network', code: undefined }],
    ]);
    actor.stop();
  });

  it('drives the auth machine to its error state after exactly 2 s and 4 s of waiting', async () => {
    const port = await closedPort();
    const session = device(emulatorConfig({ VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` }));
    const clock = new SimulatedClock();
    const { actor } = authActor(session, { clock });
    await waitFor(actor, (s) => s.matches({ session: { signingInAnonymously: 'waiting' } }));
    clock.increment(1999);
    expect(actor.getSnapshot().matches({ session: { signingInAnonymously: 'waiting' } })).toBe(true);
    clock.increment(1);
    await waitFor(
      actor,
      (s) => s.context.retriesDone === 1 && s.matches({ session: { signingInAnonymously: 'waiting' } }),
    );
    clock.increment(3999);
    expect(actor.getSnapshot().context.retriesDone).toBe(1);
    clock.increment(1);
    const failed = await waitFor(actor, (s) => s.matches({ session: 'error' }));
    expect(failed.context.error).toBe(MAX_RETRIES_MESSAGE);
    actor.stop();
  });
});
