import * as v from 'valibot';
import { readAgreementsAnswer } from './agreements';
import { applyAnswers } from './apply';
import { isCheckCurrent } from './checked';
import { isAddressField, type WizardContext } from './context';
import type { WizardEvent } from './events';
import { coversSince, earliestStart, isHistoryComplete } from './history';
import { PostcodeLookupSchema } from '../../contract/answers';
import { STEP_KEYS, toStepKey, type StepKey } from './steps';
import { validateStep, type ValidatedStep } from './validate';

type Args = { context: WizardContext; event: WizardEvent };
type Output<T> = { event: WizardEvent & { output?: T } };

const today = () => new Date();

const outputOf = (event: WizardEvent): unknown => ('output' in event ? event.output : undefined);
const verifyStatus = (event: WizardEvent): unknown => {
  const output = outputOf(event);
  return typeof output === 'object' && output !== null && 'status' in output ? output.status : undefined;
};

/**
 * What each step needs before the router may show it (no skipping ahead). Everything after the
 * passcode needs the confirmed check to still match the names, date of birth and mobile.
 */
function prerequisitesMet(context: WizardContext, step: StepKey): boolean {
  if (context.claimReference !== null) return step.startsWith('thankyou.');
  // A code once accepted is spent: the page asking for it is not shown again (Back skips it).
  if (step === 'check.otp') return context.claimId !== null && context.checkedFor === null;
  if (step === 'check.agreements') return context.agreementsFound !== null && isCheckCurrent(context);
  if (step.startsWith('address.'))
    return context.answers.chosenAgreementIds.length > 0 && isCheckCurrent(context);
  if (step.startsWith('sign.'))
    return (
      context.answers.chosenAgreementIds.length > 0 && isHistoryComplete(context) && isCheckCurrent(context)
    );
  return !step.startsWith('thankyou.');
}

/** Guards named as questions; each also turns away a malformed payload. */
/** The contact details (email and mobile) were saved: a step after the contact step was reached. */
export const hasSavedContact = (context: WizardContext): boolean =>
  context.reached.some((step) => STEP_KEYS.indexOf(step) > STEP_KEYS.indexOf('start.contact'));

export const wizardGuards = {
  /** "Save and come back later" is for a claim not yet signed, from a resting step. */
  canSaveForLater: ({ context }: Args) =>
    context.claimReference === null && !context.current.startsWith('thankyou.'),
  lacksSavedContact: ({ context }: Args) => !hasSavedContact(context),
  isCurrentStep: ({ context }: Args, { step }: { step: StepKey }) => context.current === step,
  hasInvalidAnswers: ({ context, event }: Args, { step }: { step: ValidatedStep }) =>
    event.type === 'user.continue' && !validateStep(step, event.answers, context).ok,
  isReturningToReview: ({ context }: Args) => context.returnToReview,
  /** A Change is being followed and review can be shown again as the answers now stand. */
  mayReturnToReview: ({ context }: Args) =>
    context.returnToReview && prerequisitesMet(context, 'sign.review'),
  isCheckCurrent: ({ context }: Args) => isCheckCurrent(context),
  /** The step's answers, once saved, leave the confirmed check standing (decision 108). */
  keepsCheckCurrent: ({ context, event }: Args, { step }: { step: ValidatedStep }) =>
    event.type === 'user.continue' &&
    isCheckCurrent({ ...context, ...applyAnswers(context, step, event.answers) }),
  hasChosenAgreements: ({ context }: Args) => context.answers.chosenAgreementIds.length > 0,
  isAddressHistoryComplete: ({ context }: Args) => isHistoryComplete(context),
  hasPreviousAddresses: ({ context }: Args) => context.answers.previousAddresses.length > 0,
  currentAddressCoversHistory: ({ context, event }: Args) => {
    if (event.type !== 'user.continue') return false;
    const result = validateStep('address.current', event.answers, context);
    return result.ok && coversSince([result.output.currentAddress], earliestStart(context));
  },
  isChangeRequestFor: ({ context, event }: Args, { step }: { step: StepKey }) =>
    event.type === 'user.change' &&
    toStepKey(event.section, event.step) === step &&
    context.reached.includes(step),
  canGoTo: ({ context, event }: Args, { step }: { step: StepKey }) =>
    event.type === 'user.goTo' &&
    toStepKey(event.section, event.step) === step &&
    context.current !== step &&
    context.reached.includes(step) &&
    prerequisitesMet(context, step),
  wasCheckRefused: ({ event }: Args) => {
    const output = outputOf(event) as { claimId?: unknown; codeSent?: unknown } | undefined;
    return output?.codeSent === false && typeof output.claimId === 'string' && output.claimId !== '';
  },
  returnedClaimId: ({ event }: Args) => {
    const output = outputOf(event) as { claimId?: unknown } | undefined;
    return typeof output?.claimId === 'string' && output.claimId !== '';
  },
  returnedClaimReference: ({ event }: Args) => {
    const output = outputOf(event) as { claimReference?: unknown } | undefined;
    return typeof output?.claimReference === 'string' && output.claimReference !== '';
  },
  returnedExistence: ({ event }: Args) =>
    typeof (outputOf(event) as { exists?: unknown } | undefined)?.exists === 'boolean',
  userExists: ({ event }: Output<{ exists?: unknown }>) => event.output?.exists === true,
  foundAgreements: ({ event }: Args) => {
    const output = outputOf(event) as { agreements?: unknown } | undefined;
    return (
      verifyStatus(event) === 'verified' && Array.isArray(output?.agreements) && output.agreements.length > 0
    );
  },
  foundNoAgreements: ({ event }: Args) => verifyStatus(event) === 'verified',
  isWrongCode: ({ event }: Args) => verifyStatus(event) === 'wrongCode',
  isCodeExpired: ({ event }: Args) => verifyStatus(event) === 'expired',
  hasInvalidAgreements: ({ context, event }: Args) =>
    event.type !== 'user.continue' || !readAgreementsAnswer(context, event.answers, today).ok,
  /** The agreements as answered leave the addresses given so far reaching back far enough. */
  agreementsKeepHistoryComplete: ({ context, event }: Args) => {
    if (event.type !== 'user.continue') return false;
    const result = readAgreementsAnswer(context, event.answers, today);
    return result.ok && isHistoryComplete({ ...context, answers: result.answers });
  },
  isValidPostcode: ({ event }: Args) =>
    event.type === 'user.lookupPostcode' &&
    isAddressField(event.field) &&
    v.is(PostcodeLookupSchema, { postcode: event.postcode }),
  isPostcodeAttempt: ({ event }: Args) =>
    event.type === 'user.lookupPostcode' && isAddressField(event.field) && typeof event.postcode === 'string',
};
