import { describe, expect, it } from 'vitest';
import {
  adminDb,
  anonymousCaller,
  errorOf,
  initiateRequest,
  startCheck,
  subjectOf,
  textsFor,
  wrongCode,
  type InitiateResult,
} from './support';
import { NO_MATCH_MESSAGE } from '../../contract/responses';

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
    const verify = async (caller: typeof a, who: { lastName: string; dateOfBirth?: string }) => {
      const { claimId, code } = await startCheck(caller, who);
      return ((await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid })) as Verified)
        .data.data;
    };
    const subject = subjectOf();
    const [first, second, empty] = await Promise.all([
      verify(a, subject),
      verify(b, subject),
      verify(none, { lastName: 'Nofinance' }),
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

  it('answers a retried verify with the same result, and refuses a spent code once a new one is sent', async () => {
    const caller = await anonymousCaller();
    const { claimId, code, request } = await startCheck(caller);
    const first = await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid });
    // The answer was lost on the way and the claimant's browser asks again: same answer, not "used".
    const retried = await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid });
    expect(retried).toEqual(first);
    // Another code for the same check is still refused.
    const other = await errorOf(
      caller.call('valifiVerifyOtp', { claimId, otp: wrongCode(code), userId: caller.uid }),
    );
    expect(other).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'used' } });
    // A new check replaces the code: the old one no longer returns anything.
    await caller.call('checkboardInitiateCheck', {
      ...request,
      idempotencyKey: crypto.randomUUID(),
      claimId,
    });
    const stale = await errorOf(caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid }));
    expect(stale.code).not.toBe('ok');
    expect(stale.message).not.toMatch(/agreements/);
  });

  it('gives a stranger with their own phone nothing from another person’s credit file', async () => {
    const victim = subjectOf();
    const stranger = await anonymousCaller();
    const strangersPhone = subjectOf().mobile;
    // The stranger knows the victim's name, date of birth and even postcode, and types their own mobile.
    const request = initiateRequest({
      lastName: victim.lastName,
      dateOfBirth: victim.dateOfBirth,
      postcode: victim.postcode,
      phoneNumber: strangersPhone.typed,
    });
    const refused = (await stranger.call('checkboardInitiateCheck', request)) as InitiateResult;
    expect(refused.data).toEqual({
      claimId: refused.data.claimId,
      status: 'checked',
      otpSent: false,
      reason: 'no-match',
    });
    // No text to anyone, nothing from the file on the claim the stranger can read.
    expect(await textsFor(refused.data.claimId)).toEqual([]);
    const claim = (await adminDb().doc(`claims/${refused.data.claimId}`).get()).data();
    expect(claim).toMatchObject({
      uid: stranger.uid,
      agreements: [],
      addresses: [],
      checkOutcome: 'no-match',
    });
    expect(JSON.stringify(claim)).not.toContain(victim.mobile.e164.slice(-6));
    // No passcode exists for the claim, so no code can unlock a report.
    const verify = await errorOf(
      stranger.call('valifiVerifyOtp', {
        claimId: refused.data.claimId,
        otp: '123456',
        userId: stranger.uid,
      }),
    );
    expect(verify.code).toBe('functions/failed-precondition');
    expect(JSON.stringify(verify)).not.toMatch(/lender|registration|addressLine/);

    // The same answer when the postcode is wrong, and when nobody matches at all: nothing tells
    // the cases apart.
    const wrongPostcode = (await stranger.call(
      'checkboardInitiateCheck',
      initiateRequest({
        lastName: victim.lastName,
        dateOfBirth: victim.dateOfBirth,
        postcode: victim.postcode === 'M1 1AE' ? 'LS1 4AP' : 'M1 1AE',
        phoneNumber: victim.mobile.typed,
      }),
    )) as InitiateResult;
    expect(wrongPostcode.data).toMatchObject({ otpSent: false, reason: 'no-match' });
    expect(Object.keys(wrongPostcode.data).sort()).toEqual(Object.keys(refused.data).sort());
    expect(NO_MATCH_MESSAGE).not.toMatch(/file (was|is) (found|not found)/i);

    // The victim, with their own phone, still gets their code and their file.
    const owner = await anonymousCaller();
    const own = await startCheck(owner, { lastName: victim.lastName, dateOfBirth: victim.dateOfBirth });
    const verified = (await owner.call('valifiVerifyOtp', {
      claimId: own.claimId,
      otp: own.code,
      userId: owner.uid,
    })) as Verified;
    expect(verified.data.data.agreements.length).toBeGreaterThan(0);
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
