import type * as Https from 'firebase-functions/v2/https';
import { GATEWAY_OPTIONS, rateLimitHashKey } from '../config.js';
import { clientAddressOf } from '../lib/clientAddress.js';

/**
 * The one gateway every client call goes through (spec section 7):
 * `gateway({ functionName, data })` in europe-west2. What it runs (Firestore, the providers, the
 * handlers) is imported on its first call (gatewayRuntime.ts), each handler on its own first call.
 * index.ts passes the firebase-functions module (bundled into lib/, decision 235).
 */
export function defineGateway({ onCall, HttpsError }: typeof Https) {
  return onCall(GATEWAY_OPTIONS, async (request) => {
    if (!request.auth) {
      throw new HttpsError(
        'unauthenticated',
        'Sign in (an anonymous session is enough) before calling the gateway.',
      );
    }
    const { runGateway } = await import('../gatewayRuntime.js');
    // The address Google's front end saw, not one the caller wrote (lib/clientAddress.ts).
    const client = { ip: clientAddressOf(request.rawRequest) };
    const { token } = request.auth;
    const caller = {
      signInProvider: token.firebase.sign_in_provider,
      emailVerified: token.email_verified === true,
      token,
    };
    return runGateway(request.data, request.auth.uid, client, caller, rateLimitHashKey.value());
  });
}
