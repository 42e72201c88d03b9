import type { StateValue } from 'xstate';
import { wrongCodeMessage } from '../../../machines/wizard/actions';
import { readAgreementsAnswer } from '../../../machines/wizard/agreements';
import { applyAnswers } from '../../../machines/wizard/apply';
import { initialContext, type AddressField, type WizardContext } from '../../../machines/wizard/context';
import { sampleAgreements, sampleAnswers as a } from '../../../machines/wizard/fixtures';
import { STEP_KEYS, type StepKey } from '../../../machines/wizard/steps';
import { validateStep, type ValidatedStep } from '../../../machines/wizard/validate';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';

/** How a story shows a wizard state: as it first appears, or in one of its named situations. */
export type Variant =
  | 'default'
  | 'validation-error'
  | 'loading'
  | 'gateway-error'
  | 'wrong-code'
  | 'none-found'
  | 'manual-entry'
  | 'reset-sent'
  | 'lookup-found'
  | 'lookup-failed'
  | 'moved'
  | 'saved'
  /** Reopened from check your answers after the credit check (decision 108). */
  | 'changing';

/** What the journey shows above the step when a call fails. */
export const GATEWAY_ERROR = 'We could not reach our servers. Check your connection and try again.';

const today = () => new Date();
const blankEntry = {
  address: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
  movedIn: { month: '', year: '' },
};

/** Answers each step refuses, as a claimant might give them, for the validation-error stories. */
const refused: Partial<Record<StepKey, unknown>> = {
  'start.details': { ...a.details, firstName: '', lastName: '' },
  'start.dob': { dob: { day: '31', month: '2', year: '1985' } },
  'start.contact': { ...a.contact, phoneNumber: '0123' },
  'start.recovery': { password: '' },
  'check.consent': { softSearchConsent: false },
  'check.agreements': { chosenAgreementIds: [] },
  'address.current': { currentAddress: blankEntry },
  'address.history': { previousAddresses: [blankEntry] },
  'sign.signature': { signature: null, termsAccepted: false },
  'thankyou.account': { password: '' },
};

/** The answers a claimant who got this far gave, applied with the wizard's own functions. */
function journeyContext(): WizardContext {
  let context: WizardContext = {
    ...initialContext(),
    claimId: 'claim-1',
    agreementsFound: sampleAgreements,
    otp: { resends: 0, attemptsLeft: null, codeSent: true },
    reached: [...STEP_KEYS],
    checksStarted: 1,
  };
  const steps: Array<[ValidatedStep, unknown]> = [
    ['start.details', a.details],
    ['start.dob', a.dob],
    ['start.contact', a.contact],
    ['check.consent', a.consent],
  ];
  for (const [step, answers] of steps) context = { ...context, ...applyAnswers(context, step, answers) };
  context = { ...context, answers: { ...context.answers, chosenAgreementIds: ['cf-1'] } };
  context = { ...context, ...applyAnswers(context, 'address.current', a.recentAddress) };
  return { ...context, ...applyAnswers(context, 'address.history', a.history) };
}

function fieldErrorsFor(step: StepKey, context: WizardContext): Record<string, string> {
  const answers = refused[step];
  if (step === 'check.agreements') {
    const result = readAgreementsAnswer(context, answers, today);
    return result.ok ? {} : result.errors;
  }
  const result = validateStep(step as ValidatedStep, answers, context);
  return result.ok ? {} : result.errors;
}

function contextFor(step: StepKey, variant: Variant): WizardContext {
  const context: WizardContext = { ...journeyContext(), current: step };
  if (step.startsWith('thankyou.')) context.claimReference = 'RDR-2025-000123';
  // The history is asked for empty, unless the story shows it filled in.
  if (step === 'address.history' && variant !== 'moved')
    context.answers = { ...context.answers, previousAddresses: [] };
  switch (variant) {
    case 'validation-error': {
      const answers = refused[step];
      if (
        step === 'start.details' ||
        step === 'start.dob' ||
        step === 'start.contact' ||
        step === 'check.consent'
      )
        context.answers = { ...context.answers, ...(answers as object) };
      if (step === 'check.agreements') context.answers = { ...context.answers, chosenAgreementIds: [] };
      if (step === 'address.current') context.answers = { ...context.answers, currentAddress: null };
      return { ...context, fieldErrors: fieldErrorsFor(step, context) };
    }
    case 'gateway-error':
      return { ...context, gatewayError: GATEWAY_ERROR };
    case 'wrong-code':
      return {
        ...context,
        fieldErrors: { code: wrongCodeMessage(4) },
        otp: { ...context.otp, attemptsLeft: 4 },
      };
    case 'none-found':
      return { ...context, agreementsFound: [], answers: { ...context.answers, chosenAgreementIds: [] } };
    case 'manual-entry':
      return {
        ...context,
        answers: {
          ...context.answers,
          manualAgreements: [
            { id: 'manual-1', lender: 'Westway Finance', startDate: '2018-06', source: 'manual' },
          ],
          chosenAgreementIds: ['cf-1', 'manual-1'],
        },
      };
    case 'reset-sent':
      return { ...context, resetEmailSent: true };
    case 'lookup-found':
      return {
        ...context,
        lookupFor: lookupField(step),
        addressResults: ['1', '3', '5'].map((number) => ({
          addressLine1: `${number} High Street`,
          addressLine2: '',
          city: 'Leeds',
          postcode: 'LS1 4DY',
        })),
      };
    case 'lookup-failed':
      return { ...context, lookupFor: lookupField(step), gatewayError: GATEWAY_ERROR };
    case 'loading':
      return step.startsWith('address.') ? { ...context, lookupFor: lookupField(step) } : context;
    case 'saved':
      return { ...context, accountCreated: true };
    case 'changing':
      return { ...context, returnToReview: true };
    default:
      return context;
  }
}

const lookupField = (step: StepKey): AddressField =>
  step === 'address.current' ? 'currentAddress' : 'previousAddresses.0';

/** `section.step[.inner]` as the machine's state value. */
function stateValue(wizardState: string): StateValue {
  const [section, step, inner] = wizardState.split('.') as [string, string, string | undefined];
  return { [section]: inner === undefined ? step : { [step]: inner } };
}

/**
 * The wizard's snapshot in a state and situation, resolved by the machine itself (so its tags are
 * the real ones), with a context built by the wizard's own answer functions. A story passes it to
 * the step's view model, exactly as the journey page does with the running wizard.
 */
export function storySnapshot(wizardState: string, variant: Variant) {
  const step = wizardState.split('.').slice(0, 2).join('.') as StepKey;
  return wizardMachine.resolveState({ value: stateValue(wizardState), context: contextFor(step, variant) });
}
