import { useSyncExternalStore } from 'react';
import { toStepRef, type Section, type StepKey } from '../../machines/wizard/steps';
import { contactStep, detailsStep, dobStep, introStep } from './steps/start';
import type { StepModel } from './steps/viewModel';

/**
 * The journey's views by the part of the bundle they come in. The start section comes with the
 * page, except its sign-in for a claimant whose email already has an account (`recovery`: few see
 * it, and it brings the password input). Each later section (its view models, views and what only
 * they use, such as the signature pad) is its own chunk. A part loads when the wizard reaches one
 * of its steps, when a page of it is opened directly, or ahead of time when the browser is idle.
 * `steps/index.ts` holds every step at once for stories and tests.
 */
export type SectionModels = Partial<Record<StepKey, StepModel>>;

/** A part of the journey's views that loads apart from the page. */
export type Part = Exclude<Section, 'start'> | 'recovery';

const START: SectionModels = {
  'start.intro': introStep,
  'start.details': detailsStep,
  'start.dob': dobStep,
  'start.contact': contactStep,
};

/** The part a step's view comes in: `start` for the page's own. */
export function partOf(step: StepKey): Part | 'start' {
  return step === 'start.recovery' ? 'recovery' : toStepRef(step).section;
}

export const partLoaders: Record<Part, () => Promise<SectionModels>> = {
  recovery: () => import('./steps/recovery').then((m) => ({ 'start.recovery': m.recoveryStep })),
  check: () =>
    import('./steps/check').then((m) => ({
      'check.consent': m.consentStep,
      'check.otp': m.passcodeStep,
      'check.agreements': m.agreementsStep,
    })),
  address: () =>
    import('./steps/address').then((m) => ({
      'address.current': m.currentAddressStep,
      'address.history': m.addressHistoryStep,
    })),
  sign: () =>
    import('./steps/sign').then((m) => ({ 'sign.review': m.reviewStep, 'sign.signature': m.signatureStep })),
  thankyou: () =>
    import('./steps/thankyou').then((m) => ({
      'thankyou.done': m.doneStep,
      'thankyou.account': m.accountStep,
    })),
};

export type SectionStatus = 'loaded' | 'loading' | 'failed';

const loaded: Partial<Record<Part | 'start', SectionModels>> = { start: START };
const pending = new Map<Part, Promise<void>>();
const failed = new Set<Part>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads the views of a step's part once; a failed load is forgotten so the next call tries again. */
export function loadStepViews(step: StepKey): Promise<void> {
  return loadPart(partOf(step));
}

function loadPart(part: Part | 'start'): Promise<void> {
  if (part === 'start' || loaded[part]) return Promise.resolve();
  let loading = pending.get(part);
  if (!loading) {
    failed.delete(part);
    loading = partLoaders[part]().then(
      (models) => {
        loaded[part] = models;
        pending.delete(part);
        changed();
      },
      (error: unknown) => {
        pending.delete(part);
        failed.add(part);
        changed();
        throw error;
      },
    );
    pending.set(part, loading);
    changed();
  }
  return loading;
}

/** Loads every part ahead of time (when the browser is idle); failures wait for use. */
export function prefetchSections(): void {
  for (const part of Object.keys(partLoaders) as Part[]) void loadPart(part).catch(() => {});
}

/** The view model of a step whose part has already loaded; null otherwise (nothing is requested). */
export function loadedStepModel(step: StepKey): StepModel | null {
  return loaded[partOf(step)]?.[step] ?? null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The view model of a step, or why there is none yet: its part is loading (the request starts
 * here if nothing has asked for it) or failed to load.
 */
export function useStepModel(
  step: StepKey,
): { model: StepModel } | { status: Exclude<SectionStatus, 'loaded'> } {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const model = loadedStepModel(step);
  if (model) return { model };
  const part = partOf(step);
  if (part === 'start' || failed.has(part)) return { status: 'failed' };
  if (!pending.has(part)) queueMicrotask(() => void loadPart(part).catch(() => {}));
  return { status: 'loading' };
}
