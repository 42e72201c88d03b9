// The desk's staff sign-in over the Firebase Web SDK (decision 191), on a Firebase app of its own
// (named `desk`), so a claimant's session in the same browser is never replaced or read. Loaded only
// by the desk's pages. The machine (machines/desk/deskSessionMachine.ts) sees plain values; the
// multi-factor resolver and the verification id stay here, in the adapter.
import type { Auth, MultiFactorInfo, MultiFactorResolver, RecaptchaVerifier, User } from 'firebase/auth';
import * as v from 'valibot';
import { WorkspaceSchema } from '../../contract/firms';
import { StaffRoleSchema } from '../../contract/staff';
import type { DeskSignInFailureKind, DeskStaffIdentity, SecondFactorKind } from '../../machines/desk/types';
import type { SecondFactorChallenge } from '../../machines/desk/deskSessionMachine';
import { FirebaseLoadError, loadFirebase, type FirebaseServices } from './firebase';
import { firebaseConfig } from '../config/firebase';

/** The Firebase app the desk signs in on: never the claimant's default app. */
export const DESK_FIREBASE_APP = 'desk';

/** A failed sign-in step, by kind (the machine words it). Firebase's own message is not shown. */
export class DeskAuthError extends Error {
  constructor(
    readonly kind: DeskSignInFailureKind,
    readonly code?: string,
  ) {
    super(`Desk sign-in failed: ${kind}${code ? ` (${code})` : ''}`);
    this.name = 'DeskAuthError';
  }
}

const KIND_BY_CODE: Record<string, DeskSignInFailureKind> = {
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-email': 'wrong-credentials',
  'auth/user-disabled': 'wrong-credentials',
  'auth/invalid-verification-code': 'wrong-code',
  'auth/missing-verification-code': 'wrong-code',
  'auth/code-expired': 'expired-code',
  'auth/invalid-verification-id': 'expired-code',
  'auth/missing-verification-id': 'expired-code',
  'auth/invalid-multi-factor-session': 'expired-code',
  'auth/missing-multi-factor-session': 'expired-code',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/quota-exceeded': 'too-many-attempts',
  'auth/network-request-failed': 'network',
};

/** Whatever a Firebase call threw, as a DeskAuthError. */
export function toDeskAuthError(error: unknown): DeskAuthError {
  if (error instanceof DeskAuthError) return error;
  if (error instanceof FirebaseLoadError) return new DeskAuthError('network');
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : undefined;
  return new DeskAuthError((code && KIND_BY_CODE[code]) || 'unknown', code);
}

const StaffClaimsSchema = v.object({ role: StaffRoleSchema, workspaces: v.array(WorkspaceSchema) });

/** Who signed in, from their ID token's claims (a token without a staff role gives none). */
export function identityFromClaims(
  uid: string,
  email: string | null,
  claims: Record<string, unknown>,
): DeskStaffIdentity {
  const staff = v.safeParse(StaffClaimsSchema, { role: claims.role, workspaces: claims.workspaces });
  return {
    uid,
    email: email ?? '',
    role: staff.success ? staff.output.role : null,
    workspaces: staff.success ? staff.output.workspaces : [],
  };
}

/** How the factor is named on the page: the masked mobile the SDK gives, or the app's name. */
export function challengeOf(
  hint: Pick<MultiFactorInfo, 'factorId' | 'displayName'> & { phoneNumber?: string },
): SecondFactorChallenge | null {
  const kind: SecondFactorKind | null =
    hint.factorId === 'phone' ? 'phone' : hint.factorId === 'totp' ? 'totp' : null;
  if (!kind) return null;
  const hintText =
    kind === 'phone' ? (hint.phoneNumber ?? 'your mobile') : hint.displayName || 'your authenticator app';
  return { kind, hint: hintText };
}

export interface DeskAuth {
  restore(): Promise<DeskStaffIdentity | null>;
  signInWithPassword(
    email: string,
    password: string,
  ): Promise<
    | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
    | { kind: 'noSecondFactor'; staff: DeskStaffIdentity }
  >;
  sendCode(): Promise<void>;
  verifyCode(code: string): Promise<DeskStaffIdentity>;
  signOut(): Promise<void>;
  /** The Firebase app the desk signed in on (its callable carries the staff member's token). */
  services(): Promise<FirebaseServices>;
}

/** The desk's sign-in on its own named Firebase app, loaded on first use. */
export function createDeskAuth(
  load: () => Promise<FirebaseServices> = () => loadFirebase(firebaseConfig(), DESK_FIREBASE_APP),
): DeskAuth {
  let services: Promise<FirebaseServices> | undefined;
  const firebase = () =>
    (services ??= load().catch((error: unknown) => {
      services = undefined;
      throw error;
    }));
  const authModule = () => import('firebase/auth');
  // The sign-in under way: the resolver of the password step, the factor it offered and, for a
  // text message, the verification id of the code sent.
  let pending: { resolver: MultiFactorResolver; hint: MultiFactorInfo; verificationId?: string } | null =
    null;
  let verifier: RecaptchaVerifier | null = null;

  const identityOf = async (user: User) => {
    const token = await user.getIdTokenResult();
    return { token, identity: identityFromClaims(user.uid, user.email, token.claims) };
  };

  /** The reCAPTCHA a text message needs (invisible; a stand-in on the Auth emulator). */
  const recaptcha = async (auth: Auth) => {
    if (verifier) return verifier;
    const { RecaptchaVerifier } = await authModule();
    const container = document.createElement('div');
    container.hidden = true;
    document.body.append(container);
    verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
    return verifier;
  };

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toDeskAuthError(error);
    }
  };

  return {
    services: firebase,
    restore: () =>
      run(async () => {
        const { auth } = await firebase();
        await auth.authStateReady();
        const user = auth.currentUser;
        if (!user) return null;
        const { token, identity } = await identityOf(user);
        // A session kept from a password-only sign-in is not a desk session.
        if (!token.signInSecondFactor) {
          const { signOut } = await authModule();
          await signOut(auth);
          return null;
        }
        return identity;
      }),
    signInWithPassword: (email, password) =>
      run(async () => {
        const { auth, config } = await firebase();
        const sdk = await authModule();
        pending = null;
        try {
          const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
          return { kind: 'noSecondFactor', staff: (await identityOf(credential.user)).identity };
        } catch (error) {
          if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') throw error;
          const resolver = sdk.getMultiFactorResolver(
            auth,
            error as Parameters<typeof sdk.getMultiFactorResolver>[1],
          );
          // A deployment offers TOTP only; the Auth emulator a text message only (decision 178).
          const hints = resolver.hints
            .map((hint) => ({
              hint,
              challenge: challengeOf(hint as MultiFactorInfo & { phoneNumber?: string }),
            }))
            .filter((entry) => entry.challenge !== null);
          const chosen = hints.find((entry) => entry.challenge?.kind === 'totp') ?? hints[0];
          if (!chosen?.challenge) throw new DeskAuthError('unknown', 'auth/no-supported-second-factor');
          if (chosen.challenge.kind === 'phone' && config.emulators) {
            // The Auth emulator checks no reCAPTCHA: the SDK's stand-in is used instead.
            auth.settings.appVerificationDisabledForTesting = true;
          }
          pending = { resolver, hint: chosen.hint };
          return { kind: 'secondFactor', challenge: chosen.challenge };
        }
      }),
    sendCode: () =>
      run(async () => {
        const { auth } = await firebase();
        if (!pending) throw new DeskAuthError('expired-code');
        const { PhoneAuthProvider } = await authModule();
        const provider = new PhoneAuthProvider(auth);
        pending.verificationId = await provider.verifyPhoneNumber(
          { multiFactorHint: pending.hint, session: pending.resolver.session },
          await recaptcha(auth),
        );
      }),
    verifyCode: (code) =>
      run(async () => {
        if (!pending) throw new DeskAuthError('expired-code');
        const sdk = await authModule();
        const assertion =
          pending.hint.factorId === 'totp'
            ? sdk.TotpMultiFactorGenerator.assertionForSignIn(pending.hint.uid, code)
            : sdk.PhoneMultiFactorGenerator.assertion(
                sdk.PhoneAuthProvider.credential(pending.verificationId ?? '', code),
              );
        const credential = await pending.resolver.resolveSignIn(assertion);
        pending = null;
        return (await identityOf(credential.user)).identity;
      }),
    signOut: () =>
      run(async () => {
        pending = null;
        const { auth } = await firebase();
        const { signOut } = await authModule();
        await signOut(auth);
      }),
  };
}
