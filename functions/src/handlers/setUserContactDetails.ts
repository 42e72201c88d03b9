import * as logger from 'firebase-functions/logger';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { blankProfile } from '../../../contract/profile.js';
import { SetUserContactDetailsRequestSchema } from '../../../contract/requests.js';

/**
 * Saves the caller's UK mobile (E.164) on users/{uid}. A malformed payload is refused as
 * invalid-argument; a failure after that comes back in `exception`, which the spec's client throws.
 */
export async function setUserContactDetails(data: unknown, { uid, deps }: CallContext) {
  const input = parsePayload(SetUserContactDetailsRequestSchema, data);
  const { db } = deps;
  const ref = db.collection('users').doc(uid);
  try {
    const limited = await db.runTransaction(async (tx) => {
      const limits = await readLimits(
        db,
        tx,
        [{ key: `contact-uid-${uid}`, limit: deps.limits.contactChangesPerUserPerHour, windowMs: HOUR }],
        deps.now(),
      );
      if (limits.refusal) return true;
      const profile = await tx.get(ref);
      limits.commit();
      if (profile.exists) tx.update(ref, { phoneNumber: input.phoneNumber });
      // The spec's blank profile (section 3), for a user who has none yet.
      else tx.create(ref, { ...blankProfile(uid), phoneNumber: input.phoneNumber });
      return false;
    });
    if (limited) {
      return {
        exception: 'Too many changes to your contact details. Try again in an hour.',
        code: 'rate-limited',
      };
    }
  } catch (error) {
    logger.error('contact details not saved', {
      uid,
      error: error instanceof Error ? error.name : 'unknown',
    });
    return { exception: 'Your mobile number could not be saved. Try again.', code: 'not-saved' };
  }
  return { phoneNumber: input.phoneNumber };
}
