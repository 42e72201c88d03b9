/** The spec's validation messages (section 5), word for word. */
export const AUTH_MESSAGES = {
  noCurrentLocalUser: 'No current local user',
  notInitialized: 'Auth is not initialized',
  noCurrentUser: 'No current user',
  noPhoneNumber: 'No phone number',
  noEmail: 'No email',
  noAuthenticatedUser: 'No authenticated user',
  notAnonymous: 'User is not anonymous',
} as const;

/** A password sign-in whose email has not been confirmed yet (GOV.UK "check your email"). */
export const CONFIRM_EMAIL_MESSAGE =
  'Confirm your email address first: open the link in the email we sent you when you set your password, then sign in again.';

/** "Continue" on the confirm-your-email page, when the sign-in service still has the email unconfirmed. */
export const NOT_CONFIRMED_YET_MESSAGE =
  'Your email address is not confirmed yet. Open the link in the email we sent you, then select ‘Continue’.';
