import { assign } from 'xstate';
import { deskSessionSetup } from './deskSessionSetup';
import { enrollingState } from './deskSessionEnrolment';
import { cleared } from './deskSessionRules';
import {
  checkingPasswordState,
  restoringState,
  secondFactorState,
  signedOutState,
} from './deskSessionSignIn';
import { DESK_SIGN_IN_MESSAGES } from './messages';

export type * from './deskSessionTypes';
export type {
  AuthenticatorSecret,
  DeskStaffIdentity,
  EnrolmentKind,
  SecondFactorKind,
  SessionEndReason,
} from './types';
export { DESK_IDLE_MS, normaliseCode } from './deskSessionRules';

/**
 * The desk's staff sign-in (decision 191): the email and password, then the second factor the
 * account enrolled (a code texted to its mobile, or the code an authenticator app shows), then the
 * desk, for a token with a staff role and workspaces. The Firebase calls are actors supplied by
 * src/desk; this machine holds no Firebase object, only what the page shows.
 */
export const deskSessionMachine = deskSessionSetup.createMachine({
  id: 'deskSession',
  context: {
    email: '',
    challenge: null,
    enrolment: null,
    staff: null,
    fieldErrors: {},
    problem: null,
    notice: null,
  },
  initial: 'restoring',
  states: {
    // Signing in (deskSessionSignIn.ts).
    restoring: restoringState,
    signedOut: signedOutState,
    checkingPassword: checkingPasswordState,
    secondFactor: secondFactorState,
    // Enrolling a second factor (deskSessionEnrolment.ts).
    enrolling: enrollingState,
    // The session.
    signedIn: {
      tags: ['signedIn'],
      after: {
        idle: {
          target: 'signingOutRefused',
          actions: assign({ staff: null, ...cleared, notice: DESK_SIGN_IN_MESSAGES.idle }),
        },
      },
      on: {
        // Re-entering restarts the idle clock.
        'desk.activity': { target: 'signedIn', reenter: true },
        'user.signOut': 'signingOut',
        'desk.sessionEnded': {
          target: 'signingOutRefused',
          actions: assign({ staff: null, ...cleared, notice: DESK_SIGN_IN_MESSAGES.sessionEnded }),
        },
      },
    },
    signingOut: {
      tags: ['busy', 'signedIn'],
      invoke: {
        src: 'signOut',
        onDone: {
          target: 'signedOut',
          actions: assign({ staff: null, email: '', fieldErrors: {}, problem: null, notice: null }),
        },
        // The local session is what matters; a failed sign-out still shows the sign-in page.
        onError: {
          target: 'signedOut',
          actions: assign({ staff: null, email: '', fieldErrors: {}, problem: null, notice: null }),
        },
      },
    },
    /**
     * A sign-in that is not a desk session (no role, no second factor), an enrolment left, or a
     * session the gateway has ended: signed out at once, keeping what the page says.
     */
    signingOutRefused: {
      tags: ['password', 'busy'],
      invoke: {
        src: 'signOut',
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
  },
});
