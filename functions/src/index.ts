// The deployed functions. This module is what a new instance loads before its first request, so it
// holds only the functions' definitions; what they run is imported when they first run
// (gatewayRuntime.ts, scheduled/cleanUp.ts), keeping the Firestore client out of the cold start.
import * as logger from 'firebase-functions/logger';
import { onCall, HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_OPTIONS, GATEWAY_OPTIONS, rateLimitHashKey } from './config.js';

export { cspReport } from './cspReport.js';

/**
 * The one gateway every client call goes through (spec section 7):
 * `gateway({ functionName, data })` in europe-west2.
 */
export const gateway = onCall(GATEWAY_OPTIONS, async (request) => {
  if (!request.auth) {
    throw new HttpsError(
      'unauthenticated',
      'Sign in (an anonymous session is enough) before calling the gateway.',
    );
  }
  const { runGateway } = await import('./gatewayRuntime.js');
  const client = { ip: request.rawRequest.ip ?? null };
  const { token } = request.auth;
  const caller = {
    signInProvider: token.firebase.sign_in_provider,
    emailVerified: token.email_verified === true,
    token,
  };
  return runGateway(request.data, request.auth.uid, client, caller, rateLimitHashKey.value());
});

/** Every night: guest sessions with no claim are not kept (retention in the privacy notice). */
export const cleanUpAnonymousAccounts = onSchedule(
  { ...FUNCTION_OPTIONS, schedule: 'every day 03:00', timeZone: 'Europe/London' },
  async () => {
    const { runCleanUp } = await import('./scheduled/cleanUp.js');
    logger.info('anonymous accounts cleaned up', await runCleanUp(Date.now()));
  },
);

/**
 * Every night: a complaint whose lender has not answered by the due day (8 weeks after it was
 * sent) moves to "no response", an event the service records itself (decision 173).
 */
export const recordOverdueResponses = onSchedule(
  { ...FUNCTION_OPTIONS, schedule: 'every day 01:00', timeZone: 'Europe/London' },
  async () => {
    const { runOverdueCheck } = await import('./scheduled/overdue.js');
    logger.info('overdue responses recorded', await runOverdueCheck());
  },
);
