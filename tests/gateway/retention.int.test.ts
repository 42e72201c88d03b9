import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '../../contract/retention';
import { removeStaleGuestAccounts } from '../../functions/src/scheduled/cleanUp';
import { adminApp, adminDb, anonymousCaller, initiateRequest, startCheck } from './support';

const DAY = 24 * 60 * 60 * 1000;

/** How far from now (in days) a document's `expireAt` lies. */
async function expiresInDays(path: string): Promise<number> {
  const expireAt = (await adminDb().doc(path).get()).get('expireAt') as unknown;
  expect(expireAt).toBeInstanceOf(Timestamp);
  return ((expireAt as Timestamp).toMillis() - Date.now()) / DAY;
}

describe('nothing is kept forever', () => {
  it('gives passcodes, idempotency records, counters and unsigned claims an expiry for the TTL policies', async () => {
    const caller = await anonymousCaller();
    const { claimId, request } = await startCheck(caller);
    expect(await expiresInDays(`passcodes/${claimId}`)).toBeCloseTo(RETENTION_DAYS.passcode, 1);
    expect(
      await expiresInDays(`idempotency/${caller.uid}_checkboardInitiateCheck_${request.idempotencyKey}`),
    ).toBeCloseTo(RETENTION_DAYS.idempotency, 1);
    expect(await expiresInDays(`claims/${claimId}`)).toBeCloseTo(RETENTION_DAYS.unsignedClaim, 1);
    expect(await expiresInDays(`rateLimits/checks-uid-${caller.uid}`)).toBeLessThanOrEqual(
      RETENTION_DAYS.rateLimit,
    );
    // A refused check's claim expires the same way.
    const refused = (await caller.call(
      'checkboardInitiateCheck',
      initiateRequest({ postcode: 'GIR 0AA' }),
    )) as { data: { claimId: string } };
    expect(await expiresInDays(`claims/${refused.data.claimId}`)).toBeCloseTo(
      RETENTION_DAYS.unsignedClaim,
      1,
    );
  });

  it('the nightly clean-up deletes guest accounts unused for 30 days that have no claim, with what they left, and keeps the rest', async () => {
    const auth = getAuth(adminApp());
    const idle = await anonymousCaller();
    await adminDb().doc(`users/${idle.uid}`).set({ id: idle.uid, userId: idle.uid, firstName: '' });
    await idle.call('saveProgress', { progress: JSON.stringify({ step: 'start' }) });
    // A deletion request as guests could make them before decision 248: it has no expiry of its own.
    const request = (uid: string) => ({
      uid,
      kind: 'deletion',
      status: 'requested',
      requestedAt: Date.now(),
      workspaces: ['Redress'],
      claimIds: [],
    });
    await adminDb().doc(`dataRequests/deletion-${idle.uid}`).set(request(idle.uid));
    const claimant = await anonymousCaller();
    await startCheck(claimant);
    await adminDb().doc(`dataRequests/deletion-${claimant.uid}`).set(request(claimant.uid));
    const registered = await auth.createUser({
      email: `kept.${Date.now()}@example.com`,
      password: 'a long password',
    });

    // Run as it would run 29 days from now: nothing is old enough yet.
    const soon = await removeStaleGuestAccounts({ auth, db: adminDb() }, Date.now() + 29 * DAY);
    expect(soon.deleted).toBe(0);
    await expect(auth.getUser(idle.uid)).resolves.toBeDefined();
    expect((await adminDb().doc(`progress/${idle.uid}`).get()).exists).toBe(true);

    // And 31 days from now.
    const later = await removeStaleGuestAccounts({ auth, db: adminDb() }, Date.now() + 31 * DAY);
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    await expect(auth.getUser(idle.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().doc(`users/${idle.uid}`).get()).exists).toBe(false);
    // What the guest left goes with the account: its saved journey and its data request.
    expect((await adminDb().doc(`progress/${idle.uid}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`dataRequests/deletion-${idle.uid}`).get()).exists).toBe(false);
    await expect(auth.getUser(claimant.uid)).resolves.toBeDefined();
    expect((await adminDb().doc(`dataRequests/deletion-${claimant.uid}`).get()).exists).toBe(true);
    await expect(auth.getUser(registered.uid)).resolves.toBeDefined();
  });
});
