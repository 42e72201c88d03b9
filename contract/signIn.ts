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
