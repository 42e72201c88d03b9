// The desk's staff sign-in over the Firebase Web SDK (decision 191), on a Firebase app of its own
// (named `desk`), so a claimant's session in the same browser is never replaced or read. Loaded only
// by the desk's pages. The machine (machines/desk/deskSessionMachine.ts) sees plain values; the
// multi-factor resolver, the verification id and an authenticator app's secret stay here.
//
// An account with no second factor is walked through enrolling one (decision 220): an
// authenticator app (TOTP) in a deployment, a text message on the Auth emulator, which has no TOTP.
// Which one is this adapter's choice, from the configuration; the machine sees `enrolment.kind`.
import type {
  Auth,
  MultiFactorInfo,
  MultiFactorResolver,
  RecaptchaVerifier,
  TotpSecret,
  User,
} from 'firebase/auth';
import * as v from 'valibot';
import { WorkspaceSchema } from '../../../contract/firms';
import { DESK_ENROLMENT_CLAIM, StaffRoleSchema } from '../../../contract/staff';
import type {
  AuthenticatorSecret,
  DeskSignInFailureKind,
  DeskStaffIdentity,
  EnrolmentKind,
  SecondFactorKind,
} from '../../../machines/desk/types';
import type { PasswordOutcome, SecondFactorChallenge } from '../../../machines/desk/deskSessionMachine';
import { brand } from '../../brands/brand';
import { FirebaseLoadError, loadFirebase, type FirebaseServices } from '../../adapters/firebase';
import { firebaseConfig } from '../../config/firebase';

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
  'auth/unverified-email': 'unverified-email',
  'auth/invalid-phone-number': 'invalid-phone',
  'auth/missing-phone-number': 'invalid-phone',
  'auth/requires-recent-login': 'sign-in-again',
  'auth/user-token-expired': 'sign-in-again',
};

/** The names a staff member's enrolled factor is shown by (at sign-in, and in the console). */
export const ENROLLED_FACTOR_NAMES: Record<EnrolmentKind, string> = {
  totp: 'Authenticator app',
  phone: 'Mobile',
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
    invited: claims[DESK_ENROLMENT_CLAIM] === true,
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
  signInWithPassword(email: string, password: string): Promise<PasswordOutcome>;
  sendCode(): Promise<void>;
  verifyCode(code: string): Promise<DeskStaffIdentity>;
  /** Enrolling an authenticator app: a new secret, its QR code's URL and its text. */
  startAuthenticatorEnrolment(): Promise<AuthenticatorSecret>;
  /** Enrolling a text message: texts a code to the mobile (E.164). */
  sendEnrolmentCode(phoneNumber: string): Promise<void>;
  /**
   * Enrols the factor with its code and refreshes the ID token: who is signed in, with the second
   * factor in the token; or null (signed out) when the token does not carry it, to sign in again.
   */
  enrolFactor(code: string): Promise<DeskStaffIdentity | null>;
  signOut(): Promise<void>;
  /** The Firebase app the desk signed in on (its callable carries the staff member's token). */
  services(): Promise<FirebaseServices>;
}

/** The desk's sign-in on its own named Firebase app, loaded on first use. */
export function createDeskAuth(
  load: () => Promise<FirebaseServices> = () => loadFirebase(firebaseConfig(), DESK_FIREBASE_APP),
  /** The name an authenticator app shows the account under. */
  issuer = `${brand.displayName} desk`,
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
  // The enrolment under way: an authenticator app's secret, or the verification id of the code
  // texted to the mobile being enrolled.
  let enrolling: { kind: 'totp'; secret: TotpSecret } | { kind: 'phone'; verificationId: string } | null =
    null;

  /** The factor a deployment enrols: TOTP; the Auth emulator has only text messages (decision 178). */
  const enrolmentKindOf = (services: FirebaseServices): EnrolmentKind =>
    services.config.emulators ? 'phone' : 'totp';

  /** The account signed in with its password, for an enrolment step. */
  const signedInUser = (auth: Auth): User => {
    if (!auth.currentUser) throw new DeskAuthError('sign-in-again');
    return auth.currentUser;
  };

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
        enrolling = null;
        try {
          const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
          const kind = enrolmentKindOf(await firebase());
          if (kind === 'phone') auth.settings.appVerificationDisabledForTesting = true;
          return {
            kind: 'noSecondFactor',
            staff: (await identityOf(credential.user)).identity,
            enrolment: { kind, emailVerified: credential.user.emailVerified },
          };
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
    startAuthenticatorEnrolment: () =>
      run(async () => {
        const { auth } = await firebase();
        const user = signedInUser(auth);
        const { multiFactor, TotpMultiFactorGenerator } = await authModule();
        const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
        enrolling = { kind: 'totp', secret };
        return { secretKey: secret.secretKey, qrCodeUrl: secret.generateQrCodeUrl(user.email ?? '', issuer) };
      }),
    sendEnrolmentCode: (phoneNumber) =>
      run(async () => {
        const { auth } = await firebase();
        const user = signedInUser(auth);
        const { multiFactor, PhoneAuthProvider } = await authModule();
        const session = await multiFactor(user).getSession();
        const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
          { phoneNumber, session },
          await recaptcha(auth),
        );
        enrolling = { kind: 'phone', verificationId };
      }),
    enrolFactor: (code) =>
      run(async () => {
        const { auth } = await firebase();
        const user = signedInUser(auth);
        if (!enrolling) throw new DeskAuthError('expired-code');
        const sdk = await authModule();
        const assertion =
          enrolling.kind === 'totp'
            ? sdk.TotpMultiFactorGenerator.assertionForEnrollment(enrolling.secret, code)
            : sdk.PhoneMultiFactorGenerator.assertion(
                sdk.PhoneAuthProvider.credential(enrolling.verificationId, code),
              );
        // Enrolling answers new tokens for this session, issued with the factor just enrolled (and
        // revokes the account's other sessions); the refresh below reads them as the gateway will.
        await sdk.multiFactor(user).enroll(assertion, ENROLLED_FACTOR_NAMES[enrolling.kind]);
        enrolling = null;
        await user.getIdToken(true);
        const { token, identity } = await identityOf(user);
        if (token.signInSecondFactor) return identity;
        // A token without the factor is refused by the gateway: sign in again with the factor.
        await sdk.signOut(auth);
        return null;
      }),
    signOut: () =>
      run(async () => {
        pending = null;
        enrolling = null;
        const { auth } = await firebase();
        const { signOut } = await authModule();
        await signOut(auth);
      }),
  };
}
