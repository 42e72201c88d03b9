import type * as AuthSdk from 'firebase/auth';
import type { Auth, AuthCredential, User } from 'firebase/auth';
import { AuthAdapterError, firebaseCode, toAuthAdapterError } from './authErrors';
import { getFirebase, type FirebaseLoader } from './firebase';
import { clearPersonalData } from './storage';

/** The plain user the machines see; the Firebase `User` object never leaves this file. */
export type AuthUser = {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  /** The email's owner has opened the verification link. */
  emailVerified?: boolean;
};

export type UpgradeOutcome = {
  /** `linked`: the guest account gained the email and password; `password-updated`: it had them. */
  status: 'linked' | 'password-updated';
  user: AuthUser;
};

export type EmailUpdateOutcome = {
  /** `verification-sent` when the project requires the new address to be verified first. */
  status: 'updated' | 'verification-sent';
  user: AuthUser;
};

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    email: user.email,
    emailVerified: user.emailVerified,
  };
}

function defaultOrigin(): string {
  return globalThis.location?.origin ?? '';
}

/**
 * Firebase Authentication for the auth machine. Every method throws only AuthAdapterError.
 * `load` is injectable so tests can run several users side by side against the emulator.
 */
export function createAuthAdapter(load: FirebaseLoader = getFirebase) {
  const withAuth = async <T>(run: (sdk: typeof AuthSdk, auth: Auth) => T | Promise<T>) => {
    try {
      const [{ auth }, sdk] = await Promise.all([load(), import('firebase/auth')]);
      return await run(sdk, auth);
    } catch (error) {
      throw toAuthAdapterError(error);
    }
  };

  const requireUser = (auth: Auth): User => {
    if (!auth.currentUser) throw new AuthAdapterError('no-current-user');
    return auth.currentUser;
  };

  /** Links a credential to the guest account, so the uid (and the claim it owns) stays the same. */
  const linkToGuest = (credential: AuthCredential) =>
    withAuth(async (sdk, auth) => {
      const user = requireUser(auth);
      if (!user.isAnonymous) throw new AuthAdapterError('not-anonymous');
      const result = await sdk.linkWithCredential(user, credential);
      return toAuthUser(result.user);
    });

  return {
    /**
     * Reports the signed-in user (or null) now and on every change; returns the unsubscribe.
     * Safe to unsubscribe before the SDK has loaded.
     */
    onAuthUserChanged(
      listener: (user: AuthUser | null) => void,
      onError: (error: AuthAdapterError) => void,
    ): () => void {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      void Promise.all([load(), import('firebase/auth')]).then(
        ([{ auth }, sdk]) => {
          if (stopped) return;
          unsubscribe = sdk.onAuthStateChanged(
            auth,
            (user) => listener(user ? toAuthUser(user) : null),
            (error) => onError(toAuthAdapterError(error)),
          );
        },
        (error: unknown) => {
          if (!stopped) onError(toAuthAdapterError(error));
        },
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },

    currentUser: () => withAuth((_sdk, auth) => (auth.currentUser ? toAuthUser(auth.currentUser) : null)),

    signInAnonymously: () =>
      withAuth(async (sdk, auth) => toAuthUser((await sdk.signInAnonymously(auth)).user)),

    /**
     * Turns the guest into a registered account with the same uid (spec section 5): when the
     * account already has this email with a password, only the password is updated; otherwise the
     * email credential is linked. The sign-in-methods lookup is a hint only, because email
     * enumeration protection makes it answer [] for every address.
     */
    upgradeAnonymousUser: ({ email, password }: { email: string; password: string }) =>
      withAuth(async (sdk, auth): Promise<UpgradeOutcome> => {
        const user = requireUser(auth);
        const ownsEmail = user.email?.toLowerCase() === email.trim().toLowerCase();
        const methods = ownsEmail
          ? await sdk.fetchSignInMethodsForEmail(auth, email).catch((): string[] => [])
          : [];
        const hasPassword =
          user.providerData.some((p) => p.providerId === 'password') ||
          (ownsEmail && methods.includes(sdk.EmailAuthProvider.EMAIL_PASSWORD_SIGN_IN_METHOD));
        if (ownsEmail && hasPassword) {
          await sdk.updatePassword(user, password);
          return { status: 'password-updated', user: toAuthUser(user) };
        }
        if (!user.isAnonymous) throw new AuthAdapterError('not-anonymous');
        try {
          const result = await sdk.linkWithCredential(
            user,
            sdk.EmailAuthProvider.credential(email, password),
          );
          return { status: 'linked', user: toAuthUser(result.user) };
        } catch (error) {
          // The email was set on this very account earlier (no password yet): give it one.
          if (ownsEmail && firebaseCode(error) === 'auth/email-already-in-use') {
            await sdk.updatePassword(user, password);
            return { status: 'password-updated', user: toAuthUser(user) };
          }
          throw error;
        }
      }),

    /** Links any other credential (e.g. a federated one) to the guest account. */
    linkCredentialToGuest: linkToGuest,

    signInWithEmail: ({ email, password }: { email: string; password: string }) =>
      withAuth(async (sdk, auth) =>
        toAuthUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user),
      ),

    signInWithCustomToken: (token: string) =>
      withAuth(async (sdk, auth) => {
        try {
          return toAuthUser((await sdk.signInWithCustomToken(auth, token)).user);
        } catch (error) {
          const mapped = toAuthAdapterError(error);
          if (mapped.kind !== 'invalid-credentials') throw mapped;
          throw new AuthAdapterError('invalid-credentials', mapped.code, {
            cause: error,
            message: 'This sign-in link has expired or has already been used.',
          });
        }
      }),

    /**
     * Sends the reset email, whose link returns to `{origin}/login`. An unknown address gets the
     * same answer as a known one, so the form cannot be used to find out who has an account.
     */
    sendPasswordReset: (email: string, origin: string = defaultOrigin()) =>
      withAuth(async (sdk, auth) => {
        try {
          await sdk.sendPasswordResetEmail(auth, email, { url: `${origin}/login` });
        } catch (error) {
          if (firebaseCode(error) !== 'auth/user-not-found') throw error;
        }
      }),

    /**
     * Changes the account's email. Projects with email enumeration protection refuse a direct
     * change; then a verification link goes to the new address and the change happens on click.
     */
    updateEmail: (email: string, origin: string = defaultOrigin()) =>
      withAuth(async (sdk, auth): Promise<EmailUpdateOutcome> => {
        const user = requireUser(auth);
        try {
          await sdk.updateEmail(user, email);
          return { status: 'updated', user: toAuthUser(user) };
        } catch (error) {
          if (firebaseCode(error) !== 'auth/operation-not-allowed') throw error;
          await sdk.verifyBeforeUpdateEmail(user, email, { url: `${origin}/login` });
          return { status: 'verification-sent', user: toAuthUser(user) };
        }
      }),

    /** Signs out and removes personal data from browser storage, even if signing out fails. */
    logout: (clear: () => void = () => clearPersonalData()) =>
      withAuth(async (sdk, auth) => {
        try {
          await sdk.signOut(auth);
        } finally {
          clear();
        }
      }),
  };
}

export type AuthAdapter = ReturnType<typeof createAuthAdapter>;
