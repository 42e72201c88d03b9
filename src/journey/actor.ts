import { createActor, fromPromise, type Actor } from 'xstate';
import { initialContext, type WizardContext } from '../../machines/wizard/context';
import { toStepRef, type StepKey } from '../../machines/wizard/steps';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { restoreWizard } from '../../machines/wizard/persistence';
import type { UserProfile } from '../../contract/profile';
import { answersFromProfile } from './resume';
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
      saveProgress: fromPromise(({ input }) => impl.saveProgress(input)),
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

/**
 * Resumes a journey saved with "Save and come back later" (after signing in, on any device), once
 * the wizard's own restore has checked it. Returns the step it resumes at, or null (nothing changes)
 * when the saved journey is unreadable, out of date or does not fit the machine.
 */
export function resumeSavedJourney(progress: string): StepKey | null {
  const restored = restoreWizard(progress, Date.now());
  if (!restored.ok) return null;
  actor?.stop();
  saveSnapshot(restored.snapshot);
  actor = start();
  return actor.getSnapshot().context.current;
}

/**
 * Where a claimant goes once signed in (/login or a sign-in link): the journey they saved for
 * later, at its step, or else a new journey from their profile at the start. Returns the path.
 */
export function journeyAfterSignIn(profile: UserProfile | null, progress: string | null): string {
  const step = progress ? resumeSavedJourney(progress) : null;
  if (step) {
    const { section, step: id } = toStepRef(step);
    return `/form/${section}/${id}`;
  }
  restartJourney(profile ? answersFromProfile(profile) : {});
  return '/form/start/';
}

/** The services the journey uses (the same instance its actors call). */
export function journeyServices(): JourneyServices {
  services ??= browserServices(() => sessionUid(ensureSession()));
  return services;
}
