import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
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
 * Deletes the anonymous accounts (guest sessions) unused for longer than `olderThanMs` that have
 * no claim, with their blank profiles. Accounts with a claim stay: an unsigned claim expires on
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
      for (const uid of gone) void writer.delete(db.collection('users').doc(uid));
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
