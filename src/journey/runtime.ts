import { createDevInspector } from '../app/inspect';
import { createClaimStore } from '../adapters/claims';
import type { ServerCopy } from './recover';
import { announceSession } from './sessionStarted';
import { browserServices, journeyActorImplementations, type JourneyServices } from './services';
import { accountActions, sessionUid, startSession, type SessionActor } from './session';

/**
 * What the journey calls out to: the auth session (the auth machine over Firebase Auth), the
 * gateway client and the profile store. The claim journey loads this module with `import()` when
 * a step first calls out or the browser is idle after the first page has rendered, so the first
 * page a claimant opens needs none of it; /login, /auth and "your claims" import it directly
 * because they start the session at once. One module instance: one session per tab.
 */

let services: JourneyServices | undefined;
let session: SessionActor | undefined;

/**
 * This tab's auth session (the auth machine), started on first use in the browser: the listener
 * reports who is signed in, and with nobody a guest sign-in is made with the spec's backoff.
 */
export function ensureSession(): SessionActor {
  if (!session) {
    session = startSession(journeyServices(), { inspect: createDevInspector() });
    announceSession(session);
  }
  return session;
}

/** The services the journey uses (the same instance its actors call). */
export function journeyServices(): JourneyServices {
  services ??= browserServices(() => sessionUid(ensureSession()));
  return services;
}

/**
 * The wizard's actors that call out, for one run of the wizard (its own idempotency keys): the
 * gateway and Firestore calls, and the account steps, which the session does.
 */
export function journeyCalls() {
  const current = journeyServices();
  return {
    ...journeyActorImplementations(current),
    ...accountActions(ensureSession, current.profiles),
  };
}

export type JourneyCalls = ReturnType<typeof journeyCalls>;

/**
 * What the server holds for whoever is signed in in this tab (a guest too, whose session Firebase
 * keeps over a reload): their claims and profile, read when the tab's saved journey was dropped.
 */
export async function readServerCopy(): Promise<ServerCopy> {
  const uid = await sessionUid(ensureSession());
  const [claims, profile] = await Promise.all([
    createClaimStore().listMine(uid),
    journeyServices().profiles.read(uid),
  ]);
  return { claims, profile };
}

/**
 * Puts the given services in place of the browser's (Storybook and component tests: sign-in and
 * profiles in memory, the gateway over HTTP to MSW) and starts a session on them.
 */
export function provideRuntime(given: JourneyServices): SessionActor {
  stopRuntime();
  services = given;
  return ensureSession();
}

/** Stops this tab's session; the next use starts a new one on the browser's services. */
export function stopRuntime(): void {
  session?.stop();
  session = undefined;
  services = undefined;
}
