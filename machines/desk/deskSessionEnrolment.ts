import { assign } from 'xstate';
import { formatUkMobile } from '../../contract/fields';
import { DESK_SIGN_IN_MESSAGES, failureMessage } from './messages';
import { cleared, codeError, hasRole, normaliseCode, parsePhone } from './deskSessionRules';
import { deskSessionSetup } from './deskSessionSetup';

/**
 * Texting the enrolment code (first sent or sent again): on to the code's page, saying where it
 * went; a failure goes back to the page it was asked from, in that page's words.
 */
const textingCode = (
  tag: 'enrolPhone' | 'enrolCode',
  from: 'enteringPhone' | 'enteringCode',
  failure: 'enrolSend' | 'send',
) =>
  deskSessionSetup.createStateConfig({
    tags: [tag, 'busy'],
    invoke: {
      src: 'sendEnrolmentCode',
      input: ({ context }) => ({ phoneNumber: context.enrolment?.phoneNumber ?? '' }),
      onDone: {
        target: 'enteringCode',
        actions: assign({
          notice: ({ context }) =>
            `We sent a security code to ${formatUkMobile(context.enrolment?.phoneNumber ?? '')}`,
        }),
      },
      onError: {
        target: from,
        actions: assign({ problem: ({ event }) => failureMessage(event.error, failure) }),
      },
    },
  });

/**
 * Signed in with the password, enrolling a second factor (decision 220): an authenticator app
 * (its QR code, then its code) or, on the emulator, a mobile number, then the texted code.
 * The gateway refuses this password-only session everything until the factor is enrolled.
 */
export const enrollingState = deskSessionSetup.createStateConfig({
  on: {
    'user.startAgain': {
      target: 'signingOutRefused',
      actions: assign({ enrolment: null, email: '', ...cleared }),
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'enrolsTextMessage', target: 'enteringPhone' }, { target: 'preparingApp' }],
    },
    preparingApp: {
      tags: ['enrolPreparing', 'busy'],
      invoke: {
        src: 'startAuthenticatorEnrolment',
        onDone: {
          target: 'enteringCode',
          actions: assign({
            enrolment: ({ context, event }) => ({ ...context.enrolment!, secret: event.output }),
          }),
        },
        onError: {
          target: '#deskSession.signingOutRefused',
          actions: assign({
            enrolment: null,
            problem: ({ event }) =>
              failureMessage(event.error, 'code') === DESK_SIGN_IN_MESSAGES.network
                ? DESK_SIGN_IN_MESSAGES.network
                : DESK_SIGN_IN_MESSAGES.enrolStartFailed,
          }),
        },
      },
    },
    enteringPhone: {
      tags: ['enrolPhone'],
      on: {
        'user.submitPhone': [
          {
            guard: 'phoneIsValid',
            target: 'sendingCode',
            actions: assign({
              enrolment: ({ context, event }) => {
                const parsed = parsePhone(event.type === 'user.submitPhone' ? event.phoneNumber : '');
                return {
                  ...context.enrolment!,
                  phoneNumber: 'phoneNumber' in parsed ? parsed.phoneNumber : null,
                };
              },
              ...cleared,
            }),
          },
          {
            actions: assign({
              fieldErrors: ({ event }) => {
                const parsed = parsePhone(event.phoneNumber);
                return 'error' in parsed ? { phoneNumber: parsed.error } : {};
              },
              problem: null,
            }),
          },
        ],
      },
    },
    sendingCode: textingCode('enrolPhone', 'enteringPhone', 'enrolSend'),
    enteringCode: {
      tags: ['enrolCode'],
      on: {
        'user.submitCode': [
          { guard: 'codeIsComplete', target: 'confirming', actions: assign(cleared) },
          {
            actions: assign({
              fieldErrors: ({ event }) => ({ code: codeError(event.code) }),
              problem: null,
            }),
          },
        ],
        'user.resendCode': {
          guard: 'enrolsTextMessage',
          target: 'resendingCode',
          actions: assign(cleared),
        },
        'user.changePhone': {
          guard: 'enrolsTextMessage',
          target: 'enteringPhone',
          actions: assign({
            enrolment: ({ context }) => ({ ...context.enrolment!, phoneNumber: null }),
            ...cleared,
          }),
        },
      },
    },
    resendingCode: textingCode('enrolCode', 'enteringCode', 'send'),
    confirming: {
      tags: ['enrolCode', 'busy'],
      invoke: {
        src: 'enrolFactor',
        input: ({ event }) => ({
          code: event.type === 'user.submitCode' ? normaliseCode(event.code) : '',
        }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null && hasRole(event.output),
            target: '#deskSession.signedIn',
            actions: assign({ staff: ({ event }) => event.output, enrolment: null, ...cleared }),
          },
          {
            // Enrolled before any role was given: a supervisor grants it next (decision 247).
            guard: ({ event }) => event.output !== null,
            target: '#deskSession.signingOutRefused',
            actions: assign({
              enrolment: null,
              ...cleared,
              notice: DESK_SIGN_IN_MESSAGES.enrolledAwaitingAccess,
            }),
          },
          {
            // Enrolled, but the token has no second factor: sign in again with the new one.
            target: '#deskSession.signingOutRefused',
            actions: assign({
              enrolment: null,
              ...cleared,
              notice: DESK_SIGN_IN_MESSAGES.enrolledSignInAgain,
            }),
          },
        ],
        onError: {
          target: 'enteringCode',
          actions: assign({ problem: ({ event }) => failureMessage(event.error, 'code'), notice: null }),
        },
      },
    },
  },
});
