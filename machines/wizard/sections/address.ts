import { wizardSetup } from '../setup';
import { alsoWhenFailed, backToReview, calling, reached, rejectInvalid, retry, save, to } from './shared';

const lookup = [
  { guard: 'isValidPostcode', target: 'lookingUp', actions: 'rememberPostcode' },
  { guard: 'isPostcodeAttempt', target: 'editing', actions: 'showPostcodeError' },
] as const;

/**
 * Postcode lookup inside an address step; manual entry stays possible whatever the lookup does. A
 * failed lookup is told by the finder itself (tag `lookupFailed`), and the page goes on working:
 * another lookup or Continue with the address typed by hand is one event, as on the resting state.
 */
const lookupStates = <const C extends readonly object[]>(
  step: 'address.current' | 'address.history',
  onContinue: C,
) =>
  ({
    lookingUp: {
      ...calling,
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
      tags: ['lookupFailed'],
      on: {
        'user.lookupPostcode': [...lookup],
        'user.continue': [...alsoWhenFailed('editing', onContinue)],
        'user.retry': retry('lookingUp'),
        'user.back': { target: 'editing', actions: 'clearErrors' },
      },
    },
  }) as const;

const currentContinue = [
  rejectInvalid('address.current'),
  {
    guard: 'currentAddressCoversHistory',
    target: to('sign.review'),
    actions: [save('address.current'), 'endChange'],
  },
  { target: to('address.history'), actions: save('address.current') },
] as const;

const historyContinue = [
  rejectInvalid('address.history'),
  { target: to('sign.review'), actions: [save('address.history'), 'endChange'] },
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
            'user.continue': [...currentContinue],
            'user.back': [backToReview, { target: to('check.agreements') }],
          },
        },
        ...lookupStates('address.current', currentContinue),
      },
    },
    history: {
      entry: reached('address.history'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.lookupPostcode': [...lookup],
            'user.continue': [...historyContinue],
            'user.back': [backToReview, { target: to('address.current') }],
          },
        },
        ...lookupStates('address.history', historyContinue),
      },
    },
  },
});
