import * as v from 'valibot';
import { UserProfileSchema, type UserProfile } from '../../contract/profile';
import type { FailureKind } from '../errors';

/** The plain-data summary of a signed-in user; the Firebase `User` object never enters the machine. */
export const UserSummarySchema = v.strictObject({
  uid: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  isAnonymous: v.boolean(),
  email: v.nullable(v.pipe(v.string(), v.maxLength(254))),
  /** The email has been confirmed by its owner (the verification link); absent means unknown. */
  emailVerified: v.optional(v.boolean()),
  /** How this session signed in (the ID token's `firebase.sign_in_provider`); absent means unknown. */
  signInProvider: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type UserSummary = v.InferOutput<typeof UserSummarySchema>;

export interface AuthContext {
  userId: string | null;
  user: UserSummary | null;
  profile: UserProfile | null;
  error: string | null;
  /** The kind of failure behind `error` when its actor named one (network, rate-limited, …). */
  errorKind: FailureKind | null;
  /** Retries of the auth listener or the anonymous sign-in already made; drives the backoff delay. */
  retriesDone: number;
  redirectAfterLogin: boolean;
  /** /login's field errors (email, password), from the contract's rules. */
  formErrors: Record<string, string>;
  /** A password-reset email was asked for (the answer is the same whether or not the account exists). */
  resetRequested: boolean;
  /** A sign-in link was asked for (the answer is the same whether or not the account exists). */
  signInLinkRequested: boolean;
  /**
   * The last email sign-in link was refused (used before, expired): /login says so and offers a
   * new one. Kept apart from `error`, which a later action clears.
   */
  emailLinkRefused: boolean;
  /** A new email-confirmation link was sent from the "Confirm your email address" page. */
  confirmationResent: boolean;
  /** A sign-in link waiting for the session to settle or for the claimant's answer; cleared once used. */
  pendingLogin: { token: string } | null;
  /**
   * The last sign-in link was refused. Kept apart from `error`, which the guest session made next
   * (nobody was signed in) clears, so /auth still says the link did not work.
   */
  linkRefused: boolean;
  /** Email and phone being saved by an upgrade; never the password. */
  pendingContact: ContactDetails | null;
}

/** The contact details the upgrade and `setUserContactDetails` need. */
export interface ContactDetails {
  email: string;
  phoneNumber: string;
}

export type AuthEvent =
  /** The app has mounted in a browser; prerendering never sends it, so it never touches auth. */
  | { type: 'app.started' }
  /** From the auth listener: the current user, or null when signed out. */
  | { type: 'auth.changed'; user: UserSummary | null }
  /** From the auth listener: it could not start (the SDK did not load) or it failed. */
  | { type: 'auth.failed'; error?: unknown }
  /** Turn the guest session into a registered account; `profile` is the local profile, if any. */
  | {
      type: 'user.upgrade';
      password: string;
      profile: Pick<UserProfile, 'email' | 'phoneNumber'> | null;
      /** A registered account's password now, when its page asked for it (decision 204). */
      currentPassword?: string;
    }
  | { type: 'user.setContactDetails'; email: string; phoneNumber: string }
  /** Sign in with a custom token; `redirect` asks to go to the form start afterwards. */
  | { type: 'user.loginWithToken'; token: string; redirect?: boolean }
  /**
   * Sign in with email and password; the profile is reloaded and, from /login, the claim resumed.
   * `redirect: false` (the claim journey's returning-claimant step) stays on the page.
   */
  | { type: 'user.login'; email: string; password: string; redirect?: boolean }
  /** /login: send a password-reset email whose link returns to /login. */
  | { type: 'user.requestPasswordReset'; email: string }
  /** /login: email a one-time sign-in link to this address, if an account may sign in with it. */
  | { type: 'user.requestSignInLink'; email: string }
  /**
   * /login opened with an email sign-in link: sign in with it (`href`, the whole address) as the
   * claimant who typed `email`, then go to Your claims (decision 265).
   */
  | { type: 'user.loginWithEmailLink'; href: string; email: string }
  /** A different registered user is signed in: use the link (sign them out) or keep the session. */
  | { type: 'user.confirmSwitch' }
  | { type: 'user.cancelSwitch' }
  | { type: 'user.logout' }
  | { type: 'user.retry' }
  /** Signed in with a password whose email is not confirmed: email the confirmation link again. */
  | { type: 'user.resendConfirmation' }
  /** The claimant says they have opened the link: ask the sign-in service again. */
  | { type: 'user.checkConfirmation' }
  /** /login was opened: a message left by an earlier attempt (in the journey too) is cleared. */
  | { type: 'login.opened' };

export const isUserSummary = (value: unknown): value is UserSummary => v.is(UserSummarySchema, value);
export const isUserProfile = (value: unknown): value is UserProfile => v.is(UserProfileSchema, value);

/** Told to whoever listens (actor.on): the router moves to /form/start/ with the reloaded profile. */
export type AuthEmitted =
  | {
      type: 'auth.redirectToFormStart';
      profile: UserProfile | null;
      /** The journey saved with "Save and come back later" (opaque here), or null. */
      progress: string | null;
    }
  /** Signed in with an email sign-in link: the router moves to Your claims. */
  | { type: 'auth.redirectToYourClaims' }
  /** Signed out and the claimant's data removed from the browser: the page leaves the claim. */
  | { type: 'auth.signedOut' };
