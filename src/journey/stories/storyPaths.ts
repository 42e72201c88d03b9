import { getShortestPaths } from '@xstate/graph';
import type { AnyEventObject, EventFromLogic, Snapshot, SnapshotFrom } from 'xstate';
import { WRONG_CODE_MESSAGE } from '../../../machines/wizard/actions';
import type { WizardContext } from '../../../machines/wizard/context';
import type { VerifyOtpOutput } from '../../../machines/wizard/events';
import { sampleAgreements, sampleAnswers as a } from '../../../machines/wizard/fixtures';
import { CHANGEABLE_STEPS, toStepRef } from '../../../machines/wizard/steps';
import { wizardMachine } from '../../../machines/wizard/wizardMachine';
import { RATE_LIMITED_MESSAGE } from '../../../mocks/gateway/check';
import { ALREADY_SIGNED_MESSAGE, SAMPLE_REFERENCE } from '../../../mocks/gateway/claim';
import { NOT_SAVED_MESSAGE } from '../../../mocks/gateway/contact';
import { toGatewayError } from '../../adapters/gatewayError';
import { CLAIMANT_FAILURE_HAPPENED } from '../../../contract/failureWords';
import { INTERNAL_MESSAGE } from '../../../functions/src/lib/gatewayMessages';
import { valuePath } from '../persistence';

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** How a story shows a wizard state: as it first appears, or in one of its named situations. */
export const VARIANTS = [
  'default',
  'validation-error',
  'loading',
  'gateway-error',
  'wrong-code',
  'none-found',
  'manual-entry',
  'reset-sent',
  'lookup-found',
  'lookup-failed',
  'moved',
  'saved',
  /** Reopened from check your answers after the credit check (decision 108). */
  'changing',
  // The gateway's documented refusals (docs/gateway.md), each with its own message.
  'code-expired',
  'rate-limited',
  'already-signed',
  'not-saved',
] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * A failed call: the gateway's answer for a server error (the `serverError` scenario in mocks/) as
 * the gateway client reads it; and the message it leaves on the page, in the claimant's words.
 */
const serverFailure = () =>
  toGatewayError({ code: 'functions/internal', message: `${INTERNAL_MESSAGE} [500]` }, 'story');
export const GATEWAY_ERROR = CLAIMANT_FAILURE_HAPPENED.server;

const continueWith = (answers?: unknown) => ({ type: 'user.continue', answers });
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, message?: string) => ({
  type: `xstate.error.actor.${id}`,
  error: message === undefined ? serverFailure() : new Error(message),
});
const back = { type: 'user.back' };
const saveForLater = { type: 'user.saveForLater' };

const verified: VerifyOtpOutput = { status: 'verified', agreements: sampleAgreements };
const foundAddresses = ['1', '3', '5'].map((number) => ({
  addressLine1: `${number} High Street`,
  addressLine2: '',
  city: 'Leeds',
  postcode: 'LS1 4DY',
}));

/**
 * What a claimant (and the gateway) may do in each state, for the paths: the sample answers from
 * machines/wizard/fixtures.ts, one refused answer per step, Back, and each call's answers.
 */
const EVENTS: Record<string, AnyEventObject[]> = {
  'start.intro': [continueWith()],
  'start.details': [
    continueWith(a.details),
    continueWith({ ...a.details, firstName: '', lastName: '' }),
    // Before the contact details are saved there is nothing to save the claim under.
    saveForLater,
  ],
  'start.dob': [continueWith(a.dob), continueWith({ dob: { day: '31', month: '2', year: '1985' } })],
  'start.contact.editing': [continueWith(a.contact), continueWith({ ...a.contact, phoneNumber: '0123' })],
  'start.contact.confirming': [
    done('confirmUserExists', { exists: false }),
    done('confirmUserExists', { exists: true }),
    failed('confirmUserExists'),
  ],
  'start.contact.saving': [
    done('saveProfileAndContact'),
    failed('saveProfileAndContact'),
    failed('saveProfileAndContact', NOT_SAVED_MESSAGE),
  ],
  'start.recovery.signIn': [
    continueWith(a.recovery),
    continueWith({ password: '' }),
    { type: 'user.requestReset' },
  ],
  'start.recovery.signingIn': [failed('signInForRecovery')],
  'start.recovery.sendingReset': [done('sendPasswordReset'), failed('sendPasswordReset')],
  'check.consent.editing': [
    continueWith(a.consent),
    continueWith({ ...a.consent, softSearchConsent: false }),
  ],
  'check.consent.initiating': [
    done('initiateCheck', { claimId: 'claim-sample-0001', codeSent: true }),
    failed('initiateCheck'),
    failed('initiateCheck', RATE_LIMITED_MESSAGE),
  ],
  'check.otp.entering': [continueWith(a.otp), { type: 'user.resendCode' }],
  'check.otp.verifying': [
    done('verifyOtp', verified),
    done('verifyOtp', { status: 'verified', agreements: [] }),
    done('verifyOtp', { status: 'wrongCode', attemptsLeft: 4 }),
    done('verifyOtp', { status: 'expired' }),
    failed('verifyOtp'),
  ],
  'check.otp.resending': [
    done('resendCode', { claimId: 'claim-sample-0001', codeSent: true }),
    failed('resendCode'),
  ],
  'check.agreements.choosing': [
    continueWith(a.agreements),
    continueWith({ chosenAgreementIds: [] }),
    continueWith({ chosenAgreementIds: ['cf-1'], agreement: a.manualAgreement }),
  ],
  'check.agreements.noneFound': [],
  'address.current.editing': [
    continueWith(a.recentAddress),
    continueWith({ currentAddress: null }),
    { type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'currentAddress' },
    back,
    saveForLater,
  ],
  'address.current.lookingUp': [
    done('lookupAddress.address.current', foundAddresses),
    failed('lookupAddress.address.current'),
  ],
  'address.history.editing': [
    continueWith(a.history),
    continueWith({ previousAddresses: [] }),
    { type: 'user.lookupPostcode', postcode: 'ls6 2ab', field: 'previousAddresses.0' },
  ],
  'address.history.lookingUp': [failed('lookupAddress.address.history')],
  'sign.review': [
    continueWith(),
    back,
    ...CHANGEABLE_STEPS.filter((step) => step.startsWith('start.')).map((step) => ({
      type: 'user.change',
      ...toStepRef(step),
    })),
  ],
  'sign.signature.editing': [
    continueWith(a.signature),
    continueWith({ signature: null, termsAccepted: false }),
  ],
  'sign.signature.submitting': [
    done('submitClaim', { claimReference: SAMPLE_REFERENCE }),
    failed('submitClaim'),
    failed('submitClaim', ALREADY_SIGNED_MESSAGE),
  ],
  'thankyou.done': [continueWith()],
  'thankyou.account.editing': [continueWith(a.account), continueWith({ password: '' })],
  'thankyou.account.upgrading': [done('upgradeAccount'), failed('upgradeAccount')],
  'saveForLater.choosing': [continueWith(a.account), continueWith({ password: 'short' })],
  'saveForLater.upgrading': [done('upgradeForLater'), failed('upgradeForLater')],
  'saveForLater.saving': [done('saveProgress'), failed('saveProgress')],
};

/** The wizard's leaf state as `section.step[.inner]`. */
export const statePath = (snapshot: Pick<WizardSnapshot, 'value'>): string => valuePath(snapshot.value) ?? '';

const count = (value: unknown[] | Record<string, unknown> | null) =>
  value === null ? 0 : Array.isArray(value) ? value.length : Object.keys(value).length;

/** The parts of the context the variants tell apart; other differences are the same page. */
function serializeStoryState(snapshot: WizardSnapshot): string {
  const c: WizardContext = snapshot.context;
  return JSON.stringify([
    statePath(snapshot),
    Object.values(c.fieldErrors).join(),
    c.gatewayError,
    c.returnToReview,
    c.resetEmailSent,
    count(c.addressResults),
    count(c.answers.manualAgreements),
    count(c.answers.previousAddresses),
    c.otp.attemptsLeft,
    c.accountCreated,
    c.claimReference !== null,
    c.reached.length,
  ]);
}

const hasFieldErrors = (c: WizardContext) => count(c.fieldErrors) > 0;

/** What makes a snapshot show a variant (beyond being in the story's state). */
const VARIANT_HOLDS: Record<Variant, (c: WizardContext) => boolean> = {
  default: (c) =>
    !hasFieldErrors(c) &&
    !c.returnToReview &&
    !c.resetEmailSent &&
    count(c.addressResults) === 0 &&
    count(c.answers.manualAgreements) === 0 &&
    (c.current !== 'address.history' || count(c.answers.previousAddresses) === 0),
  'validation-error': (c) => hasFieldErrors(c) && !c.returnToReview,
  loading: (c) => !hasFieldErrors(c),
  'gateway-error': (c) => c.gatewayError === GATEWAY_ERROR,
  'wrong-code': (c) => c.fieldErrors.code?.startsWith(WRONG_CODE_MESSAGE) === true,
  'code-expired': (c) =>
    c.fieldErrors.code !== undefined && !c.fieldErrors.code.startsWith(WRONG_CODE_MESSAGE),
  'rate-limited': (c) => c.gatewayError === RATE_LIMITED_MESSAGE,
  'already-signed': (c) => c.gatewayError === ALREADY_SIGNED_MESSAGE,
  'not-saved': (c) => c.gatewayError === NOT_SAVED_MESSAGE,
  'none-found': (c) => count(c.agreementsFound) === 0,
  'manual-entry': (c) => count(c.answers.manualAgreements) > 0 && !hasFieldErrors(c),
  'reset-sent': (c) => c.resetEmailSent,
  'lookup-found': (c) => count(c.addressResults) > 0,
  'lookup-failed': (c) => c.gatewayError === GATEWAY_ERROR,
  moved: (c) => count(c.answers.previousAddresses) > 0 && !hasFieldErrors(c) && !c.returnToReview,
  saved: (c) => c.accountCreated,
  changing: (c) => c.returnToReview && !hasFieldErrors(c),
};

export interface StoryPath {
  /** The events from the wizard's start, in order. */
  events: AnyEventObject[];
  snapshot: WizardSnapshot;
}

let allPaths: Array<{ state: WizardSnapshot; steps: Array<{ event: AnyEventObject }> }> | undefined;

/**
 * The shortest path from the wizard's start to every story-worthy snapshot, found by
 * @xstate/graph over the events above: thousands of snapshots, seconds of work, so it runs in Node
 * only (the tests, and Storybook's build through `storySnapshots`), once per process.
 */
function storyPaths() {
  allPaths ??= getShortestPaths(wizardMachine, {
    // The actors' done and error events are the machine's own, outside the claimant's event type.
    events: (snapshot) => (EVENTS[statePath(snapshot)] ?? []) as Array<EventFromLogic<typeof wizardMachine>>,
    serializeState: (snapshot) => serializeStoryState(snapshot),
    // An Error serializes to {}: its message tells one failure from another.
    serializeEvent: (event) =>
      JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? value.message : value)),
  }) as unknown as typeof allPaths;
  return allPaths!;
}

/** The shortest path to a wizard state in a variant; throws, naming both, when there is none. */
export function pathTo(wizardState: string, variant: Variant): StoryPath {
  const found = storyPaths()
    .filter(({ state }) => statePath(state) === wizardState && VARIANT_HOLDS[variant](state.context))
    .sort((x, y) => x.steps.length - y.steps.length)[0];
  if (!found) throw new Error(`No path reaches the wizard state ${wizardState} (${variant})`);
  return { events: found.steps.map((step) => step.event), snapshot: found.state };
}

/** A persisted wizard snapshot, as `getPersistedSnapshot` gives it and JSON keeps it. */
export type PersistedWizardSnapshot = Snapshot<unknown> & {
  value: WizardSnapshot['value'];
  context: WizardContext;
};

/** The key of a story's start in `storySnapshots()`: `section.step[.inner] variant`. */
export const storyKey = (wizardState: string, variant: Variant): string => `${wizardState} ${variant}`;

/**
 * Where each wizard story starts: for every state and situation some path reaches, the persisted
 * snapshot at the end of the path `pathTo` picks (the shortest, the first found among equals).
 * Storybook's build computes it in Node and ships it as JSON (`virtual:redress-story-snapshots`),
 * so a story opened on its own restores its snapshot at once instead of walking the graph
 * in the browser.
 */
export function storySnapshots(): Record<string, PersistedWizardSnapshot> {
  const table: Record<string, PersistedWizardSnapshot> = {};
  // A stable sort: among paths of one length, the first found wins, as in pathTo.
  const shortestFirst = [...storyPaths()].sort((x, y) => x.steps.length - y.steps.length);
  for (const { state } of shortestFirst) {
    for (const variant of VARIANTS) {
      const key = storyKey(statePath(state), variant);
      if (key in table || !VARIANT_HOLDS[variant](state.context)) continue;
      table[key] = wizardMachine.getPersistedSnapshot(state) as PersistedWizardSnapshot;
    }
  }
  return table;
}
