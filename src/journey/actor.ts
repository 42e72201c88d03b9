import { createActor, fromPromise, type Actor, type Snapshot } from 'xstate';
import { initialContext, type WizardContext } from '../../machines/wizard/context';
import { toStepRef, type StepKey } from '../../machines/wizard/steps';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { createDevInspector } from '../app/inspect';
import { forgetSnapshot, restoreSnapshot, saveSnapshot } from './persistence';
import { browserServices, journeyActorImplementations, type JourneyServices } from './services';
import { accountActions, sessionUid, startSession, type SessionActor } from './session';

/** The wizard with its actors supplied by the adapters. */
export function journeyMachine(services: JourneyServices) {
  const impl = journeyActorImplementations(services);
  const account = accountActions(ensureSession, services.profiles);
  return wizardMachine.provide({
    actors: {
      confirmUserExists: fromPromise(({ input }) => impl.confirmUserExists(input)),
      saveProfileAndContact: fromPromise(({ input }) => impl.saveProfileAndContact(input)),
      initiateCheck: fromPromise(({ input }) => impl.initiateCheck(input)),
      verifyOtp: fromPromise(({ input }) => impl.verifyOtp(input)),
      lookupAddress: fromPromise(({ input }) => impl.lookupAddress(input)),
      submitClaim: fromPromise(({ input }) => impl.submitClaim(input)),
      // The account steps: the wizard's one event goes on to the session, which does the work.
      upgradeAccount: fromPromise(({ input }) => account.upgradeAccount(input)),
      signInForRecovery: fromPromise(({ input }) => account.signInForRecovery(input)),
      sendPasswordReset: fromPromise(({ input }) => account.sendPasswordReset(input)),
    },
  });
}

export type JourneyActor = Actor<ReturnType<typeof journeyMachine>>;

let services: JourneyServices | undefined;
let actor: JourneyActor | undefined;
let session: SessionActor | undefined;

/**
 * This tab's auth session (the auth machine), started on first use in the browser: the listener
 * reports who is signed in, and with nobody a guest sign-in is made with the spec's backoff.
 */
export function ensureSession(): SessionActor {
  session ??= startSession(journeyServices(), { inspect: createDevInspector() });
  return session;
}

function start(input?: Partial<WizardContext>, at: StepKey = 'start.intro'): JourneyActor {
  const machine = journeyMachine(journeyServices());
  // A journey started from the server copy begins with those answers at the start page, or at the
  // step an unfinished claim reached.
  const { section, step } = toStepRef(at);
  const restored = input
    ? ({
        status: 'ok',
        snapshot: machine.resolveState({
          value: { [section]: step },
          context: { ...initialContext(), ...input },
        }),
      } as const)
    : restoreSnapshot();
  const created = createActor(machine, {
    ...(restored.status === 'ok' ? { snapshot: restored.snapshot } : {}),
    inspect: createDevInspector(),
  });
  // Every change is saved, so a reload or a new-build reload carries on from the same step.
  created.subscribe({
    next: (snapshot) => saveSnapshot(snapshot),
    error: () => forgetSnapshot(),
  });
  created.start();
  saveSnapshot(created.getSnapshot());
  return created;
}

/** This tab's one wizard, created (or restored from session storage) on first use in the browser. */
export function ensureJourneyActor(): JourneyActor {
  ensureSession();
  actor ??= start();
  return actor;
}

/** The wizard once ensureJourneyActor has run (route loaders do that before any render). */
export function journeyActor(): JourneyActor {
  if (!actor) throw new Error('The claim journey has not been started');
  return actor;
}

/**
 * Starts the journey again with what the server holds for a signed-in claimant (after /login or a
 * sign-in link), replacing any progress in this tab.
 */
export function restartJourney(input: Partial<WizardContext>, at?: StepKey): JourneyActor {
  actor?.stop();
  forgetSnapshot();
  actor = start(input, at);
  return actor;
}

/** The services the journey uses (the same instance its actors call). */
export function journeyServices(): JourneyServices {
  services ??= browserServices(() => sessionUid(ensureSession()));
  return services;
}

/**
 * Replaces this tab's session and wizard with ones on the given services, the wizard restored to
 * `snapshot` (a persisted one) and not saved in the tab: Storybook and component tests run the
 * real journey page this way, with the gateway answered by MSW. Returns both actors; stop them
 * with `stopJourney()`.
 */
export function provideJourney(given: JourneyServices, snapshot?: Snapshot<unknown>) {
  stopJourney();
  services = given;
  session = startSession(given, { inspect: createDevInspector() });
  actor = createActor(journeyMachine(given), {
    ...(snapshot ? { snapshot } : {}),
    inspect: createDevInspector(),
  });
  actor.start();
  return { actor, session };
}

/** Stops this tab's wizard and session; the next use starts new ones. */
export function stopJourney(): void {
  actor?.stop();
  session?.stop();
  actor = undefined;
  session = undefined;
  services = undefined;
}
