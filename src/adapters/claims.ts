import type * as FirestoreLite from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import * as v from 'valibot';
import { StoredClaimSchema, type StoredClaim } from '../../contract/claim';
import { StoredComplaintSchema, StoredEventSchema, complaintRecordOf } from '../../contract/lifecycle/stored';
import type { ClaimantComplaint } from '../../machines/claims/timeline';
import { firebaseCode } from './authErrors';
import { getFirebase, FirebaseLoadError, type FirebaseLoader } from './firebase';

/** One of the claimant's claims as stored, with its id. */
export interface OwnClaim {
  id: string;
  claim: StoredClaim;
  /** Once submitted: its complaints, one per lender, with their events. */
  complaints?: ClaimantComplaint[];
}

type Sdk = typeof FirestoreLite;

/**
 * A submitted claim's complaints and their events, as the claimant may read them (filtered on
 * their uid, as the rules require). Of who recorded an event only the role is kept: a case
 * handler's identity is the firm's, not the claimant's, to know.
 */
async function complaintsOf(
  sdk: Sdk,
  db: Firestore,
  uid: string,
  claimId: string,
): Promise<ClaimantComplaint[]> {
  const mine = (name: string) =>
    sdk.query(sdk.collection(db, 'claims', claimId, name), sdk.where('uid', '==', uid));
  const [complaints, events] = await Promise.all([
    sdk.getDocs(mine('complaints')),
    sdk.getDocs(mine('events')),
  ]);
  const readEvents = events.docs.flatMap((doc) => {
    const parsed = v.safeParse(StoredEventSchema, doc.data());
    if (!parsed.success) return [];
    const { complaintId, seq, type, at, by, data } = parsed.output;
    return [{ complaintId, seq, type, at, by: by.role, data }];
  });
  return complaints.docs
    .flatMap((doc) => {
      const parsed = v.safeParse(StoredComplaintSchema, doc.data());
      return parsed.success ? [parsed.output] : [];
    })
    .sort((a, b) => a.complaintId.localeCompare(b.complaintId, 'en', { numeric: true }))
    .map((complaint) => ({
      complaintId: complaint.complaintId,
      lender: complaint.lender,
      record: complaintRecordOf(complaint),
      events: readEvents.filter((e) => e.complaintId === complaint.complaintId).sort((a, b) => a.seq - b.seq),
    }));
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
        const claims = snapshot.docs
          .flatMap((doc) => {
            const parsed = v.safeParse(StoredClaimSchema, doc.data());
            return parsed.success ? [{ id: doc.id, claim: parsed.output }] : [];
          })
          .sort((a, b) => b.claim.updatedAt - a.claim.updatedAt);
        // Only a submitted claim has complaints; the rest need no further reads.
        return await Promise.all(
          claims.map(async (own): Promise<OwnClaim> =>
            own.claim.submittedAt === undefined
              ? own
              : { ...own, complaints: await complaintsOf(sdk, db, uid, own.id) },
          ),
        );
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
