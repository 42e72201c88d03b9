import { createActor, fromPromise, type Actor, type Snapshot } from 'xstate';
import { initialContext, type WizardContext } from '../../machines/wizard/context';
import { toStepRef, type StepKey } from '../../machines/wizard/steps';
import { wizardMachine } from '../../machines/wizard/wizardMachine';
import { restoreWizard } from '../../machines/wizard/persistence';
import type { UserProfile } from '../../contract/profile';
import { answersFromProfile } from './resume';
import { journeyFromServer, type ServerCopy } from './recover';
import { createDevInspector } from '../app/inspect';
import { forgetSnapshot, restoreSnapshot, saveSnapshot } from './persistence';
import { setJourneyRunning } from './journeyRunning';
import type { JourneyCalls } from './runtime';

/** The journey's calls could not be loaded (offline, or a deploy replaced the chunk). */
export const CALLS_UNAVAILABLE_MESSAGE =
  'The service could not be reached. Check your connection and try again.';

/** Loads what the journey calls out to (the session, the gateway, Firestore): see runtime.ts. */
export const loadRuntime = () => import('./runtime');

/**
 * The wizard with its actors supplied by the adapters. The adapters, the session and Firebase
 * load on the first call (or when the browser is idle, see JourneyPage), never before the first
 * page has rendered; each run of the wizard has its own calls (its own idempotency keys).
 */
export function journeyMachine(
  load: () => Promise<JourneyCalls> = () => loadRuntime().then((r) => r.journeyCalls()),
) {
  let calls: Promise<JourneyCalls> | undefined;
  const ready = () =>
    (calls ??= load().catch((error: unknown) => {
      calls = undefined;
      throw new Error(CALLS_UNAVAILABLE_MESSAGE, { cause: error });
    }));
  return wizardMachine.provide({
    actors: {
      confirmUserExists: fromPromise(async ({ input }) => (await ready()).confirmUserExists(input)),
      saveProfileAndContact: fromPromise(async ({ input }) => (await ready()).saveProfileAndContact(input)),
      initiateCheck: fromPromise(async ({ input }) => (await ready()).initiateCheck(input)),
      verifyOtp: fromPromise(async ({ input }) => (await ready()).verifyOtp(input)),
      lookupAddress: fromPromise(async ({ input }) => (await ready()).lookupAddress(input)),
      submitClaim: fromPromise(async ({ input }) => (await ready()).submitClaim(input)),
      saveProgress: fromPromise(async ({ input }) => (await ready()).saveProgress(input)),
      // The account steps: the wizard's one event goes on to the session, which does the work.
      upgradeAccount: fromPromise(async ({ input }) => (await ready()).upgradeAccount(input)),
      signInForRecovery: fromPromise(async ({ input }) => (await ready()).signInForRecovery(input)),
      sendPasswordReset: fromPromise(async ({ input }) => (await ready()).sendPasswordReset(input)),
    },
  });
}

export type JourneyActor = Actor<ReturnType<typeof journeyMachine>>;

let actor: JourneyActor | undefined;
/** This tab's saved journey was dropped when the wizard started: the server copy may hold it. */
let droppedAtStart = false;

function start(
  input?: Partial<WizardContext>,
  at: StepKey = 'start.intro',
  { saveAtOnce = true }: { saveAtOnce?: boolean } = {},
): JourneyActor {
  const machine = journeyMachine();
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
  // A save older than 30 days is out of date by design (decision 015); anything else the server may hold.
  droppedAtStart = restored.status === 'dropped' && restored.reason !== 'stale';
  const created = createActor(machine, {
    ...(restored.status === 'ok' ? { snapshot: restored.snapshot } : {}),
    inspect: createDevInspector(),
  });
  // Every change is saved, so a reload or a new-build reload carries on from the same step. A
  // wizard started under the fresh intro is saved from its first change on (startAtFreshIntro).
  const saveChanges = () =>
    created.subscribe({
      next: (snapshot) => saveSnapshot(snapshot),
      error: () => forgetSnapshot(),
    });
  const saveNow = saveAtOnce || restored.status === 'ok';
  if (saveNow) saveChanges();
  created.start();
  if (saveNow) saveSnapshot(created.getSnapshot());
  else saveChanges();
  setJourneyRunning(true);
  return created;
}

/** This tab's one wizard, created (or restored from session storage) on first use in the browser. */
export function ensureJourneyActor(): JourneyActor {
  actor ??= start();
  return actor;
}

/**
 * The wizard started under the fresh intro, before Start (decision 229): nothing is saved in the
 * tab until the claimant does something (the first change is saved as every change is), so a
 * reload there is still a fresh intro. A journey already in the tab is carried on as before.
 */
export function startAtFreshIntro(): JourneyActor {
  actor ??= start(undefined, 'start.intro', { saveAtOnce: false });
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
 * Replaces this tab's wizard with one whose calls come from `load`, restored to `snapshot` (a
 * persisted one) and not saved in the tab: Storybook and component tests run the real journey page
 * this way, on services given to the runtime (`provideRuntime`), the gateway answered by MSW. Stop
 * it with `stopJourney()`.
 */
export function provideJourney(
  load: () => Promise<JourneyCalls>,
  snapshot?: Snapshot<unknown>,
): JourneyActor {
  stopJourney();
  actor = createActor(journeyMachine(load), {
    ...(snapshot ? { snapshot } : {}),
    inspect: createDevInspector(),
  });
  actor.start();
  setJourneyRunning(true);
  return actor;
}

/** Stops this tab's wizard; the next use starts a new one. */
export function stopJourney(): void {
  actor?.stop();
  actor = undefined;
  droppedAtStart = false;
  setJourneyRunning(false);
}

/** How long the first page waits for the server copy before going on with a new journey. */
export const RECOVERY_WAIT_MS = 10_000;

/** The journey has not moved since it started afresh: nothing the claimant did would be replaced. */
const isUntouched = (journey: JourneyActor) => {
  const { current, reached } = journey.getSnapshot().context;
  return current === 'start.intro' && reached.length === 1;
};

/**
 * When this tab's saved journey could not be used (saved by a build with no way to this one, or
 * failing its checks), the journey carries on from what the server holds for the claimant
 * (decision 164): their unfinished claim at its step, or their profile's answers. Anything that
 * goes wrong (offline, no session within `waitMs`, nothing on the server) leaves the new journey
 * as it is, with the reason logged as information. Runs once, before the first step renders.
 */
export async function recoverDroppedJourney(
  read: () => Promise<ServerCopy> = () => loadRuntime().then((runtime) => runtime.readServerCopy()),
  waitMs = RECOVERY_WAIT_MS,
): Promise<void> {
  const started = actor;
  if (!droppedAtStart || !started) return;
  droppedAtStart = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const copy = await Promise.race([
      read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), waitMs);
      }),
    ]);
    const resumed = journeyFromServer(copy);
    if (!resumed) {
      console.info('Claim progress: nothing to carry on with on the server');
      return;
    }
    // Never over anything done since the journey started afresh.
    if (actor !== started || !isUntouched(started)) return;
    restartJourney(resumed.input, resumed.step);
    console.info('Claim progress was carried on from the server copy');
  } catch (error) {
    console.info('Claim progress could not be read from the server', errorName(error));
  } finally {
    clearTimeout(timer);
  }
}

/** A failure's name for the log (never its message, which may quote what was sent). */
const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

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
