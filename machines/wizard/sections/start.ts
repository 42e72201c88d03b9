import { wizardSetup } from '../setup';
import { backToReview, changeFromReview, reached, rejectInvalid, retry, save, to, whileBusy } from './shared';

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
            'user.continue': [
              rejectInvalid('start.contact'),
              { target: 'confirming', actions: save('start.contact') },
            ],
            'user.back': [backToReview, { target: to('start.dob') }],
          },
        },
        confirming: {
          on: whileBusy,
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
          on: whileBusy,
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
          on: {
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
            'user.continue': [rejectInvalid('start.recovery'), { target: 'signingIn' }],
            'user.requestReset': { target: 'sendingReset' },
            'user.back': { target: to('start.contact') },
          },
        },
        signingIn: {
          on: whileBusy,
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
          on: whileBusy,
          invoke: {
            id: 'sendPasswordReset',
            src: 'sendPasswordReset',
            input: ({ context }) => ({ email: context.answers.email }),
            onDone: { target: 'signIn', actions: 'setResetSent' },
            onError: { target: 'failed', actions: 'setGatewayError' },
          },
        },
        failed: {
          on: {
            'user.retry': retry('signIn'),
            'user.requestReset': { target: 'sendingReset', actions: 'clearErrors' },
          },
        },
      },
    },
  },
});
