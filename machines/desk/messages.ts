import { UK_MOBILE_MESSAGE } from '../../contract/fields';
import type { DeskSignInFailureKind } from './types';

/** What the desk's sign-in says, GOV.UK style: what happened and what to do. */
export const DESK_SIGN_IN_MESSAGES = {
  emptyPassword: 'Enter your password',
  emptyCode: 'Enter the security code',
  codeFormat: 'The security code must be 6 numbers',
  wrongCredentials: 'The email address or password is not right. Check them and try again',
  wrongCode: 'The security code is not right. Check it and try again',
  expiredCode: 'The security code has expired. Send a new code',
  tooManyAttempts: 'Too many attempts to sign in. Wait 15 minutes, then try again',
  noAccess: 'This account has no access to the desk',
  network: 'The desk could not reach the sign-in service. Check your connection and try again',
  unknown: 'The desk could not sign you in. Try again',
  sendFailed: 'The security code could not be sent. Send a new code',
  emailNotVerified:
    'Confirm your email address first: open the link in the email sent to you when your account was made (or ask a supervisor to send a new one), then sign in again',
  enrolStartFailed: 'The desk could not start setting up your second factor. Sign in again to try again',
  enrolSendFailed: 'The security code could not be sent. Check the mobile number and try again',
  invalidPhone: UK_MOBILE_MESSAGE,
  enrolledSignInAgain: 'Your second factor is set up. Sign in again with it',
  enrolledAwaitingAccess:
    'Your second factor is set up. A supervisor gives you access to the desk next; then sign in with it',
  sessionEnded: 'Your session has ended. Sign in again.',
  idle: 'You were signed out after 30 minutes without activity. Sign in again.',
} as const;

const KINDS: readonly DeskSignInFailureKind[] = [
  'wrong-credentials',
  'wrong-code',
  'expired-code',
  'too-many-attempts',
  'network',
  'unverified-email',
  'invalid-phone',
  'sign-in-again',
  'unknown',
];

/** The kind an adapter's error carries (`{ kind }`), or `unknown`. */
export function failureKind(error: unknown): DeskSignInFailureKind {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return KINDS.includes(kind as DeskSignInFailureKind) ? (kind as DeskSignInFailureKind) : 'unknown';
}

/**
 * The message for a failed step: the password, sending a code, checking a code, or — while
 * enrolling a second factor — sending a code to the mobile typed.
 */
export function failureMessage(error: unknown, step: 'password' | 'send' | 'code' | 'enrolSend'): string {
  switch (failureKind(error)) {
    case 'wrong-credentials':
      return DESK_SIGN_IN_MESSAGES.wrongCredentials;
    case 'wrong-code':
      return DESK_SIGN_IN_MESSAGES.wrongCode;
    case 'expired-code':
      return DESK_SIGN_IN_MESSAGES.expiredCode;
    case 'too-many-attempts':
      return DESK_SIGN_IN_MESSAGES.tooManyAttempts;
    case 'network':
      return DESK_SIGN_IN_MESSAGES.network;
    case 'unverified-email':
      return DESK_SIGN_IN_MESSAGES.emailNotVerified;
    case 'invalid-phone':
      return DESK_SIGN_IN_MESSAGES.invalidPhone;
    case 'sign-in-again':
      return DESK_SIGN_IN_MESSAGES.enrolStartFailed;
    default:
      return step === 'send'
        ? DESK_SIGN_IN_MESSAGES.sendFailed
        : step === 'enrolSend'
          ? DESK_SIGN_IN_MESSAGES.enrolSendFailed
          : DESK_SIGN_IN_MESSAGES.unknown;
  }
}
