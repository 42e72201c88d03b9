import { vi } from 'vitest';
import { createActor, fromPromise, type Snapshot, type SnapshotFrom } from 'xstate';
import type { VerifyOtpOutput } from './events';
import { sampleAgreements, sampleAnswers } from './fixtures';
import { selectStep } from './selectors';
import { wizardMachine } from './wizardMachine';

type Actors = Parameters<typeof wizardMachine.provide>[0]['actors'];

/** Spies standing in for the gateway and Firebase; each answers at once unless overridden. */
export function fakeWizardActors() {
  return {
    confirmUserExists: vi.fn(() => Promise.resolve({ exists: false })),
    saveProfileAndContact: vi.fn((_: unknown) => Promise.resolve()),
    initiateCheck: vi.fn((_: { claimId: string | null; resend: boolean }) =>
      Promise.resolve({ claimId: 'claim-1', codeSent: true }),
    ),
    verifyOtp: vi.fn((_: { claimId: string; code: string }): Promise<VerifyOtpOutput> =>
      Promise.resolve({ status: 'verified', agreements: sampleAgreements }),
    ),
    lookupAddress: vi.fn((_: { postcode: string }) =>
      Promise.resolve([
        { addressLine1: '1 High Street', addressLine2: '', city: 'Leeds', postcode: 'LS1 4DY' },
      ]),
    ),
    submitClaim: vi.fn((_: unknown) => Promise.resolve({ claimReference: 'RDR-0001' })),
    upgradeAccount: vi.fn((_: { password: string }) => Promise.resolve()),
    saveProgress: vi.fn((_: { context: unknown }) => Promise.resolve()),
    signInForRecovery: vi.fn((_: { email: string; password: string }) => Promise.resolve()),
    sendPasswordReset: vi.fn((_: { email: string }) => Promise.resolve()),
  };
}

export function createTestWizard(
  options: {
    spies?: ReturnType<typeof fakeWizardActors>;
    actors?: Actors;
    /** A persisted snapshot to start from (as `restoreWizard` gives it). */
    snapshot?: Snapshot<unknown>;
  } = {},
) {
  const spies = options.spies ?? fakeWizardActors();
  const provided = Object.fromEntries(
    Object.entries(spies).map(([name, spy]) => [
      name,
      fromPromise(({ input }: { input: unknown }) => (spy as (value: unknown) => Promise<unknown>)(input)),
    ]),
  ) as unknown as Actors;
  const actor = createActor(wizardMachine.provide({ actors: { ...provided, ...options.actors } }), {
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });
  actor.start();
  return { actor, spies, step: () => selectStep(actor.getSnapshot()) };
}

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** Lets settled promise actors deliver their results. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The steps that call out, in journey order: each is answered and its call allowed to settle. */
const CALLING_STEPS = ['contact', 'consent', 'otp', 'agreements'] as const;

/**
 * Answers the journey from the intro with the sample answers, letting each call settle, up to and
 * including the step `last`: the consent step's answer leaves the wizard at the security code, the
 * code at the agreements, the agreements at the current address.
 */
export async function answerThrough(
  actor: ReturnType<typeof createTestWizard>['actor'],
  last: Exclude<(typeof CALLING_STEPS)[number], 'contact'>,
): Promise<void> {
  actor.send({ type: 'user.continue' });
  actor.send({ type: 'user.continue', answers: sampleAnswers.details });
  actor.send({ type: 'user.continue', answers: sampleAnswers.dob });
  for (const step of CALLING_STEPS) {
    actor.send({ type: 'user.continue', answers: sampleAnswers[step] });
    await flush();
    if (step === last) return;
  }
}

/** A journey answered through the security code: the wizard at the agreements. */
export async function toAgreements(options: Parameters<typeof createTestWizard>[0] = {}) {
  const wizard = createTestWizard(options);
  await answerThrough(wizard.actor, 'otp');
  return wizard;
}

/** A journey answered to the review page, with the sample answers. */
export async function toReview() {
  const wizard = await toAgreements();
  wizard.actor.send({ type: 'user.continue', answers: sampleAnswers.agreements });
  wizard.actor.send({ type: 'user.continue', answers: sampleAnswers.recentAddress });
  wizard.actor.send({ type: 'user.continue', answers: sampleAnswers.history });
  return wizard;
}
