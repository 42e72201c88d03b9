import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { RETENTION, expiresAfter } from '../lib/retention.js';
import { SaveProgressRequestSchema } from '../../../contract/requests.js';
import type { SavedProgressData } from '../../../contract/responses.js';

/** Where a claimant's journey saved for later is kept: one document per account, closed to clients. */
export const PROGRESS_COLLECTION = 'progress';

/**
 * Extension: keeps the caller's journey ("Save and come back later") so that signing in on any
 * device resumes it. The app serialises and, on the way back, validates it; the gateway only
 * bounds its size and keeps it for the retention period.
 */
export async function saveProgress(data: unknown, { uid, deps }: CallContext) {
  const { progress } = parsePayload(SaveProgressRequestSchema, data);
  const savedAt = deps.now();
  await deps.db
    .collection(PROGRESS_COLLECTION)
    .doc(uid)
    .set({ uid, progress, savedAt, expireAt: expiresAfter(savedAt, RETENTION.savedProgressMs) });
  const result: SavedProgressData = { progress: null, savedAt };
  return { data: result };
}

/** Extension: the caller's saved journey, or nulls when there is none (or it has expired). */
export async function resumeProgress(_data: unknown, { uid, deps }: CallContext) {
  const snapshot = await deps.db.collection(PROGRESS_COLLECTION).doc(uid).get();
  const savedAt = snapshot.get('savedAt') as unknown;
  const progress = snapshot.get('progress') as unknown;
  const fresh =
    typeof savedAt === 'number' &&
    deps.now() - savedAt <= RETENTION.savedProgressMs &&
    typeof progress === 'string';
  const result: SavedProgressData = fresh ? { progress, savedAt } : { progress: null, savedAt: null };
  return { data: result };
}

/** A submitted claim needs no saved journey: it is removed (a missing one is fine). */
export async function forgetProgress(uid: string, { deps }: Pick<CallContext, 'deps'>) {
  await deps.db.collection(PROGRESS_COLLECTION).doc(uid).delete();
}
