import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DATA_REQUESTS } from '../claims/dataRequests.js';
import { PROGRESS_COLLECTION } from '../handlers/progress.js';
import { MAIL_COLLECTION } from '../mail/triggerEmail.js';
import { RETENTION } from '../lib/retention.js';

/** When an account was last used: its last token refresh or sign-in, else its creation. */
function lastActive(user: UserRecord): number {
  const { lastRefreshTime, lastSignInTime, creationTime } = user.metadata;
  const times = [lastRefreshTime, lastSignInTime, creationTime]
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  return times.length > 0 ? Math.max(...times) : 0;
}

const isAnonymous = (user: UserRecord) => user.providerData.length === 0 && !user.email && !user.phoneNumber;

/**
 * What a guest session can have left behind, found by its uid: its profile, a journey saved for
 * later, data requests (guests could make them before decision 248, and an open one has no
 * expiry of its own), and queued emails, passcodes and idempotency records (which expire on their
 * own, but go with the account rather than outlive it). A guest with a claim is never cleaned up.
 */
async function leftBehind(db: Firestore, uid: string): Promise<DocumentReference[]> {
  const byUid = (collection: string) => db.collection(collection).where('uid', '==', uid).select().get();
  const found = await Promise.all([
    byUid(DATA_REQUESTS),
    byUid(MAIL_COLLECTION),
    byUid('passcodes'),
    byUid('idempotency'),
  ]);
  return [
    db.collection('users').doc(uid),
    db.collection(PROGRESS_COLLECTION).doc(uid),
    ...found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref)),
  ];
}

/**
 * Deletes the anonymous accounts (guest sessions) unused for longer than `olderThanMs` that have
 * no claim, with what they left behind (`leftBehind`). Accounts with a claim stay: an unsigned claim expires on
 * its own (its TTL), and the account goes on a later run.
 */
export async function removeStaleGuestAccounts(
  { auth, db }: { auth: Auth; db: Firestore },
  now: number,
  olderThanMs: number = RETENTION.anonymousAccountMs,
): Promise<{ deleted: number; kept: number }> {
  let pageToken: string | undefined;
  let deleted = 0;
  let kept = 0;
  do {
    const page = await auth.listUsers(1000, pageToken);
    pageToken = page.pageToken;
    const stale = page.users.filter((user) => isAnonymous(user) && now - lastActive(user) > olderThanMs);
    const withoutClaim: string[] = [];
    for (const user of stale) {
      const claims = await db.collection('claims').where('uid', '==', user.uid).limit(1).get();
      if (claims.empty) withoutClaim.push(user.uid);
      else kept += 1;
    }
    if (withoutClaim.length > 0) {
      const result = await auth.deleteUsers(withoutClaim);
      const failed = new Set(result.errors.map((error) => withoutClaim[error.index]));
      const gone = withoutClaim.filter((uid) => !failed.has(uid));
      const writer = db.bulkWriter();
      // A few accounts' reads at a time: a page may hold a thousand of them.
      for (let start = 0; start < gone.length; start += 25) {
        const left = await Promise.all(gone.slice(start, start + 25).map((uid) => leftBehind(db, uid)));
        for (const ref of left.flat()) void writer.delete(ref);
      }
      await writer.close();
      deleted += gone.length;
    }
  } while (pageToken);
  return { deleted, kept };
}

/** The nightly run with the deployment's Auth and Firestore (index.ts schedules it). */
export function runCleanUp(now: number) {
  if (getApps().length === 0) initializeApp();
  return removeStaleGuestAccounts({ auth: getAuth(), db: getFirestore() }, now);
}
