import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { isUnconfirmedPasswordSignIn, type Caller, type Client, type Deps } from './context.js';
import { handlers } from './handlers.js';
import { ACCOUNT_CHECKED_OPERATIONS } from './lib/tokenCurrent.js';

const EnvelopeSchema = v.object({
  functionName: v.pipe(v.string(), v.maxLength(64)),
  data: v.optional(v.unknown()),
});

/**
 * What a password sign-in may call before its email is confirmed: finishing the account (the
 * password, the mobile, the confirmation link again), keeping the journey it saves for later
 * (write only), and nothing that reads or changes a claim.
 */
export const BEFORE_EMAIL_CONFIRMED: ReadonlySet<string> = new Set([
  'ping',
  'upgradeAccount',
  'sendEmailVerification',
  'setUserContactDetails',
  'saveProgress',
]);

export function emailNotConfirmed(): HttpsError {
  return new HttpsError(
    'permission-denied',
    'Confirm your email address first: open the link in the email we sent you, then sign in again.',
    { reason: 'email-not-verified' },
  );
}

/** Reads `{ functionName, data }` and runs the named handler for the caller's uid. */
export async function dispatch(
  payload: unknown,
  uid: string,
  deps: Deps,
  client: Client,
  caller: Caller,
): Promise<unknown> {
  const envelope = v.safeParse(EnvelopeSchema, payload);
  if (!envelope.success) {
    throw new HttpsError('invalid-argument', 'The gateway expects { functionName: string, data: object }.');
  }
  const { functionName, data } = envelope.output;
  const load = Object.hasOwn(handlers, functionName) ? handlers[functionName] : undefined;
  if (!load) {
    // The name is not repeated: no error quotes what the caller sent.
    throw new HttpsError(
      'not-found',
      'Unknown function name. The gateway answers the names in its contract.',
    );
  }
  if (isUnconfirmedPasswordSignIn(caller) && !BEFORE_EMAIL_CONFIRMED.has(functionName)) {
    logger.info('gateway call', { functionName, uid, code: 'permission-denied', ms: 0 });
    throw emailNotConfirmed();
  }
  const started = Date.now();
  try {
    const ctx = { uid, deps, client, caller };
    // Every operation the guards cover checks the caller's account (lib/tokenCurrent.ts).
    if (ACCOUNT_CHECKED_OPERATIONS.has(functionName)) {
      const { guardCall } = await import('./callGuards.js');
      await guardCall(functionName, ctx);
    }
    const handler = await load();
    const result = await handler(data, ctx);
    logger.info('gateway call', { functionName, uid, code: 'ok', ms: Date.now() - started });
    return result;
  } catch (error) {
    if (error instanceof HttpsError) {
      logger.info('gateway call', { functionName, uid, code: error.code, ms: Date.now() - started });
      throw error;
    }
    // Unexpected failures are logged by name only (messages may quote input) and never returned.
    logger.error('gateway call failed', {
      functionName,
      uid,
      error: error instanceof Error ? error.name : typeof error,
      ms: Date.now() - started,
    });
    throw new HttpsError('internal', 'The gateway could not complete this call. Try again.');
  }
}
