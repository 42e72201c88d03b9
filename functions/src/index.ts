import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall, HttpsError } from 'firebase-functions/v2/https';
import type { Deps } from './context.js';
import { dispatch } from './dispatch.js';
import { selectProviders } from './providers/index.js';

initializeApp();

let deps: Deps | undefined;
function instanceDeps(): Deps {
  if (!deps) {
    const db = getFirestore();
    deps = { db, providers: selectProviders(db), now: () => Date.now() };
  }
  return deps;
}

/**
 * The one gateway every client call goes through (spec section 7):
 * `gateway({ functionName, data })` in europe-west2.
 */
export const gateway = onCall({ region: 'europe-west2' }, async (request) => {
  if (!request.auth) {
    throw new HttpsError(
      'unauthenticated',
      'Sign in (an anonymous session is enough) before calling the gateway.',
    );
  }
  return dispatch(request.data, request.auth.uid, instanceDeps());
});
