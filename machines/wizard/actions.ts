import * as v from 'valibot';
import { assign } from 'xstate';
import {
  CHOSEN_AGREEMENTS_MAX,
  MANUAL_AGREEMENTS_FULL_MESSAGE,
  MANUAL_AGREEMENTS_MAX,
} from '../../contract/fields';
import { errorMessage } from '../errors';
import {
  AgreementSchema,
  AddressValueSchema,
  type Address,
  type Agreement,
  type WizardContext,
} from './context';
import type { WizardEvent } from './events';
import { allAgreements } from './history';
import { ChooseAgreementsSchema, PostcodeLookupSchema, manualAgreementSchema } from '../../contract/answers';
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
const NO_AGREEMENT_MESSAGE = 'Select at least one finance agreement, or add one';
const UNEXPECTED_ANSWER_MESSAGE = 'The service gave an answer it should not have. Try again.';

export const wizardActions = {
  saveAnswers: update(({ context, event }: Args, { step }: { step: ValidatedStep }) =>
    event.type === 'user.continue' ? applyAnswers(context, step, event.answers) : {},
  ),
  showFieldErrors: update(({ context, event }: Args, { step }: { step: ValidatedStep }) => {
    const result = validateStep(step, event.type === 'user.continue' ? event.answers : undefined, context);
    return { fieldErrors: result.ok ? {} : result.errors };
  }),
  showNoAgreementError: update(() => ({ fieldErrors: { agreements: NO_AGREEMENT_MESSAGE } })),
  clearErrors: update(() => ({ fieldErrors: {}, gatewayError: null })),
  setGatewayError: update(({ event }: Args) => ({
    gatewayError: errorMessage('error' in event ? event.error : undefined),
  })),
  markReached: update(({ context }: Args, { step }: { step: StepKey }) => ({
    current: step,
    reached: context.reached.includes(step) ? context.reached : [...context.reached, step],
    fieldErrors: {},
    gatewayError: null,
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
    const addresses = v.safeParse(v.array(AddressValueSchema), output.addresses ?? []);
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
    const attemptsLeft = (outputOf(event) as { attemptsLeft?: unknown }).attemptsLeft;
    return {
      otp: { ...context.otp, attemptsLeft: typeof attemptsLeft === 'number' ? attemptsLeft : null },
      fieldErrors: { code: 'Enter the correct security code' },
    };
  }),
  setCodeExpired: update(() => ({
    fieldErrors: { code: 'The security code has expired, request a new code' },
  })),
  setUnexpectedAnswer: update(() => ({ gatewayError: UNEXPECTED_ANSWER_MESSAGE })),
  chooseAgreements: update(({ context, event }: Args) => {
    if (event.type !== 'user.chooseAgreements') return {};
    const result = v.safeParse(ChooseAgreementsSchema, { ids: event.ids });
    if (!result.success) return {};
    const known = new Set(allAgreements(context).map((agreement) => agreement.id));
    const chosenAgreementIds = [...new Set(result.output.ids)].filter((id) => known.has(id));
    return { answers: { ...context.answers, chosenAgreementIds }, fieldErrors: {} };
  }),
  addAgreement: update(({ context, event }: Args) => {
    const result = v.safeParse(
      manualAgreementSchema(today),
      event.type === 'user.addAgreement' ? event.agreement : null,
    );
    if (!result.success) return {};
    const agreement: Agreement = {
      id: `manual-${context.answers.manualAgreements.length + 1}`,
      lender: result.output.lender,
      startDate: result.output.started,
      source: 'manual',
    };
    const answers = context.answers;
    return {
      answers: {
        ...answers,
        manualAgreements: [...answers.manualAgreements, agreement],
        chosenAgreementIds: [...answers.chosenAgreementIds, agreement.id],
      },
      fieldErrors: {},
    };
  }),
  showAgreementErrors: update(({ context, event }: Args) => {
    if (context.answers.manualAgreements.length >= MANUAL_AGREEMENTS_MAX)
      return { fieldErrors: { 'agreement.lender': MANUAL_AGREEMENTS_FULL_MESSAGE } };
    const result = v.safeParse(
      manualAgreementSchema(today),
      event.type === 'user.addAgreement' ? event.agreement : null,
    );
    if (result.success) return {};
    const flat = v.flatten(result.issues);
    return {
      fieldErrors: Object.fromEntries(
        Object.entries(flat.nested ?? {}).map(([key, messages]) => [`agreement.${key}`, messages?.[0] ?? '']),
      ),
    };
  }),
  rememberPostcode: update(({ event }: Args) => {
    const result = v.safeParse(PostcodeLookupSchema, {
      postcode: event.type === 'user.lookupPostcode' ? event.postcode : '',
    });
    return result.success ? { lookupPostcode: result.output.postcode, fieldErrors: {} } : {};
  }),
  showPostcodeError: update(({ event }: Args) => {
    const result = v.safeParse(PostcodeLookupSchema, {
      postcode: event.type === 'user.lookupPostcode' ? event.postcode : '',
    });
    const fieldErrors: Record<string, string> = result.success ? {} : { postcode: result.issues[0].message };
    return { fieldErrors };
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
