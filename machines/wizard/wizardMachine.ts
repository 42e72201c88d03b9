import { and } from 'xstate';
import { STEP_KEYS, toStepRef } from './steps';
import { initialContext } from './context';
import { wizardSetup } from './setup';
import { addressSection } from './sections/address';
import { checkSection } from './sections/check';
import { signSection } from './sections/sign';
import { startSection } from './sections/start';
import { thankyouSection } from './sections/thankyou';
import { saveForLaterState } from './sections/saveForLater';

/**
 * The claim journey: start → check → address → sign → thankyou. The
 * router mirrors the current step in the URL and sends `user.goTo` for Back/Forward and typed
 * URLs; only steps already reached, whose prerequisites still hold, are allowed.
 */
export const wizardMachine = wizardSetup.createMachine({
  id: 'wizard',
  context: initialContext,
  initial: 'start',
  on: {
    'user.goTo': STEP_KEYS.map((step) => ({
      guard: { type: 'canGoTo', params: { step } } as const,
      target: `.${toStepRef(step).section}.${toStepRef(step).step}`,
      actions: 'endChange' as const,
    })),
    'user.saveForLater': [
      { guard: and(['canSaveForLater', 'lacksSavedContact']), target: '.saveForLater.needsContact' },
      { guard: 'canSaveForLater', target: '.saveForLater' },
    ],
  },
  states: {
    start: startSection,
    check: checkSection,
    address: addressSection,
    sign: signSection,
    thankyou: thankyouSection,
    saveForLater: saveForLaterState,
  },
});

export type WizardMachine = typeof wizardMachine;
