import * as v from 'valibot';
import { assign } from 'xstate';
import { CHOSEN_AGREEMENTS_MAX } from '../../contract/fields';
import { CLAIMANT_FAILURE_HAPPENED, serviceFailureOf } from '../../contract/failureWords';
import { errorMessage, failureKind } from '../errors';
import { NO_AGREEMENT_MESSAGE, readAgreementsAnswer } from './agreements';
import {
  AgreementSchema,
  AddressEntryValueSchema,
  AddressValueSchema,
  isAddressField,
  type Address,
  type WizardContext,
} from './context';
import type { WizardEvent } from './events';
import { PostcodeLookupSchema } from '../../contract/answers';
import type { StepKey } from './steps';
import { applyAnswers } from './apply';
import { checkedAnswersIn } from './checked';
import { validateStep, type ValidatedStep } from './validate';

type Args = { context: WizardContext; event: WizardEvent };

/** `assign` typed for this machine's context and events, so the actions can live in their own file. */
function update<P = undefined>(fn: (args: Args, params: P) => Partial<WizardContext>) {
  return assign<WizardContext, WizardEvent, P, WizardEvent, never>(({ context, event }, params) =>
    fn({ context, event }, params),
  );
}

const today = () => new Date();
const outputOf = (event: WizardEvent): unknown => ('output' in event ? event.output : undefined);
const UNEXPECTED_ANSWER_MESSAGE = 'The service gave an answer it should not have. Try again.';
export const WRONG_CODE_MESSAGE = 'Enter the correct security code';
export const CODE_EXPIRED_MESSAGE =
  'The security code has expired or was used. Select ‘Send a new security code’ to get a new one';

/**
 * A wrong security code: how many tries are left with this code, or, when none are, how to get a
 * new one (the gateway voids a code after 5 wrong tries).
 */
export function wrongCodeMessage(attemptsLeft: number | null): string {
  if (attemptsLeft === null) return WRONG_CODE_MESSAGE;
  if (attemptsLeft === 0)
    return 'You entered a wrong security code too many times. Select ‘Send a new security code’ to get a new one';
  return `${WRONG_CODE_MESSAGE}. You have ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`;
}

export const wizardActions = {
  saveAnswers: update(({ context, event }: Args, { step }: { step: ValidatedStep }) =>
    event.type === 'user.continue' ? applyAnswers(context, step, event.answers) : {},
  ),
  showFieldErrors: update(({ context, event }: Args, { step }: { step: ValidatedStep }) => {
    const result = validateStep(step, event.type === 'user.continue' ? event.answers : undefined, context);
    // A new validation replaces a failed call's message: the answers are what to look at now.
    return { fieldErrors: result.ok ? {} : result.errors, gatewayError: null };
  }),
  /** A call starts, or the claimant goes back or tries again: no message of before applies. */
  clearErrors: update(() => ({ fieldErrors: {}, gatewayError: null, gatewayErrorKind: null })),
  /** A call failed: its message and kind (what to do next), counted towards offering the phone. */
  setGatewayError: update(({ context, event }: Args) => {
    const error = 'error' in event ? event.error : undefined;
    // The service's failures in the claimant's words (decision 283); a refusal keeps its own.
    const service = serviceFailureOf(error);
    return {
      gatewayError: service ? CLAIMANT_FAILURE_HAPPENED[service] : errorMessage(error),
      gatewayErrorKind: failureKind(error),
      failures: context.failures + 1,
    };
  }),
  markReached: update(({ context }: Args, { step }: { step: StepKey }) => ({
    current: step,
    reached: context.reached.includes(step) ? context.reached : [...context.reached, step],
    // The postcode finder starts afresh on each visit to a step.
    lookupFor: null,
    fieldErrors: {},
    gatewayError: null,
    gatewayErrorKind: null,
    // Failed calls are counted per step: a new step starts again from none.
    failures: 0,
  })),
  startChange: update(() => ({ returnToReview: true })),
  endChange: update(() => ({ returnToReview: false })),
  /** A check started: the code went to the mobile given now, and any earlier check is void. */
  setClaimId: update(({ context, event }: Args) => {
    const output = outputOf(event) as { claimId?: unknown } | undefined;
    return {
      claimId: typeof output?.claimId === 'string' ? output.claimId.slice(0, 100) : context.claimId,
      otp: { ...context.otp, codeSent: true, attemptsLeft: null },
      checkSentFor: checkedAnswersIn(context.answers),
      checkedFor: null,
      checksStarted: context.checksStarted + 1,
      checkRefused: false,
    };
  }),
  countResend: update(({ context }: Args) => ({
    otp: { ...context.otp, resends: context.otp.resends + 1, codeSent: true, attemptsLeft: null },
    checkSentFor: checkedAnswersIn(context.answers),
  })),
  /**
   * The passcode confirmed the check: its agreements are offered, and a choice made before a
   * changed answer is kept for the agreements that came back (decision 108).
   */
  /**
   * The check was refused: no code was sent and nothing came from any file. The claim is ready for
   * agreements added by hand, for the answers as they are.
   */
  setCheckRefused: update(({ context, event }: Args) => {
    const output = outputOf(event) as { claimId?: unknown } | undefined;
    return {
      claimId: typeof output?.claimId === 'string' ? output.claimId.slice(0, 100) : context.claimId,
      otp: { ...context.otp, codeSent: false, attemptsLeft: null },
      agreementsFound: [],
      suggestedAddresses: [],
      checkRefused: true,
      checkSentFor: checkedAnswersIn(context.answers),
      checkedFor: checkedAnswersIn(context.answers),
      checksStarted: context.checksStarted + 1,
      answers: {
        ...context.answers,
        chosenAgreementIds: context.answers.chosenAgreementIds.filter((id) =>
          context.answers.manualAgreements.some((agreement) => agreement.id === id),
        ),
      },
    };
  }),
  setVerification: update(({ context, event }: Args) => {
    const output = outputOf(event) as { agreements?: unknown; addresses?: unknown };
    const agreements = v.safeParse(v.array(AgreementSchema), output.agreements);
    const addresses = v.safeParse(v.array(AddressEntryValueSchema), output.addresses ?? []);
    const agreementsFound = agreements.success ? agreements.output.slice(0, CHOSEN_AGREEMENTS_MAX) : [];
    const offered = new Set(
      [...agreementsFound, ...context.answers.manualAgreements].map((agreement) => agreement.id),
    );
    return {
      agreementsFound,
      suggestedAddresses: addresses.success ? addresses.output.slice(0, 10) : [],
      answers: {
        ...context.answers,
        chosenAgreementIds: context.answers.chosenAgreementIds.filter((id) => offered.has(id)),
      },
      checkedFor: context.checkSentFor ?? checkedAnswersIn(context.answers),
      checkRefused: false,
    };
  }),
  setWrongCode: update(({ context, event }: Args) => {
    const given = (outputOf(event) as { attemptsLeft?: unknown }).attemptsLeft;
    const attemptsLeft = typeof given === 'number' && given >= 0 ? Math.floor(given) : null;
    return {
      otp: { ...context.otp, attemptsLeft },
      fieldErrors: { code: wrongCodeMessage(attemptsLeft) },
    };
  }),
  setCodeExpired: update(() => ({ fieldErrors: { code: CODE_EXPIRED_MESSAGE } })),
  setUnexpectedAnswer: update(({ context }: Args) => ({
    gatewayError: UNEXPECTED_ANSWER_MESSAGE,
    gatewayErrorKind: 'server' as const,
    failures: context.failures + 1,
  })),
  saveAgreements: update(({ context, event }: Args) => {
    if (event.type !== 'user.continue') return {};
    const result = readAgreementsAnswer(context, event.answers, today);
    return result.ok ? { answers: result.answers, fieldErrors: {} } : {};
  }),
  showAgreementsErrors: update(({ context, event }: Args) => {
    const result = readAgreementsAnswer(
      context,
      event.type === 'user.continue' ? event.answers : null,
      today,
    );
    return { fieldErrors: result.ok ? {} : result.errors, gatewayError: null };
  }),
  rememberPostcode: update(({ event }: Args) => {
    if (event.type !== 'user.lookupPostcode' || !isAddressField(event.field)) return {};
    const result = v.safeParse(PostcodeLookupSchema, { postcode: event.postcode });
    return result.success
      ? {
          lookupPostcode: result.output.postcode,
          lookupFor: event.field,
          fieldErrors: {},
          gatewayError: null,
        }
      : {};
  }),
  /** The finder's postcode is shown by the address it was for: `currentAddress.lookupPostcode`. */
  showPostcodeError: update(({ event }: Args) => {
    if (event.type !== 'user.lookupPostcode' || !isAddressField(event.field)) return {};
    const result = v.safeParse(PostcodeLookupSchema, { postcode: event.postcode });
    const fieldErrors: Record<string, string> = result.success
      ? {}
      : { [`${event.field}.lookupPostcode`]: result.issues[0].message };
    return { fieldErrors, lookupFor: event.field, gatewayError: null };
  }),
  setAddressResults: update(({ event }: Args) => {
    const result = v.safeParse(v.array(AddressValueSchema), outputOf(event));
    return { addressResults: result.success ? result.output.slice(0, 100) : ([] as Address[]) };
  }),
  setClaimReference: update(({ context, event }: Args) => {
    const output = outputOf(event) as { claimReference?: unknown } | undefined;
    return {
      claimReference:
        typeof output?.claimReference === 'string'
          ? output.claimReference.slice(0, 100)
          : context.claimReference,
    };
  }),
  setResetSent: update(() => ({ resetEmailSent: true })),
  setAccountCreated: update(() => ({ accountCreated: true })),
};

export { NO_AGREEMENT_MESSAGE, UNEXPECTED_ANSWER_MESSAGE };
