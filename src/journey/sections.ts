import { useSyncExternalStore } from 'react';
import { toStepRef, type Section, type StepKey } from '../../machines/wizard/steps';
import { contactStep, detailsStep, dobStep, introStep, recoveryStep } from './steps/start';
import type { StepModel } from './steps/viewModel';

/**
 * The journey's views by section. The start section comes with the page; each later section
 * (its view models, views and what only they use, such as the signature pad) is its own chunk,
 * loaded when the wizard reaches it, when a page of it is opened directly, or ahead of time when
 * the browser is idle. `steps/index.ts` holds every step at once for stories and tests.
 */
export type SectionModels = Partial<Record<StepKey, StepModel>>;

const START: SectionModels = {
  'start.intro': introStep,
  'start.details': detailsStep,
  'start.dob': dobStep,
  'start.contact': contactStep,
  'start.recovery': recoveryStep,
};

export const sectionLoaders: Record<Exclude<Section, 'start'>, () => Promise<SectionModels>> = {
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

const loaded: Partial<Record<Section, SectionModels>> = { start: START };
const pending = new Map<Section, Promise<void>>();
const failed = new Set<Section>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads a section's views once; a failed load is forgotten so the next call tries again. */
export function loadSection(section: Section): Promise<void> {
  if (section === 'start' || loaded[section]) return Promise.resolve();
  let loading = pending.get(section);
  if (!loading) {
    failed.delete(section);
    loading = sectionLoaders[section]().then(
      (models) => {
        loaded[section] = models;
        pending.delete(section);
        changed();
      },
      (error: unknown) => {
        pending.delete(section);
        failed.add(section);
        changed();
        throw error;
      },
    );
    pending.set(section, loading);
    changed();
  }
  return loading;
}

/** Loads every later section ahead of time (when the browser is idle); failures wait for use. */
export function prefetchSections(): void {
  for (const section of Object.keys(sectionLoaders) as Section[]) void loadSection(section).catch(() => {});
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The view model of a step, or why there is none yet: its section is loading (the request starts
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
  const { section } = toStepRef(step);
  const model = loaded[section]?.[step];
  if (model) return { model };
  if (failed.has(section)) return { status: 'failed' };
  if (!pending.has(section)) queueMicrotask(() => void loadSection(section).catch(() => {}));
  return { status: 'loading' };
}
