// The gateway's own messages for a call it could not complete: words for developers and logs,
// kept here with no imports so the mocks and tests that answer as the gateway does can import
// them. A claimant never reads them: the web app says it in their words (contract/failureWords.ts,
// decision 283).

/** The answer to a call that failed unexpectedly: a fixed sentence, nothing of the failure. */
export const INTERNAL_MESSAGE = 'The gateway could not complete this call. Try again.';

/** The sign-in service did not answer when the gateway checked an account's current password. */
export const PASSWORD_CHECK_UNAVAILABLE_MESSAGE = 'The gateway could not check your password. Try again.';
