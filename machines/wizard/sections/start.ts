import { wizardSetup } from '../setup';
import {
  alsoWhenFailed,
  backToReview,
  calling,
  changeFromReview,
  reached,
  rejectInvalid,
  retry,
  save,
  to,
} from './shared';

const contactContinue = [
  rejectInvalid('start.contact'),
  { target: 'confirming', actions: save('start.contact') },
] as const;

const recoveryContinue = [rejectInvalid('start.recovery'), { target: 'signingIn' }] as const;

export const startSection = wizardSetup.createStateConfig({
  initial: 'intro',
  states: {
    intro: {
      entry: reached('start.intro'),
      on: { 'user.continue': { target: 'details' } },
    },
    details: {
      entry: reached('start.details'),
      on: {
        'user.continue': [
          rejectInvalid('start.details'),
          ...changeFromReview('start.details'),
          { target: 'dob', actions: save('start.details') },
        ],
        'user.back': [backToReview, { target: 'intro' }],
      },
    },
    dob: {
      entry: reached('start.dob'),
      on: {
        'user.continue': [
          rejectInvalid('start.dob'),
          ...changeFromReview('start.dob'),
          { target: 'contact', actions: save('start.dob') },
        ],
        'user.back': [backToReview, { target: 'details' }],
      },
    },
    contact: {
      entry: reached('start.contact'),
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.continue': [...contactContinue],
            'user.back': [backToReview, { target: to('start.dob') }],
          },
        },
        confirming: {
          ...calling,
          invoke: {
            id: 'confirmUserExists',
            src: 'confirmUserExists',
            input: ({ context }) => ({
              email: context.answers.email,
              phoneNumber: context.answers.phoneNumber,
            }),
            onDone: [
              { guard: 'userExists', target: to('start.recovery') },
              { guard: 'returnedExistence', target: 'saving' },
              { target: 'failed', actions: 'setUnexpectedAnswer' },
            ],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        saving: {
          ...calling,
          invoke: {
            id: 'saveProfileAndContact',
            src: 'saveProfileAndContact',
            input: ({ context }) => {
              const { title, firstName, middleName, lastName, dob, email, phoneNumber, otherFirmActing } =
                context.answers;
              return { title, firstName, middleName, lastName, dob, email, phoneNumber, otherFirmActing };
            },
            onDone: [
              backToReview,
              // A changed mobile: a new check, with the code sent to the new number.
              { guard: 'isReturningToReview', target: '#wizard.check.consent.initiating' },
              { target: to('check.consent') },
            ],
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('editing', contactContinue)],
            'user.retry': retry('confirming'),
            'user.back': { target: 'editing', actions: 'clearErrors' },
          },
        },
      },
    },
    recovery: {
      entry: reached('start.recovery'),
      initial: 'signIn',
      states: {
        signIn: {
          on: {
            'user.continue': [...recoveryContinue],
            'user.requestReset': { target: 'sendingReset' },
            'user.back': { target: to('start.contact') },
          },
        },
        signingIn: {
          ...calling,
          invoke: {
            id: 'signInForRecovery',
            src: 'signInForRecovery',
            input: ({ context, event }) => ({
              email: context.answers.email,
              password:
                event.type === 'user.continue'
                  ? String((event.answers as { password: string }).password)
                  : '',
            }),
            onDone: { target: to('check.consent') },
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        sendingReset: {
          ...calling,
          invoke: {
            id: 'sendPasswordReset',
            src: 'sendPasswordReset',
            input: ({ context }) => ({ email: context.answers.email }),
            onDone: { target: 'signIn', actions: 'setResetSent' },
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            'user.continue': [...alsoWhenFailed('signIn', recoveryContinue)],
            'user.retry': retry('signIn'),
            'user.requestReset': { target: 'sendingReset', actions: 'clearErrors' },
          },
        },
      },
    },
  },
});
