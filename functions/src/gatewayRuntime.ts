// What the gateway needs once it is called: Firestore, the providers, the limits and the handlers.
// index.ts loads this module on the first call, so loading the function (a cold start, and the
// deploy's analysis of the source) does not pay for the Firestore client.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Caller, Client, Deps } from './context.js';
import { INTERNAL_MESSAGE, dispatch } from './dispatch.js';
import { emulatorClockOn, serviceClock } from './lib/emulatorClock.js';
import { pseudonym } from './lib/hashing.js';
import { accountLookup } from './lib/tokenCurrent.js';
import { limitsFromEnv } from './lib/rateLimit.js';
import { selectProviders } from './providers/index.js';

let deps: Deps | undefined;

/** One set of dependencies per instance, made on its first call. */
function instanceDeps(hashKey: string): Deps {
  if (!deps) {
    if (!hashKey) throw new HttpsError('internal', INTERNAL_MESSAGE);
    if (getApps().length === 0) initializeApp();
    const db = getFirestore();
    deps = {
      db,
      providers: selectProviders(db),
      now: () => Date.now(),
      limits: limitsFromEnv(process.env),
      pseudonym: (kind, value) => pseudonym(hashKey, kind, value),
      // firebase-admin/auth is loaded on the first lookup, which the claimant's journey never makes.
      accounts: accountLookup(async () => (await import('firebase-admin/auth')).getAuth()),
    };
  }
  return deps;
}

/** Runs one gateway call for a signed-in caller. */
export async function runGateway(
  data: unknown,
  uid: string,
  client: Client,
  caller: Caller,
  hashKey: string,
): Promise<unknown> {
  const deps = instanceDeps(hashKey);
  // On the browser tests' emulators only, the call runs on the clock a test moved (decision 261).
  // A sign-in's age is still read on the real clock, which the Auth emulator's tokens follow.
  const callDeps = emulatorClockOn(process.env)
    ? { ...deps, now: await serviceClock(deps.db), tokenNow: deps.now }
    : deps;
  return dispatch(data, uid, callDeps, client, caller);
}
