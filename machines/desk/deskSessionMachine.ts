import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { EmailSchema, formatUkMobile, MobileSchema } from '../../contract/fields';
import type {
  AuthenticatorSecret,
  DeskStaffIdentity,
  EnrolmentKind,
  SecondFactorKind,
  SessionEndReason,
} from './types';
import { DESK_SIGN_IN_MESSAGES, failureMessage } from './messages';

export type { AuthenticatorSecret, DeskStaffIdentity, EnrolmentKind, SecondFactorKind, SessionEndReason };

/** What the password step answers: a second factor to ask for (the account enrolled one). */
export interface SecondFactorChallenge {
  kind: SecondFactorKind;
  /** How the factor is named to the staff member: a masked mobile ("+*******0123") or the app's name. */
  hint: string;
}

/** A field's error, GOV.UK style: the summary links to the field by its name. */
export interface DeskFieldErrors {
  email?: string;
  password?: string;
  code?: string;
  phoneNumber?: string;
}

/** What the password step answers for an account with no second factor yet. */
export interface EnrolmentOffer {
  /** The factor this deployment enrols: an authenticator app, or a text message on the emulator. */
  kind: EnrolmentKind;
  /** Enrolling any factor needs a confirmed email address (Firebase refuses it otherwise). */
  emailVerified: boolean;
}

/** A second factor being enrolled, as the page shows it. */
export interface Enrolment {
  kind: EnrolmentKind;
  /** The mobile a code was texted to, in E.164 (a text message only). */
  phoneNumber: string | null;
  /** The authenticator app's secret (an authenticator app only). */
  secret: AuthenticatorSecret | null;
}

/** What the password step answers. */
export type PasswordOutcome =
  | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
  | { kind: 'noSecondFactor'; staff: DeskStaffIdentity; enrolment: EnrolmentOffer };

export interface DeskSessionContext {
  /** The email typed at the password step, kept so a failed sign-in does not empty the field. */
  email: string;
  challenge: SecondFactorChallenge | null;
  /** The second factor a signed-in staff member without one is enrolling. */
  enrolment: Enrolment | null;
  staff: DeskStaffIdentity | null;
  fieldErrors: DeskFieldErrors;
  /** Why the last step failed, as the page says it (above the form, in the error summary). */
  problem: string | null;
  /** "We sent a code…": said once a code has been sent, again after "Send a new code". */
  notice: string | null;
}

/** Events: each is one thing the staff member does. */
export type DeskSessionEvent =
  /** The password step: "Continue" with the email and password typed. */
  | { type: 'user.signIn'; email: string; password: string }
  /** The second factor step: "Continue" with the security code typed. */
  | { type: 'user.submitCode'; code: string }
  /** "Send a new code" (a text message only). */
  | { type: 'user.resendCode' }
  /** "Sign in with a different account" from the second factor step or an enrolment step. */
  | { type: 'user.startAgain' }
  /** Enrolling a text message: "Continue" with the mobile number typed. */
  | { type: 'user.submitPhone'; phoneNumber: string }
  /** Enrolling a text message: "Use a different mobile number" from the code step. */
  | { type: 'user.changePhone' }
  /** "Sign out" in the desk's header. */
  | { type: 'user.signOut' }
  /**
   * A desk call was refused because the session is over (older than the gateway allows, or its
   * second factor gone): reported by the desk's gateway client, not typed by anyone.
   */
  | { type: 'desk.sessionEnded'; reason: SessionEndReason }
  /**
   * A keypress, click or page change in any of the desk's tabs while signed in: reported by the
   * page (src/desk/deskActivity.ts), it restarts the idle clock (decision 217).
   */
  | { type: 'desk.activity' };

/** The desk signs a staff member out after this long without activity in any of its tabs (decision 217). */
export const DESK_IDLE_MS = 30 * 60 * 1000;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

const PasswordStepSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty(DESK_SIGN_IN_MESSAGES.emptyPassword)),
});

/** The code as typed, spaces and dashes set aside (paste allowed). */
export const normaliseCode = (code: string) => code.replace(/[\s-]+/g, '');

function passwordErrors(email: string, password: string): DeskFieldErrors {
  const parsed = v.safeParse(PasswordStepSchema, { email, password }, { abortPipeEarly: true });
  if (parsed.success) return {};
  const errors: DeskFieldErrors = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key as 'email' | 'password' | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function codeError(code: string): string | undefined {
  const compact = normaliseCode(code);
  if (compact === '') return DESK_SIGN_IN_MESSAGES.emptyCode;
  if (!/^\d{6}$/.test(compact)) return DESK_SIGN_IN_MESSAGES.codeFormat;
  return undefined;
}

const hasRole = (staff: DeskStaffIdentity) => staff.role !== null && staff.workspaces.length > 0;
/** Staff, or an account grant-role invited to enrol a second factor before its role (decision 247). */
const mayEnrol = (staff: DeskStaffIdentity) => hasRole(staff) || staff.invited === true;

/** The mobile typed, by the contract's UK mobile rules: its E.164 form, or the message to show. */
function parsePhone(value: string): { phoneNumber: string } | { error: string } {
  const parsed = v.safeParse(MobileSchema, value);
  return parsed.success ? { phoneNumber: parsed.output } : { error: parsed.issues[0].message };
}

const cleared = { fieldErrors: {}, problem: null, notice: null } as const;

/**
 * The desk's staff sign-in (decision 191): the email and password, then the second factor the
 * account enrolled (a code texted to its mobile, or the code an authenticator app shows), then the
 * desk, for a token with a staff role and workspaces. The Firebase calls are actors supplied by
 * src/desk; this machine holds no Firebase object, only what the page shows.
 */
export const deskSessionMachine = setup({
  types: {
    context: {} as DeskSessionContext,
    events: {} as DeskSessionEvent,
  },
  delays: {
    /** No activity for this long while signed in signs the staff member out (decision 217). */
    idle: DESK_IDLE_MS,
  },
  actors: {
    /** A desk sign-in kept from before (a reload): the staff member, or null. */
    restoreSession: fromPromise<DeskStaffIdentity | null>(notProvided('restoreSession')),
    /**
     * The password. Answers the second factor to ask for, or — for an account that has none — who
     * signed in, so the machine can say which of "no access" or "no second factor" applies.
     */
    signInWithPassword: fromPromise<PasswordOutcome, { email: string; password: string }>(
      notProvided('signInWithPassword'),
    ),
    /** Texts a code to the enrolled mobile (nothing to do for an authenticator app). */
    sendCode: fromPromise<void, { challenge: SecondFactorChallenge }>(notProvided('sendCode')),
    /** Finishes the sign-in with the code: who signed in, from the ID token's claims. */
    verifyCode: fromPromise<DeskStaffIdentity, { code: string }>(notProvided('verifyCode')),
    signOut: fromPromise<void>(notProvided('signOut')),
    /** Enrolling an authenticator app: a new secret for the signed-in account. */
    startAuthenticatorEnrolment: fromPromise<AuthenticatorSecret>(notProvided('startAuthenticatorEnrolment')),
    /** Enrolling a text message: texts a code to the mobile typed (E.164). */
    sendEnrolmentCode: fromPromise<void, { phoneNumber: string }>(notProvided('sendEnrolmentCode')),
    /**
     * Enrols the factor with the code, then refreshes the ID token: who is signed in (the token now
     * carries the second factor), or null when the staff member must sign in again with it.
     */
    enrolFactor: fromPromise<DeskStaffIdentity | null, { code: string }>(notProvided('enrolFactor')),
  },
  guards: {
    passwordStepIsComplete: ({ event }) =>
      event.type === 'user.signIn' && Object.keys(passwordErrors(event.email, event.password)).length === 0,
    codeIsComplete: ({ event }) => event.type === 'user.submitCode' && codeError(event.code) === undefined,
    isTextMessage: ({ context }) => context.challenge?.kind === 'phone',
    enrolsTextMessage: ({ context }) => context.enrolment?.kind === 'phone',
    phoneIsValid: ({ event }) =>
      event.type === 'user.submitPhone' && 'phoneNumber' in parsePhone(event.phoneNumber),
  },
}).createMachine({
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
    restoring: {
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
    },
    signedOut: {
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
    },
    checkingPassword: {
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
              challenge: ({ event }) =>
                event.output.kind === 'secondFactor' ? event.output.challenge : null,
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
    },
    secondFactor: {
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
    },
    /**
     * Signed in with the password, enrolling a second factor (decision 220): an authenticator app
     * (its QR code, then its code) or, on the emulator, a mobile number, then the texted code.
     * The gateway refuses this password-only session everything until the factor is enrolled.
     */
    enrolling: {
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
        sendingCode: {
          tags: ['enrolPhone', 'busy'],
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
              target: 'enteringPhone',
              actions: assign({ problem: ({ event }) => failureMessage(event.error, 'enrolSend') }),
            },
          },
        },
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
        resendingCode: {
          tags: ['enrolCode', 'busy'],
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
              target: 'enteringCode',
              actions: assign({ problem: ({ event }) => failureMessage(event.error, 'send') }),
            },
          },
        },
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
    },
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
