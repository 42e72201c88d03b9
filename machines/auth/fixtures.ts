import type { UserSummary } from './types';

/** Sample users for tests and stories. */
export const anonymousUser: UserSummary = { uid: 'anon-uid-1', isAnonymous: true, email: null };
export const registeredUser: UserSummary = { uid: 'reg-uid-1', isAnonymous: false, email: 'sam@example.com' };
export const localProfile = { email: 'sam@example.com', phoneNumber: '07700900123' };
