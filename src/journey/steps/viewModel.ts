import { createElement, type ComponentType, type ReactElement } from 'react';
import type * as v from 'valibot';
import type { SnapshotFrom } from 'xstate';
import type { WizardEvent } from '../../../machines/wizard/events';
import type { StepKey } from '../../../machines/wizard/steps';
import type { WizardMachine } from '../../../machines/wizard/wizardMachine';
import type { Brand } from '../../brands/table';

/** The wizard's snapshot as a view model reads it: context, state value and tags. */
export type WizardSnapshot = SnapshotFrom<WizardMachine>;

/** What a view's callbacks may do: send the wizard one event, or leave the journey. */
export interface Intents {
  send: (event: WizardEvent) => void;
  /** Leaves the journey (Back from the first page, "no agreement to add", skipping the password). */
  leave: () => void;
  print: () => void;
}

/** What the journey page passes to every step's view. */
export interface PageProps {
  focusHeading: boolean;
}

/**
 * One step's view model: its view's data from the wizard's snapshot (`props`), and its view's
 * callbacks, each sending one event (`intents`). The views take the wizard's own answer names, so
 * nothing is renamed on the way in or out; what is converted is a representation only (a month
 * kept as `YYYY-MM` shown as month and year boxes, a date of birth in words on review).
 */
export interface StepModel {
  props(snapshot: WizardSnapshot, brand: Brand): object;
  intents(intents: Intents): object;
  render(data: object, callbacks: object, page: PageProps): ReactElement;
  /**
   * The shape of the view's `values`, for a step whose typed but unsent answers are kept over a
   * reload (drafts.ts); steps without it start from the wizard's answers.
   */
  draft?: v.GenericSchema;
}

export function defineStep<Data extends object, Callbacks extends object>(
  view: ComponentType<NoInfer<Data & Callbacks & PageProps>>,
  props: (snapshot: WizardSnapshot, brand: Brand) => Data,
  intents: (intents: Intents) => Callbacks,
  options: { draft?: v.GenericSchema } = {},
): StepModel & {
  props: (snapshot: WizardSnapshot, brand: Brand) => Data;
  intents: (intents: Intents) => Callbacks;
} {
  return {
    props,
    intents,
    render: (data, callbacks, page) =>
      createElement(view, { ...data, ...callbacks, ...page } as Data & Callbacks & PageProps),
    ...options,
  };
}

/** A step's Continue (with the view's values as its answers) and Back. */
export const answerAndBack =
  <V>() =>
  ({ send }: Intents) => ({
    onContinue: (answers: V) => send({ type: 'user.continue', answers }),
    onBack: () => send({ type: 'user.back' }),
  });

export const stepPath = (step: StepKey | `${string}.${string}`) => `/form/${step.replace('.', '/')}`;
