import { describe, expect, it } from 'vitest';
import { adminDb, anonymousCaller, errorOf, startCheck, wrongCode } from './support';

interface Verified {
  data: {
    verified: true;
    data: {
      claimId: string;
      status: string;
      agreements: { lender: string; startDate: string; agreementType: string; vehicle: { make: string } }[];
      addresses: { postcode: string }[];
    };
  };
}

describe('valifiVerifyOtp', () => {
  it('accepts the texted code (spaces ignored), stores the credit file on the claim and returns it at data.data.data', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller);
    const otp = `${code.slice(0, 3)} ${code.slice(3)}`;
    const result = (await caller.call('valifiVerifyOtp', {
      claimId,
      otp,
      userId: caller.uid,
      firstName: 'Jane',
    })) as Verified;
    const { data } = result.data;
    expect(data).toMatchObject({ claimId, status: 'checked' });
    expect(data.agreements.length).toBeGreaterThan(0);
    for (const agreement of data.agreements) {
      expect(['PCP', 'HP']).toContain(agreement.agreementType);
      expect(Number(agreement.startDate.slice(0, 4))).toBeGreaterThanOrEqual(2007);
      expect(Number(agreement.startDate.slice(0, 4))).toBeLessThanOrEqual(2024);
    }
    expect(data.addresses.length).toBeGreaterThan(0);
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim).toMatchObject({
      status: 'checked',
      agreements: data.agreements,
      addresses: data.addresses,
    });
  });

  it('gives the same identity the same agreements every time, and none for the Nofinance identity', async () => {
    const [a, b, none] = await Promise.all([anonymousCaller(), anonymousCaller(), anonymousCaller()]);
    const verify = async (caller: typeof a, lastName: string) => {
      const { claimId, code } = await startCheck(caller, { lastName });
      return ((await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid })) as Verified)
        .data.data;
    };
    const [first, second, empty] = await Promise.all([
      verify(a, 'Example'),
      verify(b, 'Example'),
      verify(none, 'Nofinance'),
    ]);
    expect(second.agreements).toEqual(first.agreements);
    expect(empty.agreements).toEqual([]);
  });

  it('counts wrong codes and voids the code after 5 wrong tries, even for the right code', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller);
    for (let left = 4; left >= 0; left -= 1) {
      const refused = await errorOf(
        caller.call('valifiVerifyOtp', { claimId, otp: wrongCode(code), userId: caller.uid }),
      );
      expect(refused).toMatchObject({
        code: 'functions/invalid-argument',
        details: { reason: 'wrong-code', attemptsLeft: left },
      });
    }
    const locked = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(locked).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'locked' } });
    expect(locked.message).toMatch(/^Too many wrong codes/);
  });

  it('refuses a code after 10 minutes', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller);
    // The clock is the stored expiry: moving it back is what 10 minutes passing looks like.
    await adminDb()
      .doc(`passcodes/${claimId}`)
      .update({ expiresAt: Date.now() - 1 });
    const expired = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(expired).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'expired' } });
  });

  it('refuses a code used once already', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller);
    await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid });
    const reused = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(reused).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'used' } });
  });

  it('refuses a code from one claim on another claim of the same user', async () => {
    const caller = await anonymousCaller();
    const first = await startCheck(caller);
    const second = await startCheck(caller);
    const otp = first.code === second.code ? wrongCode(second.code) : first.code;
    const refused = await errorOf(
      caller.call('valifiVerifyOtp', { claimId: second.claimId, otp, userId: caller.uid }),
    );
    expect(refused).toMatchObject({ code: 'functions/invalid-argument', details: { reason: 'wrong-code' } });
  });

  it('refuses a userId that is not the caller and another user’s claim', async () => {
    const owner = await anonymousCaller();
    const intruder = await anonymousCaller();
    const { claimId, code } = await startCheck(owner);
    const mismatch = await errorOf(
      intruder.call('valifiVerifyOtp', { claimId, otp: code, userId: owner.uid }),
    );
    expect(mismatch.code).toBe('functions/permission-denied');
    const foreign = await errorOf(
      intruder.call('valifiVerifyOtp', { claimId, otp: code, userId: intruder.uid }),
    );
    expect(foreign).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });
    const missing = await errorOf(
      owner.call('valifiVerifyOtp', { claimId: 'no-such-claim-1', otp: code, userId: owner.uid }),
    );
    expect(missing.code).toBe('functions/not-found');
    // The owner's code still works: the refused calls spent nothing.
    await expect(
      owner.call('valifiVerifyOtp', { claimId, otp: code, userId: owner.uid }),
    ).resolves.toBeDefined();
  });

  it('answers unavailable when the report fails (sandbox surname Reportfail) and leaves code and claim untouched', async () => {
    const caller = await anonymousCaller();
    const { claimId, code } = await startCheck(caller, { lastName: 'Reportfail' });
    const refused = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(refused.code).toBe('functions/unavailable');
    const passcode = (await adminDb().doc(`passcodes/${claimId}`).get()).data();
    expect(passcode).toMatchObject({ used: false, attempts: 0 });
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('draft');
  });
});
