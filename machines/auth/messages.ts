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
