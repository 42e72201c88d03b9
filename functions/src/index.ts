import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall, HttpsError } from 'firebase-functions/v2/https';
import { appCheckEnforced, rateLimitHashKey } from './config.js';
import type { Deps } from './context.js';
import { dispatch } from './dispatch.js';
import { pseudonym } from './lib/hashing.js';
import { limitsFromEnv } from './lib/rateLimit.js';
import { selectProviders } from './providers/index.js';

initializeApp();

export { cleanUpAnonymousAccounts } from './scheduled/cleanUp.js';
export { cspReport } from './cspReport.js';

let deps: Deps | undefined;
function instanceDeps(): Deps {
  if (!deps) {
    const db = getFirestore();
    const key = rateLimitHashKey.value();
    if (!key) throw new HttpsError('internal', 'The gateway could not complete this call. Try again.');
    deps = {
      db,
      providers: selectProviders(db),
      now: () => Date.now(),
      limits: limitsFromEnv(process.env),
      pseudonym: (kind, value) => pseudonym(key, kind, value),
    };
  }
  return deps;
}

/**
 * The one gateway every client call goes through (spec section 7):
 * `gateway({ functionName, data })` in europe-west2.
 */
export const gateway = onCall(
  { region: 'europe-west2', secrets: [rateLimitHashKey], enforceAppCheck: appCheckEnforced },
  async (request) => {
    if (!request.auth) {
      throw new HttpsError(
        'unauthenticated',
        'Sign in (an anonymous session is enough) before calling the gateway.',
      );
    }
    const client = { ip: request.rawRequest.ip ?? null };
    return dispatch(request.data, request.auth.uid, instanceDeps(), client);
  },
);
