import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { authMachine } from '../../machines/auth/authMachine';
import { selectFailed } from '../../machines/auth/selectors';
import type { AuthEvent, ContactDetails } from '../../machines/auth/types';
import { firebaseAuthActors } from '../adapters/authActors';
import type { AuthAdapter } from '../adapters/auth';
import { AuthAdapterError } from '../adapters/authErrors';
import type { GatewayClient } from '../adapters/gateway';
import type { ProfileStore } from '../adapters/profile';
import { clearPersonalData } from '../adapters/storage';

/** What the session needs from the adapters. */
export interface SessionServices {
  auth: AuthAdapter;
  profiles: ProfileStore;
  gateway: Pick<GatewayClient, 'setUserContactDetails'>;
}

/** The auth machine with its Firebase actors: the listener, the guest sign-in with backoff, and the rest. */
export function sessionMachine(services: SessionServices) {
  return authMachine.provide({
    actors: {
      ...firebaseAuthActors<AuthEvent>(services.auth, services.profiles),
      saveContactDetails: fromPromise<void, ContactDetails>(async ({ input }) => {
        await services.gateway.setUserContactDetails({ phoneNumber: input.phoneNumber });
      }),
    },
    actions: { clearPersonalData: () => clearPersonalData() },
  });
}

export type SessionActor = Actor<ReturnType<typeof sessionMachine>>;

/** Started (or signing in, signing out…) and not yet settled on a user or a failure. */
const settling = (snapshot: ReturnType<SessionActor['getSnapshot']>) =>
  snapshot.matches('uninitialised') || snapshot.hasTag('authenticating');

/**
 * The signed-in user's uid once the session has settled (spec section 4: with nobody signed in, a
 * guest sign-in with 2 retries, 2 s then 4 s). A session that had run out of retries starts again
 * here: the claimant pressed Try again. Fails with the sign-in service's message, never hangs.
 */
export async function sessionUid(session: SessionActor, timeoutMs = 60_000): Promise<string> {
  if (selectFailed(session.getSnapshot())) session.send({ type: 'user.retry' });
  let settled;
  try {
    settled = await waitFor(session, (s) => !settling(s), { timeout: timeoutMs });
  } catch {
    throw new AuthAdapterError('network');
  }
  if (settled.context.userId) return settled.context.userId;
  throw new AuthAdapterError('network');
}

/** Creates and starts a session actor; `app.started` is sent at once (this runs in the browser only). */
export function startSession(services: SessionServices, options: Parameters<typeof createActor>[1] = {}) {
  const actor = createActor(sessionMachine(services), options);
  actor.start();
  actor.send({ type: 'app.started' });
  return actor;
}
