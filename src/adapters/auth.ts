import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import {
  SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
  SIGN_IN_LINK_REFUSED_MESSAGE,
} from '../../contract/signInLinkWords';
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
  /** How this session signed in (`anonymous`, `password`, `custom`, …), from its ID token. */
  signInProvider?: string;
};

/**
 * The user as the machines see them. How the session signed in comes from the ID token (cached,
 * so no request unless it has expired, or is behind the account); when it cannot be read, it is
 * left unknown.
 */
export async function toAuthUser(user: User): Promise<AuthUser> {
  const token = await user.getIdTokenResult().catch(() => null);
  // Confirmed since the token was made (the link opened in another tab): the gateway and Firestore
  // read the token, so it is renewed now rather than when it expires.
  if (token && user.emailVerified && token.claims.email_verified === false) {
    await user.getIdToken(true).catch(() => undefined);
  }
  const signInProvider = token?.signInProvider ?? undefined;
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    email: user.email,
    emailVerified: user.emailVerified,
    ...(signInProvider ? { signInProvider } : {}),
  };
}

/** Failures are logged to the console (spec section 8): ids and codes only, never personal data. */
function defaultLog(message: string, info: Record<string, unknown>) {
  console.error(message, info);
}

/** The operations the log names; the listener's own failures are 'auth listener failed'. */
export type AuthOperation =
  | 'signInAnonymously'
  | 'signInWithEmail'
  | 'signInWithCustomToken'
  | 'signInWithEmailLink'
  | 'refreshUser'
  | 'sendPasswordReset'
  | 'logout';

function defaultOrigin(): string {
  return globalThis.location?.origin ?? '';
}

/**
 * Firebase Authentication for the auth machine. Every method throws only AuthAdapterError.
 * `load` is injectable so tests can run several users side by side against the emulator. The
 * account's email and password are set by the gateway (`upgradeAccount`, decision 132), so nothing
 * here links credentials or changes an email (decision 155).
 */
export function createAuthAdapter(
  load: FirebaseLoader = getFirebase,
  log: (message: string, info: Record<string, unknown>) => void = defaultLog,
) {
  /**
   * Runs one operation; a failure is logged once, here, by the operation's name, kind and code
   * (never the email, the token or the uid), then rethrown as an AuthAdapterError (spec section 8).
   */
  const withAuth = async <T>(
    operation: AuthOperation,
    run: (sdk: typeof AuthSdk, auth: Auth) => T | Promise<T>,
  ) => {
    try {
      const [{ auth }, sdk] = await Promise.all([load(), import('firebase/auth')]);
      return await run(sdk, auth);
    } catch (error) {
      const failure = toAuthAdapterError(error);
      log('auth operation failed', { operation, kind: failure.kind, code: failure.code });
      throw failure;
    }
  };

  return {
    /**
     * Reports the signed-in user (or null) now and on every change, in order; returns the
     * unsubscribe. Safe to unsubscribe before the SDK has loaded. A failure (the SDK did not load)
     * is logged, by kind and code only, and reported to `onError`.
     */
    onAuthUserChanged(
      listener: (user: AuthUser | null) => void,
      onError: (error: AuthAdapterError) => void,
    ): () => void {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      let reported = Promise.resolve();
      const fail = (error: unknown) => {
        if (stopped) return;
        const failure = toAuthAdapterError(error);
        log('auth listener failed', { kind: failure.kind, code: failure.code });
        onError(failure);
      };
      void Promise.all([load(), import('firebase/auth')]).then(([{ auth }, sdk]) => {
        if (stopped) return;
        unsubscribe = sdk.onAuthStateChanged(
          auth,
          (user) => {
            reported = reported.then(async () => {
              const summary = user ? await toAuthUser(user) : null;
              if (!stopped) listener(summary);
            });
          },
          fail,
        );
      }, fail);
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },

    signInAnonymously: () =>
      withAuth('signInAnonymously', async (sdk, auth) =>
        toAuthUser((await sdk.signInAnonymously(auth)).user),
      ),

    signInWithEmail: ({ email, password }: { email: string; password: string }) =>
      withAuth('signInWithEmail', async (sdk, auth) =>
        toAuthUser((await sdk.signInWithEmailAndPassword(auth, email, password)).user),
      ),

    signInWithCustomToken: (token: string) =>
      withAuth('signInWithCustomToken', async (sdk, auth) => {
        try {
          return await toAuthUser((await sdk.signInWithCustomToken(auth, token)).user);
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
     * Signs in with an email sign-in link (decision 265) for the address the claimant typed. A
     * link the sign-in service refuses (used before, expired, not a link) and an address that is
     * not the link's are told apart: the second keeps the link, so the claimant can type it again.
     */
    signInWithEmailLink: ({ email, href }: { email: string; href: string }) =>
      withAuth('signInWithEmailLink', async (sdk, auth) => {
        const refused = (code?: string, cause?: unknown) =>
          new AuthAdapterError('invalid-credentials', code, { cause, message: SIGN_IN_LINK_REFUSED_MESSAGE });
        if (!sdk.isSignInWithEmailLink(auth, href)) throw refused();
        try {
          return await toAuthUser((await sdk.signInWithEmailLink(auth, email, href)).user);
        } catch (error) {
          const code = firebaseCode(error);
          if (code === 'auth/invalid-email') {
            throw new AuthAdapterError('invalid-credentials', code, {
              cause: error,
              message: SIGN_IN_LINK_OTHER_EMAIL_MESSAGE,
            });
          }
          if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code') {
            throw refused(code, error);
          }
          throw error;
        }
      }),

    /**
     * The signed-in user as the sign-in service has them now (e.g. the email confirmed in another
     * tab since), with a fresh ID token so the gateway and Firestore see the change too.
     */
    refreshUser: () =>
      withAuth('refreshUser', async (_sdk, auth) => {
        if (!auth.currentUser) throw new AuthAdapterError('no-current-user');
        const user = auth.currentUser;
        await user.reload();
        await user.getIdToken(true);
        return toAuthUser(user);
      }),

    /**
     * Sends the reset email, whose link returns to `{origin}/login`. An unknown address gets the
     * same answer as a known one, so the form cannot be used to find out who has an account.
     */
    sendPasswordReset: (email: string, origin: string = defaultOrigin()) =>
      withAuth('sendPasswordReset', async (sdk, auth) => {
        try {
          await sdk.sendPasswordResetEmail(auth, email, { url: `${origin}/login` });
        } catch (error) {
          if (firebaseCode(error) !== 'auth/user-not-found') throw error;
        }
      }),

    /** Signs out and removes personal data from browser storage, even if signing out fails. */
    logout: (clear: () => void = () => clearPersonalData()) =>
      withAuth('logout', async (sdk, auth) => {
        try {
          await sdk.signOut(auth);
        } finally {
          clear();
        }
      }),
  };
}

export type AuthAdapter = ReturnType<typeof createAuthAdapter>;
