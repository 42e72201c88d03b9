/**
 * How a session signed in, as its ID token says (`firebase.sign_in_provider`: 'anonymous',
 * 'password', 'custom', …), and whether the account's email has been confirmed by its owner
 * (`email_verified`). Either may be unknown (absent), which is never taken as unconfirmed.
 */
export interface SignInFacts {
  signInProvider?: string | undefined;
  emailVerified?: boolean | undefined;
}

/**
 * A password sign-in whose email has not been confirmed: it may finish setting up the account but
 * sees no claim, so a mistyped address never gives its mailbox's owner the claim (decision 132).
 * The gateway refuses it, and the app's session says what to do (decision 156). Guests (who started
 * the claim) and firm-issued sign-in links (`custom`, which is also how the tab that set the
 * password goes on) are not held back.
 */
export const isUnconfirmedPasswordSignIn = ({ signInProvider, emailVerified }: SignInFacts): boolean =>
  signInProvider === 'password' && emailVerified === false;

/**
 * The gateway's refusals of a registered account's new password (decision 204), which the
 * password pages answer with a "Current password" field.
 */
export const RECENT_SIGN_IN_REQUIRED_MESSAGE =
  'Enter your current password to set a new one (or sign in again and set it within 5 minutes).';
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  'Your current password is not right. Enter the password you sign in with now.';

/** True when a failed call's message asks for the account's current password. */
export const asksForCurrentPassword = (message: string | null | undefined): boolean =>
  message === RECENT_SIGN_IN_REQUIRED_MESSAGE || message === WRONG_CURRENT_PASSWORD_MESSAGE;

/**
 * The gateway's refusals of a new password that meets the length rule but is easy to guess
 * (decision 216): it holds a word of the service or of the account (contract/passwordWords.ts), or
 * it is, or is made of, commonly used and breached passwords. The password pages show them as the
 * new password field's error.
 */
export const PASSWORD_CONTEXT_WORD_MESSAGE =
  'Password must not contain your name, your email address or the name of this service';
export const PASSWORD_TOO_COMMON_MESSAGE =
  'Password is too easy to guess. Do not use a common password or a pattern like 12345. Three random words together are harder to guess';

/** True when a failed call's message refuses the new password itself. */
export const refusesNewPassword = (message: string | null | undefined): boolean =>
  message === PASSWORD_CONTEXT_WORD_MESSAGE || message === PASSWORD_TOO_COMMON_MESSAGE;
