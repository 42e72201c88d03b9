import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallContext } from '../context.js';
import { DATA_REQUESTS } from '../claims/dataRequests.js';
import { MAIL_COLLECTION } from '../mail/triggerEmail.js';
import { parsePayload } from '../lib/errors.js';
import { rateLimited } from '../lib/outcomes.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { PROGRESS_COLLECTION } from './progress.js';
import { ExportMyDataRequestSchema } from '../../../contract/myData.js';
import { myDataOf, type MyDataSources, type StoredDocument } from '../../../contract/myDataOf.js';

const stored = (doc: DocumentSnapshot): StoredDocument => ({ id: doc.id, data: doc.data() ?? {} });

const millis = (time: string | undefined | null): number | null => {
  const parsed = time ? Date.parse(time) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

/** The caller's sign-in account as Firebase Authentication holds it. */
async function accountOf(uid: string): Promise<MyDataSources['account']> {
  const { getAuth } = await import('firebase-admin/auth');
  const user = await getAuth()
    .getUser(uid)
    .catch((error: unknown) => {
      // A session still open on a device after its account was deleted at the claimant's request.
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
      throw new HttpsError('not-found', 'This account no longer exists: its data was deleted as you asked.', {
        reason: 'account',
      });
    });
  return {
    userId: uid,
    email: user.email ?? null,
    emailConfirmed: user.emailVerified,
    guest: user.providerData.length === 0,
    createdAt: millis(user.metadata.creationTime),
    lastSignInAt: millis(user.metadata.lastSignInTime),
  };
}

/**
 * Extension (decision 183): a copy of everything held about the caller, "Download my data". It
 * reads what the caller may read (their profile, their claims with the complaints and events
 * they can see, their data requests), their saved journey, the firm's copies of the emails sent to
 * them (the mail queue, decision 271) and their sign-in account, and answers
 * the fields `contract/myData.ts` names: never the firm's internal notes, the audit log or the
 * ids of its staff. Limited per account, as each copy reads every claim.
 */
export async function exportMyData(data: unknown, { uid, deps }: CallContext) {
  parsePayload(ExportMyDataRequestSchema, data);
  const { db, now, limits } = deps;
  const refusal = await db.runTransaction(async (tx) => {
    const counters = await readLimits(
      db,
      tx,
      [{ key: `export-uid-${uid}`, limit: limits.dataExportsPerUserPerHour, windowMs: HOUR }],
      now(),
    );
    counters.commit();
    return counters.refusal;
  });
  if (refusal) throw rateLimited('copies of your data', refusal);

  const [account, profile, claims, requests, progress, emails] = await Promise.all([
    accountOf(uid),
    db.collection('users').doc(uid).get(),
    db.collection('claims').where('uid', '==', uid).get(),
    db.collection(DATA_REQUESTS).where('uid', '==', uid).get(),
    db.collection(PROGRESS_COLLECTION).doc(uid).get(),
    db.collection(MAIL_COLLECTION).where('uid', '==', uid).get(),
  ]);
  const withTimelines = await Promise.all(
    claims.docs.map(async (claim) => {
      const [complaints, events] = await Promise.all([
        claim.ref.collection('complaints').where('uid', '==', uid).get(),
        claim.ref.collection('events').where('uid', '==', uid).get(),
      ]);
      return { ...stored(claim), complaints: complaints.docs.map(stored), events: events.docs.map(stored) };
    }),
  );
  const savedAt = progress.get('savedAt') as unknown;
  const saved = progress.get('progress') as unknown;
  return {
    data: myDataOf({
      now: now(),
      account,
      profile: profile.exists ? (profile.data() ?? null) : null,
      claims: withTimelines,
      savedJourney:
        typeof savedAt === 'number' && typeof saved === 'string' ? { progress: saved, savedAt } : null,
      dataRequests: requests.docs.map(stored),
      emails: emails.docs.map(stored),
    }),
  };
}
