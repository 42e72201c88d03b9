import { wizardSetup } from '../setup';
import { STEP_KEYS } from '../steps';
import { calling, passwordInput, rejectInvalid, retry } from './shared';

/** The steps "Save and come back later" is offered on: all before the claim is submitted. */
export const SAVABLE_STEPS = STEP_KEYS.filter((step) => !step.startsWith('thankyou.'));

/** While a call is in flight, neither the router nor Back moves the claimant. */
const busy = { ...calling, on: { ...calling.on, 'user.back': {} } } as const;

const passwordContinue = [rejectInvalid('thankyou.account'), { target: 'upgrading' }] as const;

/**
 * "Save and come back later", from any step before signing: the claimant sets a password (the
 * auth machine's upgrade; a verification link is emailed), then the journey is kept on the server
 * so that signing in, on any device, resumes it at the same step. Back returns to the step. Before the contact details are saved there is no email to save it under: the page says so.
 */
export const saveForLaterState = wizardSetup.createStateConfig({
  initial: 'choosing',
  // Back to the step it was opened from (its answers are in the context, so it shows them again).
  on: {
    'user.back': SAVABLE_STEPS.map((step) => ({
      guard: { type: 'isCurrentStep', params: { step } } as const,
      target: `#wizard.${step}` as const,
    })),
  },
  states: {
    choosing: {
      on: { 'user.continue': [...passwordContinue] },
    },
    /** The email and mobile are not saved yet: nothing to save the claim under. */
    needsContact: {},
    upgrading: {
      ...busy,
      invoke: {
        id: 'upgradeForLater',
        src: 'upgradeAccount',
        input: passwordInput,
        onDone: { target: 'saving', actions: 'setAccountCreated' },
        onError: { target: 'failed', actions: 'setGatewayError' },
      },
    },
    saving: {
      ...busy,
      invoke: {
        id: 'saveProgress',
        src: 'saveProgress',
        input: ({ context }) => ({ context }),
        onDone: { target: 'saved' },
        onError: { target: 'savingFailed', actions: 'setGatewayError' },
      },
    },
    /** The password was not set: the claimant corrects it or tries again. */
    failed: {
      tags: ['failed'],
      on: {
        'user.continue': [rejectInvalid('thankyou.account'), { target: 'upgrading' }],
        'user.retry': retry('choosing'),
      },
    },
    /** The password is set but the journey was not kept: Try again saves it without a new password. */
    savingFailed: {
      tags: ['failed'],
      on: { 'user.retry': retry('saving') },
    },
    /** Check your email: confirm the address, then sign in to carry on. */
    saved: { tags: ['savedForLater'] },
  },
});
