import { assign } from 'xstate';
import { DESK_SIGN_IN_MESSAGES, failureMessage } from './messages';
import { cleared, codeError, hasRole, mayEnrol, normaliseCode, passwordErrors } from './deskSessionRules';
import { deskSessionSetup } from './deskSessionSetup';

// The desk's sign-in region (decision 191): opening the desk, the password, then the second factor
// the account enrolled. Targets name the machine's top-level states (deskSessionMachine.ts).

/** Opening the desk: a sign-in kept from before (a reload), or the password step. */
export const restoringState = deskSessionSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'restoreSession',
    onDone: [
      {
        guard: ({ event }) => event.output !== null && hasRole(event.output),
        target: 'signedIn',
        actions: assign({ staff: ({ event }) => event.output }),
      },
      { target: 'signedOut' },
    ],
    // A session that cannot be read is no session: the staff member signs in again.
    onError: 'signedOut',
  },
});

/** The password step: the email and password checked here before Firebase is asked. */
export const signedOutState = deskSessionSetup.createStateConfig({
  tags: ['password'],
  on: {
    'user.signIn': [
      {
        guard: 'passwordStepIsComplete',
        target: 'checkingPassword',
        actions: assign({ email: ({ event }) => event.email.trim(), ...cleared }),
      },
      {
        actions: assign({
          email: ({ event }) => event.email,
          fieldErrors: ({ event }) => passwordErrors(event.email, event.password),
          problem: null,
          notice: null,
        }),
      },
    ],
  },
});

/** The password, with Firebase: the second factor to ask for, an enrolment, or no access. */
export const checkingPasswordState = deskSessionSetup.createStateConfig({
  tags: ['password', 'busy'],
  invoke: {
    src: 'signInWithPassword',
    input: ({ event }) =>
      event.type === 'user.signIn'
        ? { email: event.email.trim(), password: event.password }
        : { email: '', password: '' },
    onDone: [
      {
        guard: ({ event }) => event.output.kind === 'secondFactor',
        target: 'secondFactor',
        actions: assign({
          challenge: ({ event }) => (event.output.kind === 'secondFactor' ? event.output.challenge : null),
        }),
      },
      {
        // Staff (or an account invited to become staff) with no second factor yet and a
        // confirmed email: walked through enrolling one.
        guard: ({ event }) =>
          event.output.kind === 'noSecondFactor' &&
          mayEnrol(event.output.staff) &&
          event.output.enrolment.emailVerified,
        target: 'enrolling',
        actions: assign({
          enrolment: ({ event }) => ({
            kind: event.output.kind === 'noSecondFactor' ? event.output.enrolment.kind : 'totp',
            phoneNumber: null,
            secret: null,
          }),
        }),
      },
      {
        // Signed in with the password alone and nothing to enrol: not a desk session. Staff
        // must confirm their email first; any other account has no access.
        target: 'signingOutRefused',
        actions: assign({
          problem: ({ event }) =>
            event.output.kind === 'noSecondFactor' && mayEnrol(event.output.staff)
              ? DESK_SIGN_IN_MESSAGES.emailNotVerified
              : DESK_SIGN_IN_MESSAGES.noAccess,
        }),
      },
    ],
    onError: {
      target: 'signedOut',
      actions: assign({ problem: ({ event }) => failureMessage(event.error, 'password') }),
    },
  },
});

/** The second factor the account enrolled: a texted code (sent first) or an authenticator app's code. */
export const secondFactorState = deskSessionSetup.createStateConfig({
  tags: ['secondFactor'],
  on: {
    'user.startAgain': {
      target: 'signedOut',
      actions: assign({ challenge: null, fieldErrors: {}, problem: null, notice: null }),
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isTextMessage', target: 'sending' }, { target: 'enteringCode' }],
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ challenge: context.challenge! }),
        onDone: {
          target: 'enteringCode',
          actions: assign({
            notice: ({ context }) => `We sent a security code to ${context.challenge?.hint}`,
          }),
        },
        onError: {
          target: 'enteringCode',
          actions: assign({ problem: ({ event }) => failureMessage(event.error, 'send'), notice: null }),
        },
      },
    },
    enteringCode: {
      on: {
        'user.submitCode': [
          {
            guard: 'codeIsComplete',
            target: 'verifying',
            actions: assign({ fieldErrors: {}, problem: null }),
          },
          {
            actions: assign({
              fieldErrors: ({ event }) => ({ code: codeError(event.code) }),
              problem: null,
            }),
          },
        ],
        'user.resendCode': {
          guard: 'isTextMessage',
          target: 'sending',
          actions: assign({ fieldErrors: {}, problem: null, notice: null }),
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ event }) => ({
          code: event.type === 'user.submitCode' ? normaliseCode(event.code) : '',
        }),
        onDone: [
          {
            guard: ({ event }) => hasRole(event.output),
            target: '#deskSession.signedIn',
            actions: assign({
              staff: ({ event }) => event.output,
              challenge: null,
              notice: null,
              problem: null,
            }),
          },
          {
            target: '#deskSession.signingOutRefused',
            actions: assign({ problem: DESK_SIGN_IN_MESSAGES.noAccess, challenge: null, notice: null }),
          },
        ],
        onError: {
          target: 'enteringCode',
          actions: assign({
            problem: ({ event }) => failureMessage(event.error, 'code'),
            notice: null,
          }),
        },
      },
    },
  },
});
