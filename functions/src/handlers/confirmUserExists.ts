import { getAuth } from 'firebase-admin/auth';
import type { CallContext } from '../context.js';
import { parsePayload } from '../lib/errors.js';
import { rateLimited } from '../lib/outcomes.js';
import { HOUR, readLimits } from '../lib/rateLimit.js';
import { toUkMobileE164 } from '../../../contract/fields.js';
import { ConfirmUserExistsRequestSchema } from '../../../contract/requests.js';

/** Every answer takes at least this long, so timing does not tell "no such email" from "mismatch". */
export const MIN_ANSWER_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function accountHasBoth(
  email: string,
  phoneNumber: string,
  deps: CallContext['deps'],
): Promise<boolean> {
  const auth = getAuth();
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  // The profile read happens either way so both answers do the same work.
  const profile = await deps.db
    .collection('users')
    .doc(user?.uid ?? '_no_such_user')
    .get();
  if (!user) return false;
  const stored = profile.get('phoneNumber') as unknown;
  const profileMatches = typeof stored === 'string' && toUkMobileE164(stored) === phoneNumber;
  return profileMatches || user.phoneNumber === phoneNumber;
}

/** Whether one account holds both the email and the mobile number; same shape either way. */
export async function confirmUserExists(data: unknown, { uid, deps, client }: CallContext) {
  const started = deps.now();
  const input = parsePayload(ConfirmUserExistsRequestSchema, data);
  const { db, limits, pseudonym } = deps;
  const refusal = await db.runTransaction(async (tx) => {
    const counters = await readLimits(
      db,
      tx,
      [
        { key: `exists-uid-${uid}`, limit: limits.userExistsPerUserPerHour, windowMs: HOUR },
        // Per number, per email and per IP address too, so new accounts do not reset the count.
        {
          key: `exists-number-${pseudonym('phone', input.phoneNumber)}`,
          limit: limits.userExistsPerNumberPerHour,
          windowMs: HOUR,
        },
        {
          key: `exists-email-${pseudonym('email', input.email)}`,
          limit: limits.userExistsPerEmailPerHour,
          windowMs: HOUR,
        },
        ...(client.ip
          ? [
              {
                key: `exists-client-${pseudonym('ip', client.ip)}`,
                limit: limits.userExistsPerClientPerHour,
                windowMs: HOUR,
              },
            ]
          : []),
      ],
      deps.now(),
    );
    counters.commit();
    return counters.refusal;
  });
  if (refusal) throw rateLimited('account checks', refusal);
  const exists = await accountHasBoth(input.email, input.phoneNumber, deps);
  await sleep(Math.max(0, started + MIN_ANSWER_MS - deps.now()));
  return { exists };
}
