import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, anonymousCaller, errorOf, startCheck, type Caller } from './support';

describe('lookupAddress (extension)', () => {
  it('finds the sample addresses for a postcode typed in any case and spacing', async () => {
    const caller = await anonymousCaller();
    const result = (await caller.call('lookupAddress', { postcode: ' sw1a1aa ' })) as {
      data: { postcode: string; addresses: { postcode: string; city: string }[] };
    };
    expect(result.data.postcode).toBe('SW1A 1AA');
    expect(result.data.addresses.length).toBeGreaterThan(0);
    expect(result.data.addresses.every((a) => a.postcode === 'SW1A 1AA' && a.city === 'London')).toBe(true);
  });

  it('answers an empty list for a real-looking postcode it does not know, and refuses a non-postcode', async () => {
    const caller = await anonymousCaller();
    await expect(caller.call('lookupAddress', { postcode: 'ZE1 0AA' })).resolves.toEqual({
      data: { postcode: 'ZE1 0AA', addresses: [] },
    });
    const refused = await errorOf(caller.call('lookupAddress', { postcode: 'not a postcode' }));
    expect(refused.code).toBe('functions/invalid-argument');
    expect(refused.message).toMatch(/^data\.postcode: Enter a full UK postcode, like SW1A 2AA\b/);
  });
});

async function checkedClaim(caller: Caller) {
  const { claimId, code } = await startCheck(caller);
  const verified = (await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid })) as {
    data: { data: { agreements: { id: string }[] } };
  };
  return { claimId, agreementIds: verified.data.data.agreements.map((a) => a.id) };
}

function submission(claimId: string, agreementIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    claimId,
    idempotencyKey: randomUUID(),
    answers: {
      agreementIds: agreementIds.slice(0, 1),
      otherFirmInstructed: false,
      currentAddress: { addressLine1: '1 The Mall', addressLine2: '', city: 'London', postcode: 'sw1a 1aa' },
      consents: { terms: true, letterOfAuthority: true, fees: true },
    },
    signature: { kind: 'typed', name: 'Jane Example' },
    referral: { utmSource: 'newsletter' },
    ...overrides,
  };
}

interface Submitted {
  data: { claimId: string; reference: string; status: string; submittedAt: string };
}

describe('submitClaim (extension)', () => {
  it('signs then submits the caller’s checked claim and returns its reference', async () => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds } = await checkedClaim(caller);
    const result = (await caller.call('submitClaim', submission(claimId, agreementIds))) as Submitted;
    expect(result.data).toMatchObject({ claimId, status: 'submitted' });
    expect(result.data.reference).toMatch(/^RDR-[A-Z2-9]{8}$/);
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim).toMatchObject({
      status: 'submitted',
      signature: { kind: 'typed', name: 'Jane Example' },
      answers: { currentAddress: { postcode: 'SW1A 1AA' } },
      referral: { utmSource: 'newsletter' },
    });
    expect(claim?.signedAt).toBeLessThanOrEqual(claim?.submittedAt as number);
  });

  it('answers a retry with the same key with the first reference and refuses a different payload under it', async () => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds } = await checkedClaim(caller);
    const request = submission(claimId, agreementIds);
    const [first, second] = await Promise.all([
      caller.call('submitClaim', request),
      caller.call('submitClaim', request),
    ]);
    expect(second).toEqual(first);
    const changed = await errorOf(
      caller.call('submitClaim', { ...request, signature: { kind: 'typed', name: 'J Example' } }),
    );
    expect(changed).toMatchObject({
      code: 'functions/already-exists',
      details: { reason: 'idempotency-conflict' },
    });
    const again = await errorOf(caller.call('submitClaim', { ...request, idempotencyKey: randomUUID() }));
    expect(again).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'already-signed' },
    });
  });

  it('refuses a claim not yet checked, another user’s claim, an unknown agreement and missing consent', async () => {
    const owner = await anonymousCaller();
    const draft = await startCheck(owner);
    const notChecked = await errorOf(owner.call('submitClaim', submission(draft.claimId, ['agr-1'])));
    expect(notChecked).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'not-checked' },
    });
    const { claimId, agreementIds } = await checkedClaim(owner);
    const intruder = await anonymousCaller();
    const foreign = await errorOf(intruder.call('submitClaim', submission(claimId, agreementIds)));
    expect(foreign.code).toBe('functions/not-found');
    const unknown = await errorOf(owner.call('submitClaim', submission(claimId, ['agr-not-on-file'])));
    expect(unknown.code).toBe('functions/invalid-argument');
    expect(unknown.message).toMatch(/agr-not-on-file is not an agreement found on this claim/);
    const base = submission(claimId, agreementIds);
    const unconsented = await errorOf(
      owner.call('submitClaim', {
        ...base,
        answers: { ...base.answers, consents: { terms: true, letterOfAuthority: false, fees: true } },
      }),
    );
    expect(unconsented.message).toMatch(
      /^data\.answers\.consents\.letterOfAuthority: Agree to the letter of authority to continue\b/,
    );
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('checked');
  });
});
