import { wizardSetup } from '../setup';
import { backToReview, reached, rejectInvalid, retry, save, to, whileBusy } from './shared';

/** Postcode lookup inside an address step; manual entry stays possible whatever the lookup does. */
const lookupStates = (step: 'address.current' | 'address.history') =>
  ({
    lookingUp: {
      on: whileBusy,
      invoke: {
        id: `lookupAddress.${step}`,
        src: 'lookupAddress',
        input: ({ context }: { context: { lookupPostcode: string | null } }) => ({
          postcode: context.lookupPostcode ?? '',
        }),
        onDone: { target: 'editing', actions: 'setAddressResults' },
        onError: { target: 'failed', actions: 'setGatewayError' },
      },
    },
    failed: {
      on: {
        'user.retry': retry('lookingUp'),
        'user.back': { target: 'editing', actions: 'clearErrors' },
      },
    },
  }) as const;

const lookup = [
  { guard: 'isValidPostcode', target: 'lookingUp', actions: 'rememberPostcode' },
  { guard: 'isPostcodeAttempt', actions: 'showPostcodeError' },
] as const;

export const addressSection = wizardSetup.createStateConfig({
  initial: 'current',
  states: {
    current: {
      entry: reached('address.current'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.lookupPostcode': [...lookup],
            'user.continue': [
              rejectInvalid('address.current'),
              {
                guard: 'currentAddressCoversHistory',
                target: to('sign.review'),
                actions: [save('address.current'), 'endChange'],
              },
              { target: to('address.history'), actions: save('address.current') },
            ],
            'user.back': [backToReview, { target: to('check.agreements') }],
          },
        },
        ...lookupStates('address.current'),
      },
    },
    history: {
      entry: reached('address.history'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.lookupPostcode': [...lookup],
            'user.continue': [
              rejectInvalid('address.history'),
              { target: to('sign.review'), actions: [save('address.history'), 'endChange'] },
            ],
            'user.back': [backToReview, { target: to('address.current') }],
          },
        },
        ...lookupStates('address.history'),
      },
    },
  },
});
