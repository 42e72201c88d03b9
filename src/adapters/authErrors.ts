import { FirebaseLoadError } from './firebaseLoadError';

export type AuthErrorKind =
  'network' | 'invalid-credentials' | 'too-many-requests' | 'no-current-user' | 'unknown';

/** Messages a claimant can act on (GOV.UK style); the spec's own wording where it has one. */
export const AUTH_ERROR_MESSAGES: Record<AuthErrorKind, string> = {
  network: 'We could not reach the sign-in service. Check your connection and try again.',
  'invalid-credentials': 'The email address or password is not correct.',
  'too-many-requests': 'There have been too many attempts. Wait a few minutes and try again.',
  'no-current-user': 'No current user',
  unknown: 'Something went wrong with signing in. Try again later.',
};

const KIND_BY_CODE: Record<string, AuthErrorKind> = {
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/user-disabled': 'invalid-credentials',
  'auth/invalid-custom-token': 'invalid-credentials',
  'auth/custom-token-mismatch': 'invalid-credentials',
  'auth/too-many-requests': 'too-many-requests',
  'auth/quota-exceeded': 'too-many-requests',
};

/**
 * Every auth adapter failure. `kind` is what the machines branch on, `message` is shown to the
 * claimant, `code` is the SDK's code for the logs (never personal data).
 */
export class AuthAdapterError extends Error {
  override name = 'AuthAdapterError';
  constructor(
    readonly kind: AuthErrorKind,
    readonly code?: string,
    options?: { cause?: unknown; message?: string },
  ) {
    super(options?.message ?? AUTH_ERROR_MESSAGES[kind], { cause: options?.cause });
  }
}

export function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export function toAuthAdapterError(error: unknown): AuthAdapterError {
  if (error instanceof AuthAdapterError) return error;
  if (error instanceof FirebaseLoadError) return new AuthAdapterError('network', undefined, { cause: error });
  const code = firebaseCode(error);
  return new AuthAdapterError((code ? KIND_BY_CODE[code] : undefined) ?? 'unknown', code, {
    cause: error,
  });
}
