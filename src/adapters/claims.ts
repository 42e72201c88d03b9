import * as v from 'valibot';
import { StoredClaimSchema, type StoredClaim } from '../../contract/claim';
import { firebaseCode } from './authErrors';
import { getFirebase, FirebaseLoadError, type FirebaseLoader } from './firebase';

/** One of the claimant's claims as stored, with its id. */
export interface OwnClaim {
  id: string;
  claim: StoredClaim;
}

/** Why the claims could not be read; `message` is for the claimant. */
export class ClaimStoreError extends Error {
  override name = 'ClaimStoreError';
  constructor(
    message: string,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the claimant reads when their claims cannot be shown. */
export const CLAIM_STORE_MESSAGES = {
  network: 'We could not reach our servers to show your claims. Check your connection and try again.',
  denied: 'Sign in again to see your claims.',
} as const;
const { network: NETWORK, denied: DENIED } = CLAIM_STORE_MESSAGES;

/**
 * The signed-in claimant's claims (`claims` where `uid` is theirs: the only query the rules allow),
 * newest first. A document that does not read as a claim is left out rather than shown wrong.
 */
export function createClaimStore(load: FirebaseLoader = getFirebase) {
  return {
    async listMine(uid: string): Promise<OwnClaim[]> {
      try {
        const [{ firestore }, sdk] = await Promise.all([load(), import('firebase/firestore/lite')]);
        const db = await firestore();
        const snapshot = await sdk.getDocs(
          sdk.query(sdk.collection(db, 'claims'), sdk.where('uid', '==', uid)),
        );
        return snapshot.docs
          .flatMap((doc) => {
            const parsed = v.safeParse(StoredClaimSchema, doc.data());
            return parsed.success ? [{ id: doc.id, claim: parsed.output }] : [];
          })
          .sort((a, b) => b.claim.updatedAt - a.claim.updatedAt);
      } catch (error) {
        if (error instanceof FirebaseLoadError)
          throw new ClaimStoreError(NETWORK, undefined, { cause: error });
        const code = firebaseCode(error);
        const denied = code === 'permission-denied' || code === 'unauthenticated';
        throw new ClaimStoreError(denied ? DENIED : NETWORK, code, { cause: error });
      }
    },
  };
}

export type ClaimStore = ReturnType<typeof createClaimStore>;
