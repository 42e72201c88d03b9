import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from './authMachine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** The spec's auth flags (section 3), derived from the state rather than stored beside it. */
export const selectAuthenticating = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('authenticating');
export const selectInitialized = (snapshot: AuthSnapshot): boolean =>
  !snapshot.matches('uninitialised') && !snapshot.matches({ session: 'initialising' });
export const selectAnonymous = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ session: 'anonymous' });
export const selectAuthenticated = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ session: 'authenticated' });
export const selectUserId = (snapshot: AuthSnapshot): string | null => snapshot.context.userId;
export const selectAuthError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
export const selectProfile = (snapshot: AuthSnapshot) => snapshot.context.profile;
/** The session is unusable (anonymous sign-in exhausted its retries) until the user retries. */
export const selectFailed = (snapshot: AuthSnapshot): boolean => snapshot.matches({ session: 'error' });
