// What the desk's staff sign-in machine holds and hears (machines/desk/deskSessionMachine.ts).
import type {
  AuthenticatorSecret,
  DeskStaffIdentity,
  EnrolmentKind,
  SecondFactorKind,
  SessionEndReason,
} from './types';

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
   * page (src/desk/adapters/deskActivity.ts), it restarts the idle clock (decision 217).
   */
  | { type: 'desk.activity' };
