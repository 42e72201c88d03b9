import { onCall, HttpsError } from 'firebase-functions/v2/https';
import { initializeApp } from 'firebase-admin/app';
import { dispatch } from './dispatch.js';

initializeApp();

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
  return dispatch(request.data, request.auth.uid);
});
