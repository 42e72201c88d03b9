// The words of sign-in by email link (decision 265) that /login, the auth machine and the gateway
// share. Plain strings, so the app's bundles carry none of the request schemas.

/** What /login says once a link was asked for, whoever the address belongs to. */
export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  'If an account uses that address, we have sent a link to sign in. It works once. Open it on this device or another one.';

/** A link that cannot be used any more (opened before, expired, or from an older request). */
export const SIGN_IN_LINK_REFUSED_MESSAGE =
  'This sign-in link has expired or has already been used. Ask for a new link below.';

/** The address typed to finish signing in is not the one the link was sent to. */
export const SIGN_IN_LINK_OTHER_EMAIL_MESSAGE = 'Enter the email address the sign-in link was sent to';

/** What the gateway counts a request as in its refusal ("Too many … Try again in N minutes."). */
export const SIGN_IN_LINK_LIMIT_NAME = 'requests for a sign-in link';
