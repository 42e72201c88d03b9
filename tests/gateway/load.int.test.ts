import { describe, expect, it } from 'vitest';
import { adminDb, anonymousCaller, initiateRequest, latestCode, textsFor, type Caller } from './support';

const PAIRS = 50;
// The Functions emulator starts a Node worker per simultaneous request; on a 2-core machine more
// than this many at once measures worker start-up, not the gateway. Journeys still interleave.
const IN_FLIGHT = 10;

function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

describe('under load', () => {
  it(`runs ${PAIRS} concurrent initiate/verify pairs with no lost write and no duplicate text`, async () => {
    const limit = limiter(IN_FLIGHT);
    const callers = await Promise.all(Array.from({ length: PAIRS }, () => limit(anonymousCaller)));
    const call = (caller: Caller, name: string, data: unknown) => limit(() => caller.call(name, data));
    const outcomes = await Promise.all(
      callers.map(async (caller) => {
        const request = initiateRequest();
        // Each request goes twice at once, as a double-tap or a retry would.
        const [first, second] = (await Promise.all([
          call(caller, 'checkboardInitiateCheck', request),
          call(caller, 'checkboardInitiateCheck', request),
        ])) as { data: { claimId: string } }[];
        expect(second).toEqual(first);
        const claimId = first?.data.claimId ?? '';
        const otp = await latestCode(claimId);
        await call(caller, 'valifiVerifyOtp', { claimId, otp, userId: caller.uid });
        return { caller, claimId };
      }),
    );
    expect(new Set(outcomes.map((o) => o.claimId)).size).toBe(PAIRS);
    const db = adminDb();
    for (const { caller, claimId } of outcomes) {
      const claim = (await db.doc(`claims/${claimId}`).get()).data();
      expect(claim).toMatchObject({ uid: caller.uid, status: 'checked' });
      expect(await textsFor(claimId)).toHaveLength(1);
    }
  }, 180_000);
});
