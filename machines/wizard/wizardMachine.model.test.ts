import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { explore, stateIdsOf, transitionLabelsOf } from '../testing/coverage';
import type { WizardContext } from './context';
import { sampleAgreements, sampleAnswers as a } from './fixtures';
import { isCheckCurrent } from './checked';
import { isHistoryComplete } from './history';
import { selectStep } from './selectors';
import { CHANGEABLE_STEPS, STEP_KEYS, toStepRef } from './steps';
import { wizardMachine } from './wizardMachine';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });

const continueWith = (answers?: unknown) => ({ type: 'user.continue', answers });

const stepEvents: Record<string, unknown[]> = {
  'start.intro': [continueWith()],
  // Each with an answer the credit check depends on changed, for a Change from review (decision 108).
  'start.details': [
    continueWith(a.details),
    continueWith({ ...a.details, lastName: 'Changed' }),
    continueWith({ firstName: 3 }),
  ],
  'start.dob': [
    continueWith(a.dob),
    continueWith({ dob: { ...a.dob.dob, day: '5' } }),
    continueWith({ dob: { day: '31', month: '2', year: '1990' } }),
  ],
  'start.contact': [
    continueWith(a.contact),
    continueWith({ ...a.contact, phoneNumber: '07911 654321' }),
    continueWith({ ...a.contact, phoneNumber: '020 7946 0018' }),
    done('confirmUserExists', { exists: false }),
    done('confirmUserExists', { exists: true }),
    done('confirmUserExists', {}),
    failed('confirmUserExists'),
    done('saveProfileAndContact'),
    failed('saveProfileAndContact'),
  ],
  'start.recovery': [
    continueWith(a.recovery),
    continueWith({}),
    { type: 'user.requestReset' },
    done('signInForRecovery'),
    failed('signInForRecovery'),
    done('sendPasswordReset'),
    failed('sendPasswordReset'),
  ],
  'check.consent': [
    continueWith(a.consent),
    continueWith({ softSearchConsent: 'yes' }),
    done('initiateCheck', { claimId: 'claim-1', codeSent: true }),
    done('initiateCheck', { claimId: 'claim-1', codeSent: false }),
    done('initiateCheck', {}),
    failed('initiateCheck'),
  ],
  'check.otp': [
    continueWith(a.otp),
    continueWith({ code: '12' }),
    { type: 'user.resendCode' },
    { type: 'user.changeNumber' },
    done('resendCode', { claimId: 'claim-1', codeSent: true }),
    done('resendCode', { claimId: 'claim-1', codeSent: false }),
    failed('resendCode'),
    done('verifyOtp', { status: 'verified', agreements: sampleAgreements }),
    done('verifyOtp', { status: 'verified', agreements: [] }),
    done('verifyOtp', { status: 'wrongCode', attemptsLeft: 4 }),
    done('verifyOtp', { status: 'expired' }),
    done('verifyOtp', { status: 'surprise' }),
    failed('verifyOtp'),
  ],
  'check.agreements': [
    continueWith(),
    continueWith(a.agreements),
    continueWith({ chosenAgreementIds: [] }),
    continueWith({ chosenAgreementIds: 'cf-1' }),
    continueWith({ chosenAgreementIds: [], agreement: a.manualAgreement }),
    // An agreement reaching further back than any address given.
    continueWith({
      chosenAgreementIds: [],
      agreement: { lender: 'Old Finance', started: { month: '1', year: '2001' } },
    }),
    continueWith({ chosenAgreementIds: [], agreement: { lender: '' } }),
  ],
  'address.current': [
    continueWith(a.recentAddress),
    continueWith(a.longAddress),
    continueWith({ currentAddress: { address: {} } }),
    { type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'currentAddress' },
    { type: 'user.lookupPostcode', postcode: 'nowhere', field: 'currentAddress' },
    done('lookupAddress.address.current', []),
    failed('lookupAddress.address.current'),
  ],
  'address.history': [
    continueWith(a.history),
    continueWith(a.shortHistory),
    { type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'previousAddresses.0' },
    { type: 'user.lookupPostcode', postcode: 'nowhere', field: 'previousAddresses.1' },
    { type: 'user.lookupPostcode', postcode: 7, field: 'previousAddresses.0' },
    { type: 'user.lookupPostcode', postcode: 'ls1 4dy', field: 'elsewhere' },
    done('lookupAddress.address.history', []),
    failed('lookupAddress.address.history'),
  ],
  'sign.review': [
    continueWith(),
    ...CHANGEABLE_STEPS.map((step) => ({ type: 'user.change', ...toStepRef(step) })),
  ],
  'sign.signature': [
    continueWith(a.signature),
    continueWith({ signature: { kind: 'typed', value: 'S' }, termsAccepted: false }),
    done('submitClaim', { claimReference: 'RDR-1' }),
    done('submitClaim', null),
    failed('submitClaim'),
  ],
  'thankyou.done': [continueWith()],
  'thankyou.account': [
    continueWith(a.account),
    continueWith({ password: 'short' }),
    done('upgradeAccount'),
    failed('upgradeAccount'),
  ],
};

/** Events worth trying in a state: the step's own (valid, invalid, malformed, actor replies) and the router's. */
const saveForLaterEvents = [
  continueWith(a.account),
  continueWith({ password: 'short' }),
  done('upgradeForLater'),
  failed('upgradeForLater'),
  done('saveProgress'),
  failed('saveProgress'),
];

const events = (snapshot: AnyMachineSnapshot) => {
  const { section, step } = selectStep(snapshot as Parameters<typeof selectStep>[0]);
  const saving = typeof snapshot.value === 'object' && 'saveForLater' in snapshot.value;
  return [
    ...(saving ? saveForLaterEvents : (stepEvents[`${section}.${step}`] ?? [])),
    { type: 'user.saveForLater' },
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'user.change', section: 'start', step: 'details' },
    ...STEP_KEYS.map((key) => ({ type: 'user.goTo', ...toStepRef(key) })),
    { type: 'user.goTo', section: 'nowhere', step: 7 },
  ] as AnyEventObject[];
};

/** The parts of the context that change behaviour; answers' exact texts do not. */
function serializeWizardState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as WizardContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    reached: context.reached.length,
    change: context.returnToReview,
    claimId: context.claimId !== null,
    found: context.agreementsFound === null ? null : context.agreementsFound.length > 0,
    chosen: context.answers.chosenAgreementIds.length > 0,
    current: context.answers.currentAddress !== null,
    history: isHistoryComplete(context),
    previous: context.answers.previousAddresses.length,
    submitted: context.claimReference !== null,
    checkCurrent: isCheckCurrent(context),
    checkStarted: context.checksStarted > 0,
  });
}

describe('claim wizard, model-based', () => {
  const result = explore(wizardMachine, { events, serializeState: serializeWizardState, limit: 400_000 });

  it('reaches every state the definition declares', () => {
    expect(stateIdsOf(wizardMachine).filter((id) => !result.visitedStates.has(id))).toEqual([]);
  });

  it('takes every transition the definition declares', () => {
    expect(transitionLabelsOf(wizardMachine).filter((t) => !result.takenTransitions.has(t))).toEqual([]);
  });

  it('agrees with a live actor at the end of the shortest path to every state', () => {
    expect(result.paths.length).toBeGreaterThan(100);
    expect(result.replayMismatches({ onePerStateValue: true })).toEqual([]);
  });
});
