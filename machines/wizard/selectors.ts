import type { SnapshotFrom } from 'xstate';
import { chosenAgreements, earliestStart, isHistoryComplete } from './history';
import { CALL_STATES, SECTIONS, toStepRef, type StepKey, type StepRef } from './steps';
import type { WizardMachine } from './wizardMachine';

type WizardSnapshot = Pick<SnapshotFrom<WizardMachine>, 'value' | 'context'>;

/** The section and sub-step the claimant is on, for the URL `/form/{section}/{step}/`. */
export function selectStep(snapshot: WizardSnapshot): StepRef {
  const value = snapshot.value as Record<string, unknown>;
  const section = SECTIONS.find((name) => name in value) ?? 'start';
  const inner = value[section];
  const step = typeof inner === 'string' ? inner : Object.keys(inner as object)[0]!;
  return { section, step };
}

/** The steps the router may show: those reached so far. */
export const reachedSteps = (snapshot: WizardSnapshot): StepRef[] => snapshot.context.reached.map(toStepRef);
export const selectReachedKeys = (snapshot: WizardSnapshot): StepKey[] => snapshot.context.reached;

/** True while a call to the gateway is in flight (the view disables Continue). */
export function selectBusy(snapshot: WizardSnapshot): boolean {
  return CALL_STATES.includes(leafOf(snapshot.value));
}

/** True when a gateway call failed and the step offers Try again. */
export const selectFailed = (snapshot: WizardSnapshot): boolean => leafOf(snapshot.value) === 'failed';
export const selectNoneFound = (snapshot: WizardSnapshot): boolean => leafOf(snapshot.value) === 'noneFound';
export const selectFieldErrors = (snapshot: WizardSnapshot) => snapshot.context.fieldErrors;
export const selectGatewayError = (snapshot: WizardSnapshot) => snapshot.context.gatewayError;
export const selectAnswers = (snapshot: WizardSnapshot) => snapshot.context.answers;
export const selectChosenAgreements = (snapshot: WizardSnapshot) => chosenAgreements(snapshot.context);
export const selectHistoryComplete = (snapshot: WizardSnapshot) => isHistoryComplete(snapshot.context);
export const selectHistoryStart = (snapshot: WizardSnapshot) => earliestStart(snapshot.context);

function leafOf(value: unknown): string {
  let node = value;
  let leaf = '';
  while (typeof node === 'object' && node !== null) {
    const [key, next]: [string, unknown] = Object.entries(node as Record<string, unknown>)[0] ?? [
      '',
      undefined,
    ];
    leaf = key;
    node = next;
  }
  return typeof node === 'string' ? node : leaf;
}

/**
 * A Change from review is being followed after the credit check: the page says that a changed
 * name, date of birth or mobile means a new check and a new code (decision 108).
 */
export const selectChangeNeedsNewCheck = (snapshot: WizardSnapshot): boolean =>
  snapshot.context.returnToReview && snapshot.context.checksStarted > 0;
