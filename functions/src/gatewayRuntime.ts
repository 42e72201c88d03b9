// What the gateway needs once it is called: Firestore, the providers, the limits and the handlers.
// index.ts loads this module on the first call, so loading the function (a cold start, and the
// deploy's analysis of the source) does not pay for the Firestore client.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Caller, Client, Deps } from './context.js';
import { dispatch } from './dispatch.js';
import { pseudonym } from './lib/hashing.js';
import type { AccountNow } from './lib/tokenCurrent.js';
import { limitsFromEnv } from './lib/rateLimit.js';
import { selectProviders } from './providers/index.js';

let deps: Deps | undefined;

/**
 * The caller's account as Firebase Authentication holds it now: one lookup, with nothing cached, so
 * a revocation, a disabled account or a narrowed grant holds from the next call (decision 244).
 * firebase-admin/auth is loaded on the first lookup, which the claimant's journey never makes.
 */
async function accountNow(uid: string): Promise<AccountNow | null> {
  const { getAuth } = await import('firebase-admin/auth');
  try {
    const user = await getAuth().getUser(uid);
    return {
      disabled: user.disabled,
      validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : null,
      claims: user.customClaims ?? {},
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** One set of dependencies per instance, made on its first call. */
function instanceDeps(hashKey: string): Deps {
  if (!deps) {
    if (!hashKey) throw new HttpsError('internal', 'The gateway could not complete this call. Try again.');
    if (getApps().length === 0) initializeApp();
    const db = getFirestore();
    deps = {
      db,
      providers: selectProviders(db),
      now: () => Date.now(),
      limits: limitsFromEnv(process.env),
      pseudonym: (kind, value) => pseudonym(hashKey, kind, value),
      accounts: accountNow,
    };
  }
  return deps;
}

/** Runs one gateway call for a signed-in caller. */
export function runGateway(
  data: unknown,
  uid: string,
  client: Client,
  caller: Caller,
  hashKey: string,
): Promise<unknown> {
  return dispatch(data, uid, instanceDeps(hashKey), client, caller);
}
