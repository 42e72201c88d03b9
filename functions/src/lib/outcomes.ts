import { HttpsError } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import type { RateLimitRefusal } from './rateLimit.js';

export function rateLimited(what: string, refusal: RateLimitRefusal): HttpsError {
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000));
  return new HttpsError(
    'resource-exhausted',
    `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      reason: 'rate-limited',
      retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000),
    },
  );
}

/** A provider failed: log which one (no personal data) and answer a retryable `unavailable`. */
export function providerUnavailable(
  functionName: string,
  error: unknown,
  service = 'The credit-check service',
): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.warn('provider failed', { functionName, error: error instanceof Error ? error.name : 'unknown' });
  return new HttpsError('unavailable', `${service} is not answering. Try again in a few minutes.`, {
    reason: 'provider',
  });
}

export function idempotencyConflict(): HttpsError {
  return new HttpsError(
    'already-exists',
    'This idempotencyKey was already used with a different request. Use a new key for a new attempt.',
    { reason: 'idempotency-conflict' },
  );
}
