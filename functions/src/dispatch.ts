import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { isUnconfirmedPasswordSignIn, type Caller, type Client, type Deps } from './context.js';
import { handlers } from './handlers.js';
import { ACCOUNT_CHECKED_OPERATIONS } from './lib/tokenCurrent.js';
import { INTERNAL_MESSAGE } from './lib/gatewayMessages.js';

const EnvelopeSchema = v.object({
  functionName: v.pipe(v.string(), v.maxLength(64)),
  data: v.optional(v.unknown()),
});

/**
 * What a password sign-in may call before its email is confirmed: finishing the account (the
 * password, the mobile, the confirmation link again), keeping the journey it saves for later
 * (write only), asking for a sign-in link (which answers every caller alike), and nothing that
 * reads or changes a claim.
 */
export const BEFORE_EMAIL_CONFIRMED: ReadonlySet<string> = new Set([
  'ping',
  'upgradeAccount',
  'sendEmailVerification',
  'setUserContactDetails',
  'saveProgress',
  'sendSignInLink',
]);

export function emailNotConfirmed(): HttpsError {
  return new HttpsError(
    'permission-denied',
    'Confirm your email address first: open the link in the email we sent you, then sign in again.',
    { reason: 'email-not-verified' },
  );
}

/** Where dispatch writes its log lines: firebase-functions' logger, or a test's record of them. */
export type GatewayLog = Pick<typeof logger, 'info' | 'error'>;

/** The answer to a call that failed unexpectedly: a fixed sentence, nothing of the failure. */
export { INTERNAL_MESSAGE };

/**
 * The log line of a call that failed unexpectedly: the function, the caller's uid, the error's
 * name (a TypeError, a FirebaseError…) and how long it ran. Never the error's message or stack,
 * which may quote what the caller sent or what was read.
 */
export function failedCallLine(
  functionName: string,
  uid: string,
  error: unknown,
  ms: number,
): Record<string, string | number> {
  return { functionName, uid, error: error instanceof Error ? error.name : typeof error, ms };
}

/** Reads `{ functionName, data }` and runs the named handler for the caller's uid. */
export async function dispatch(
  payload: unknown,
  uid: string,
  deps: Deps,
  client: Client,
  caller: Caller,
  log: GatewayLog = logger,
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
    log.info('gateway call', { functionName, uid, code: 'permission-denied', ms: 0 });
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
    log.info('gateway call', { functionName, uid, code: 'ok', ms: Date.now() - started });
    return result;
  } catch (error) {
    if (error instanceof HttpsError) {
      log.info('gateway call', { functionName, uid, code: error.code, ms: Date.now() - started });
      throw error;
    }
    // Unexpected failures are logged by name only (messages may quote input) and never returned.
    log.error('gateway call failed', failedCallLine(functionName, uid, error, Date.now() - started));
    throw new HttpsError('internal', INTERNAL_MESSAGE);
  }
}
