import { CHANGEABLE_STEPS, toStepRef } from '../steps';
import { chosenAgreements } from '../history';
import { wizardSetup } from '../setup';
import { alsoWhenFailed, calling, reached, rejectInvalid, retry, save, to } from './shared';

const signatureContinue = [
  rejectInvalid('sign.signature'),
  { target: 'submitting', actions: save('sign.signature') },
] as const;

export const signSection = wizardSetup.createStateConfig({
  initial: 'review',
  states: {
    review: {
      entry: reached('sign.review'),
      on: {
        'user.continue': { target: 'signature' },
        'user.change': CHANGEABLE_STEPS.map((step) => ({
          guard: { type: 'isChangeRequestFor', params: { step } } as const,
          target: `#wizard.${toStepRef(step).section}.${toStepRef(step).step}`,
          actions: 'startChange' as const,
        })),
        'user.back': [
          { guard: 'hasPreviousAddresses', target: to('address.history') },
          { target: to('address.current') },
        ],
      },
    },
    signature: {
      entry: reached('sign.signature'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.continue': [...signatureContinue],
            'user.back': { target: to('sign.review') },
          },
        },
        submitting: {
          ...calling,
          invoke: {
            id: 'submitClaim',
            src: 'submitClaim',
            // The claim id doubles as the idempotency key, so a retried submission is answered once.
            input: ({ context }) => ({
              claimId: context.claimId ?? '',
              answers: context.answers,
              agreements: chosenAgreements(context),
            }),
            onDone: [
              { guard: 'returnedClaimReference', target: to('thankyou.done'), actions: 'setClaimReference' },
              { target: 'failed', actions: 'setUnexpectedAnswer' },
            ],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('editing', signatureContinue)],
            'user.retry': retry('submitting'),
            'user.back': { target: 'editing', actions: 'clearErrors' },
          },
        },
      },
    },
  },
});
