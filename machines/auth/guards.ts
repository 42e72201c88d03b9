import { canRetry } from '../retry';
import * as v from 'valibot';
import { LoginSchema } from '../../contract/answers';
import { EmailSchema } from '../../contract/fields';
import { hasEmailAndPhone } from '../../contract/profile';
import { isUnconfirmedPasswordSignIn } from '../../contract/signIn';
import { failureKind } from '../errors';
import { customTokenUid } from './token';
import { isUserSummary, type AuthContext, type AuthEvent } from './types';

type GuardArgs = { context: AuthContext; event: AuthEvent };

/** Signed in with a password whose email is not confirmed (contract/signIn.ts): no claim is shown. */
const isUnconfirmed = (user: unknown): boolean =>
  isUserSummary(user) && !user.isAnonymous && isUnconfirmedPasswordSignIn(user);

const outputOf = (event: AuthEvent): unknown => (event as { output?: unknown }).output;

const isNonEmptyString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** Guards named as questions; each also rejects a malformed payload so a bad event is ignored. */
export const authGuards = {
  reportsNoUser: ({ event }: GuardArgs) => event.type === 'auth.changed' && event.user === null,
  reportsAnonymousUser: ({ event }: GuardArgs) =>
    event.type === 'auth.changed' && isUserSummary(event.user) && event.user.isAnonymous,
  reportsUnconfirmedUser: ({ event }: GuardArgs) =>
    event.type === 'auth.changed' && isUnconfirmed(event.user),
  reportsRegisteredUser: ({ event }: GuardArgs) =>
    event.type === 'auth.changed' && isUserSummary(event.user) && !event.user.isAnonymous,
  canRetrySignIn: ({ context }: GuardArgs) => canRetry(context.retriesDone),
  /** The sign-in service could not be reached (not a refusal): worth trying again. */
  failedToReachService: ({ event }: GuardArgs) =>
    'error' in event && failureKind((event as { error?: unknown }).error) === 'network',
  isWellFormedUpgrade: ({ event }: GuardArgs) =>
    event.type === 'user.upgrade' && isNonEmptyString(event.password, 4096),
  hasLocalProfileWithEmailAndPhone: ({ event }: GuardArgs) => {
    if (event.type !== 'user.upgrade' || !isNonEmptyString(event.password, 4096)) return false;
    if (typeof event.profile !== 'object' || event.profile === null) {
      return false;
    }
    const { email, phoneNumber } = event.profile;
    return (
      typeof email === 'string' && typeof phoneNumber === 'string' && hasEmailAndPhone({ email, phoneNumber })
    );
  },
  /** The upgrade's profile email is the signed-in account's own (letters' case aside). */
  profileEmailIsTheUsers: ({ context, event }: GuardArgs) =>
    event.type === 'user.upgrade' &&
    typeof event.profile?.email === 'string' &&
    typeof context.user?.email === 'string' &&
    event.profile.email.trim().toLowerCase() === context.user.email.trim().toLowerCase(),
  lacksPhoneNumber: ({ event }: GuardArgs) =>
    event.type === 'user.setContactDetails' && !isNonEmptyString(event.phoneNumber, 64),
  lacksEmail: ({ event }: GuardArgs) =>
    event.type === 'user.setContactDetails' && !isNonEmptyString(event.email, 254),
  isWellFormedToken: ({ event }: GuardArgs) =>
    event.type === 'user.loginWithToken' && isNonEmptyString(event.token, 8192),
  isAnonymousUser: ({ context }: GuardArgs) => context.user?.isAnonymous === true,
  isUnconfirmedUser: ({ context }: GuardArgs) => isUnconfirmed(context.user),
  hasUser: ({ context }: GuardArgs) => context.user !== null,
  shouldRedirectAfterLogin: ({ context }: GuardArgs) => context.redirectAfterLogin,
  isValidLogin: ({ event }: GuardArgs) =>
    event.type === 'user.login' && v.is(LoginSchema, { email: event.email, password: event.password }),
  isValidResetEmail: ({ event }: GuardArgs) =>
    event.type === 'user.requestPasswordReset' && v.is(EmailSchema, event.email),
  hasPendingLogin: ({ context }: GuardArgs) => context.pendingLogin !== null,
  isValidSignInLinkRequest: ({ event }: GuardArgs) =>
    event.type === 'user.requestSignInLink' && v.is(EmailSchema, event.email),
  /** An email sign-in link and the address the claimant typed for it, both well formed. */
  isValidEmailLinkLogin: ({ event }: GuardArgs) =>
    event.type === 'user.loginWithEmailLink' &&
    isNonEmptyString(event.href, 8192) &&
    v.is(EmailSchema, event.email),
  /** A password sign-in succeeded for an account whose email is not confirmed yet. */
  signedInUnconfirmed: ({ event }: GuardArgs) => {
    const output = outputOf(event);
    return (
      isUserSummary(output) &&
      isUnconfirmed({ ...output, signInProvider: output.signInProvider ?? 'password' })
    );
  },
  /** The sign-in service, asked again, still has the email unconfirmed. */
  stillUnconfirmed: ({ event }: GuardArgs) => isUnconfirmed(outputOf(event)),
  /**
   * A registered user is signed in (or reported by the listener) and the link, sent now or waiting,
   * is readably for someone else. A link whose uid cannot be read is used: the sign-in judges it.
   */
  linkIsForSomeoneElse: ({ context, event }: GuardArgs) => {
    const user = event.type === 'auth.changed' ? event.user : context.user;
    const token = event.type === 'user.loginWithToken' ? event.token : context.pendingLogin?.token;
    if (!isUserSummary(user) || user.isAnonymous || typeof token !== 'string') return false;
    const linkUid = customTokenUid(token);
    return linkUid !== null && linkUid !== user.uid;
  },
};
