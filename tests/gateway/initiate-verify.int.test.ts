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
} from './support';

describe('checkboardInitiateCheck', () => {
  it('creates a draft claim owned by the caller and texts a 6-digit code to the mobile', async () => {
    const caller = await anonymousCaller();
    const who = subjectOf();
    const { mobile } = who;
    const { result, claimId } = await startCheck(caller, {
      lastName: who.lastName,
      dateOfBirth: who.dateOfBirth,
      otherFirmInstructed: true,
    });
    expect(result.data).toMatchObject({
      status: 'draft',
      otpSent: true,
      phoneNumberEnding: mobile.e164.slice(-3),
    });
    const expiresIn = Date.parse(result.data.expiresAt ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim).toMatchObject({
      uid: caller.uid,
      status: 'draft',
      applicant: { phoneNumber: mobile.e164, lastName: who.lastName },
      // Kept on the draft, so a claim resumed on another device shows the answer given.
      otherFirmInstructed: true,
    });
    const texts = await textsFor(claimId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: mobile.e164, uid: caller.uid });
    expect(texts[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('answers a retry with the same key with the first result and sends no second text', async () => {
    const caller = await anonymousCaller();
    const request = initiateRequest();
    const first = await caller.call('checkboardInitiateCheck', request);
    const second = await caller.call('checkboardInitiateCheck', request);
    expect(second).toEqual(first);
    const { claimId } = (first as { data: { claimId: string } }).data;
    expect(await textsFor(claimId)).toHaveLength(1);
  });

  it('refuses a different payload under the same idempotency key', async () => {
    const caller = await anonymousCaller();
    const request = initiateRequest();
    await caller.call('checkboardInitiateCheck', request);
    const refused = await errorOf(caller.call('checkboardInitiateCheck', { ...request, firstName: 'Janet' }));
    expect(refused.code).toBe('functions/already-exists');
    expect(refused.message).toMatch(/idempotencyKey was already used with a different request/);
  });

  it.each([
    ['useValidateRunCheck', true],
    ['useValifiRunCheck', false],
    ['headless', false],
    ['allowCheckboardFallback', true],
    ['skipApproveCheck', false],
    ['extraClaimsPageId', 'page-1'],
    ['forceNew', false],
    ['enforceQualificationPeriod', true],
  ])('refuses the flag %s set to %s', async (flag, value) => {
    const caller = await anonymousCaller();
    const refused = await errorOf(caller.call('checkboardInitiateCheck', initiateRequest({ [flag]: value })));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toContain(`data.${flag}`);
  });

  it('names the field at fault when a caller field is wrong', async () => {
    const caller = await anonymousCaller();
    const landline = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ phoneNumber: '020 7946 0000' })),
    );
    expect(landline).toMatchObject({ code: 'functions/invalid-argument' });
    expect(landline.message).toMatch(/^data\.phoneNumber: Enter a UK mobile phone number/);
    const minor = new Date(Date.now() - 17 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const young = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ dateOfBirth: minor })),
    );
    expect(young.message).toMatch(/^data\.dateOfBirth: You must be 18 or over/);
    const unreal = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ dateOfBirth: '1990-02-30' })),
    );
    expect(unreal.message).toMatch(/^data\.dateOfBirth: Date of birth must be a real date/);
  });

  it('answers unavailable and writes nothing when the provider fails to start (sandbox surname Outage)', async () => {
    const caller = await anonymousCaller();
    const refused = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ lastName: 'Outage' })),
    );
    expect(refused.code).toBe('functions/unavailable');
    const claims = await adminDb().collection('claims').where('uid', '==', caller.uid).get();
    expect(claims.empty).toBe(true);
  });

  it('limits passcode texts to 5 an hour for one number', async () => {
    const { lastName, dateOfBirth } = subjectOf();
    for (let i = 0; i < 5; i += 1) {
      const caller = await anonymousCaller();
      await caller.call('checkboardInitiateCheck', initiateRequest({ lastName, dateOfBirth }));
    }
    const caller = await anonymousCaller();
    const refused = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ lastName, dateOfBirth })),
    );
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.details).toMatchObject({ reason: 'rate-limited' });
  });

  it('limits one user to 5 texts an hour whatever the number', async () => {
    const caller = await anonymousCaller();
    for (let i = 0; i < 5; i += 1) await caller.call('checkboardInitiateCheck', initiateRequest());
    const refused = await errorOf(caller.call('checkboardInitiateCheck', initiateRequest()));
    expect(refused.code).toBe('functions/resource-exhausted');
  });

  it('sends a new code for the caller’s own draft claim and refuses another user’s claim', async () => {
    const owner = await anonymousCaller();
    const { claimId, code, request } = await startCheck(owner);
    const resent = await owner.call('checkboardInitiateCheck', {
      ...request,
      idempotencyKey: crypto.randomUUID(),
      claimId,
    });
    expect(resent).toMatchObject({ data: { claimId } });
    const texts = await textsFor(claimId);
    expect(texts).toHaveLength(2);
    const verifyOld = await errorOf(owner.call('valifiVerifyOtp', { claimId, otp: code, userId: owner.uid }));
    // The first code is replaced by the second (unless they happen to be equal).
    if (!texts[1]?.body.includes(code)) expect(verifyOld.code).toBe('functions/invalid-argument');
    const intruder = await anonymousCaller();
    const refused = await errorOf(
      intruder.call('checkboardInitiateCheck', { ...initiateRequest(), claimId }),
    );
    expect(refused.code).toBe('functions/not-found');
    expect(wrongCode('999999')).toBe('000000');
  });
});
