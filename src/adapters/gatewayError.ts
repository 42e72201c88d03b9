import type { FailureKind } from '../../machines/errors';

/**
 * What went wrong with a gateway call, in terms the machines act on: transient kinds may be retried
 * with the spec's retry helper; the others need the claimant or the developer.
 */
export type GatewayErrorKind = FailureKind;

export const TRANSIENT_KINDS: readonly GatewayErrorKind[] = ['network', 'timeout', 'unavailable'];

export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  readonly functionName: string;
  /** The callable's error code (e.g. `functions/invalid-argument`), when the gateway answered. */
  readonly code: string | undefined;
  /** The gateway's `details.reason`, e.g. `wrong-code`, `expired`, `used`, `locked`, `claim`. */
  readonly reason: string | undefined;
  readonly details: unknown;

  constructor(
    kind: GatewayErrorKind,
    message: string,
    info: { functionName: string; code?: string; reason?: string; details?: unknown; cause?: unknown },
  ) {
    super(message, info.cause === undefined ? undefined : { cause: info.cause });
    this.name = 'GatewayError';
    this.kind = kind;
    this.functionName = info.functionName;
    this.code = info.code;
    this.reason = info.reason;
    this.details = info.details;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** Whether a failure is worth retrying (network, timeout, unavailable); nothing else is. */
export function isTransientGatewayError(error: unknown): boolean {
  return isGatewayError(error) && TRANSIENT_KINDS.includes(error.kind);
}

const KIND_BY_CODE: Record<string, GatewayErrorKind> = {
  'functions/deadline-exceeded': 'timeout',
  'functions/unavailable': 'unavailable',
  'functions/invalid-argument': 'invalid-input',
  'functions/failed-precondition': 'invalid-input',
  'functions/already-exists': 'invalid-input',
  'functions/permission-denied': 'invalid-input',
  'functions/out-of-range': 'invalid-input',
  'functions/resource-exhausted': 'rate-limited',
  'functions/not-found': 'not-found',
  'functions/unauthenticated': 'unauthenticated',
};

interface CallableFailure {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Maps whatever the callable threw to a GatewayError; the SDK reports no answer as `internal [0]`. */
export function toGatewayError(error: unknown, functionName: string): GatewayError {
  if (error instanceof GatewayError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as CallableFailure;
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const raw = typeof failure.message === 'string' ? failure.message : '';
  const status = /\s\[(\d+)\]$/.exec(raw)?.[1];
  const message = raw.replace(/\s\[\d+\]$/, '');
  const details = failure.details;
  const reason =
    typeof details === 'object' &&
    details !== null &&
    typeof (details as { reason?: unknown }).reason === 'string'
      ? (details as { reason: string }).reason
      : undefined;
  if (!code?.startsWith('functions/')) {
    return new GatewayError(
      'network',
      'The gateway could not be reached. Check the connection and try again.',
      {
        functionName,
      },
    );
  }
  if (code === 'functions/internal' && status === '0') {
    return new GatewayError(
      'network',
      'The gateway could not be reached. Check the connection and try again.',
      {
        functionName,
        code,
      },
    );
  }
  const kind = KIND_BY_CODE[code] ?? 'server';
  // A bare status word ("internal", when the answer was not the callable's own) tells a claimant
  // nothing: it is replaced with a sentence.
  const text =
    kind === 'timeout'
      ? 'The gateway did not answer in time. Try again.'
      : message && !/^[a-z-]+$/.test(message)
        ? message
        : 'Our service could not complete this request.';
  return new GatewayError(kind, text, { functionName, code, reason, details });
}
