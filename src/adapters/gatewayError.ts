import {
  SERVICE_FAILURE_MESSAGES,
  type FailureKind,
  type ServiceFailureKind,
} from '../../contract/failureWords';

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
  if (!code?.startsWith('functions/') || (code === 'functions/internal' && status === '0')) {
    return serviceFailure('network', functionName, code?.startsWith('functions/') ? { code } : {});
  }
  const kind = KIND_BY_CODE[code] ?? 'server';
  // The gateway's catch-all answers (`internal`, an `unavailable` naming no reason, a bare status
  // word) are its words for developers: the call carries the service's plain words instead, and a
  // claimant's page says it in theirs (contract/failureWords.ts). A refusal keeps its own message.
  const catchAll =
    kind === 'timeout' ||
    (kind === 'unavailable' && reason === undefined) ||
    (kind === 'server' && (code === 'functions/internal' || code === 'functions/unknown')) ||
    !message ||
    /^[a-z-]+$/.test(message);
  if (catchAll && (kind === 'timeout' || kind === 'unavailable' || kind === 'server')) {
    return serviceFailure(kind, functionName, { code, reason, details });
  }
  return new GatewayError(kind, catchAll ? SERVICE_FAILURE_MESSAGES.server : message, {
    functionName,
    code,
    reason,
    details,
  });
}

/** A failed call of a service kind, carrying the service's plain words (never the gateway's). */
export function serviceFailure(
  kind: ServiceFailureKind,
  functionName: string,
  info: { code?: string; reason?: string | undefined; details?: unknown } = {},
): GatewayError {
  return new GatewayError(kind, SERVICE_FAILURE_MESSAGES[kind], { functionName, ...info });
}
