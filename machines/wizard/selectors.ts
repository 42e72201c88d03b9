import type { SnapshotFrom } from 'xstate';
import { asksForCurrentPassword, refusesNewPassword } from '../../contract/signIn';
import { FAILURES_BEFORE_PHONE, nextStepFor } from '../errors';
import { chosenAgreements, earliestStart, isHistoryComplete } from './history';
import { SECTIONS, toStepRef, type StepKey, type StepRef } from './steps';
import type { WizardMachine } from './wizardMachine';

type WizardSnapshot = Pick<SnapshotFrom<WizardMachine>, 'value' | 'context'>;
/** A snapshot with its tags, as the actor gives it (stories build one with `resolveState`). */
type TaggedSnapshot = Pick<SnapshotFrom<WizardMachine>, 'value' | 'context' | 'hasTag' | 'can'>;

/** The section and sub-step the claimant is on, for the URL `/form/{section}/{step}/`. */
export function selectStep(snapshot: WizardSnapshot): StepRef {
  const value = snapshot.value as Record<string, unknown>;
  const section = SECTIONS.find((name) => name in value);
  // "Save and come back later" is not a step: the claimant is still at the one it was opened from.
  if (section === undefined) return toStepRef(snapshot.context.current);
  const inner = value[section];
  const step = typeof inner === 'string' ? inner : Object.keys(inner as object)[0]!;
  return { section, step };
}

/** The steps the router may show: those reached so far. */
export const reachedSteps = (snapshot: WizardSnapshot): StepRef[] => snapshot.context.reached.map(toStepRef);
export const selectReachedKeys = (snapshot: WizardSnapshot): StepKey[] => snapshot.context.reached;

/** True while a call is in flight (tag `busy`): the view holds Continue. */
export const selectBusy = (snapshot: TaggedSnapshot): boolean => snapshot.hasTag('busy');
/** True when a call failed and the step offers Try again (tag `failed`). */
export const selectFailed = (snapshot: TaggedSnapshot): boolean => snapshot.hasTag('failed');
/** True when the postcode lookup failed: the finder says so, and typing the address goes on. */
export const selectLookupFailed = (snapshot: TaggedSnapshot): boolean => snapshot.hasTag('lookupFailed');
/** True when the credit file showed no agreements (tag `noneFound`). */
export const selectNoneFound = (snapshot: TaggedSnapshot): boolean => snapshot.hasTag('noneFound');
/** The message of the failed call the step offers to try again, or null. */
export const selectStepProblem = (snapshot: TaggedSnapshot): string | null =>
  snapshot.hasTag('failed') ? snapshot.context.gatewayError : null;
/** What the claimant can do about the failed call the step shows, or null when none failed. */
export const selectStepProblemNextStep = (snapshot: TaggedSnapshot): string | null =>
  snapshot.hasTag('failed') ? nextStepFor(snapshot.context.gatewayErrorKind ?? 'server') : null;
/**
 * A call has failed on this step three times or more: the page offers the firm's telephone line
 * beside Try again (every answer stays saved).
 */
export const selectOffersPhone = (snapshot: TaggedSnapshot): boolean =>
  snapshot.hasTag('failed') && snapshot.context.failures >= FAILURES_BEFORE_PHONE;
export const selectHasErrors = (snapshot: WizardSnapshot): boolean =>
  Object.keys(snapshot.context.fieldErrors).length > 0 || snapshot.context.gatewayError !== null;
export const selectFieldErrors = (snapshot: WizardSnapshot) => snapshot.context.fieldErrors;
export const selectGatewayError = (snapshot: WizardSnapshot) => snapshot.context.gatewayError;
/** The gateway asked for the account's current password before a new one (decision 204). */
export const selectAsksCurrentPassword = (snapshot: WizardSnapshot): boolean =>
  asksForCurrentPassword(snapshot.context.gatewayError);
/**
 * The password steps' field errors: the form's own, and the gateway's refusal of the new password
 * (a word of the service or of the account, or a common password; decision 216) as the new
 * password field's error, so the page shows it beside the field and in the error summary.
 */
export const selectPasswordErrors = (snapshot: WizardSnapshot): Record<string, string> => {
  const { fieldErrors, gatewayError } = snapshot.context;
  return gatewayError !== null && refusesNewPassword(gatewayError)
    ? { ...fieldErrors, password: gatewayError }
    : fieldErrors;
};
export const selectAnswers = (snapshot: WizardSnapshot) => snapshot.context.answers;
export const selectChosenAgreements = (snapshot: WizardSnapshot) => chosenAgreements(snapshot.context);
export const selectHistoryComplete = (snapshot: WizardSnapshot) => isHistoryComplete(snapshot.context);
export const selectHistoryStart = (snapshot: WizardSnapshot) => earliestStart(snapshot.context);
export const selectCurrentStep = (snapshot: WizardSnapshot): StepKey => snapshot.context.current;
/**
 * What the "Code sent" notice keys on (a new value per text sent), or null when it is not shown:
 * before the first text, and while the code typed was refused (the error says what to do instead).
 */
export const selectCodeSentNotice = (snapshot: WizardSnapshot): number | null =>
  snapshot.context.otp.codeSent && snapshot.context.fieldErrors.code === undefined
    ? snapshot.context.otp.resends
    : null;
/** The claimant's account was created on the thank-you page. */
export const selectAccountCreated = (snapshot: WizardSnapshot): boolean => snapshot.context.accountCreated;
/** A Change link from check your answers is being followed: the journey returns there after it. */
export const selectChanging = (snapshot: WizardSnapshot): boolean => snapshot.context.returnToReview;

/**
 * Whether the router's `user.goTo` for this step would move the claimant there now (reached, its
 * prerequisites met, no call in flight), so the URL can be put back at once when it would not.
 */
export const selectCanGoTo = (snapshot: TaggedSnapshot, step: StepKey): boolean =>
  !snapshot.hasTag('busy') && snapshot.can({ type: 'user.goTo', ...toStepRef(step) });

/**
 * A Change from review is being followed after the credit check: the page says that a changed
 * name, date of birth or mobile means a new check and a new code (decision 108).
 */
export const selectChangeNeedsNewCheck = (snapshot: WizardSnapshot): boolean =>
  snapshot.context.returnToReview && snapshot.context.checksStarted > 0;

/** Where "Save and come back later" is: choosing a password, asked for contact details first, or saved. */
export type SaveForLaterPhase = 'password' | 'contact-first' | 'saved';
export function selectSaveForLater(snapshot: WizardSnapshot): SaveForLaterPhase | null {
  const inner = (snapshot.value as Record<string, unknown>).saveForLater;
  if (typeof inner !== 'string') return null;
  if (inner === 'needsContact') return 'contact-first';
  return inner === 'saved' ? 'saved' : 'password';
}

/** The step offers "Save and come back later" (a claim not yet signed, no call in flight). */
export const selectCanSaveForLater = (snapshot: TaggedSnapshot): boolean =>
  !snapshot.hasTag('busy') &&
  selectSaveForLater(snapshot) === null &&
  snapshot.can({ type: 'user.saveForLater' });
