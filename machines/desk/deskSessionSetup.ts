import { fromPromise, setup } from 'xstate';
import { codeError, DESK_IDLE_MS, parsePhone, passwordErrors } from './deskSessionRules';
import type {
  DeskSessionContext,
  DeskSessionEvent,
  PasswordOutcome,
  SecondFactorChallenge,
} from './deskSessionTypes';
import type { AuthenticatorSecret, DeskStaffIdentity } from './types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The desk sign-in's named actors, guards and delay (decision 268): the state files
 * (deskSessionSignIn.ts, deskSessionEnrolment.ts) and the machine (deskSessionMachine.ts) build on this.
 */
export const deskSessionSetup = setup({
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
});
