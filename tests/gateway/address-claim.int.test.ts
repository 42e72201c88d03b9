import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDENTITY_CHANGED_MESSAGE } from '../../contract/checkedAnswers';
import {
  adminDb,
  anonymousCaller,
  checkedClaim,
  errorOf,
  initiateRequest,
  latestCode,
  startCheck,
  subjectOf,
  submission,
  textsFor,
  verify,
} from './support';

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

interface Submitted {
  data: { claimId: string; reference: string; status: string; submittedAt: string };
}

describe('submitClaim (extension)', () => {
  it('signs then submits the caller’s checked claim and returns its reference', async () => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds, applicant } = await checkedClaim(caller);
    const result = (await caller.call(
      'submitClaim',
      submission(claimId, agreementIds, {}, applicant),
    )) as Submitted;
    expect(result.data).toMatchObject({ claimId, status: 'submitted' });
    expect(result.data.reference).toMatch(/^RDR-[A-Z2-9]{8}$/);
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim).toMatchObject({
      status: 'submitted',
      signature: { kind: 'typed', name: 'Jane Example' },
      answers: { currentAddress: { postcode: 'SW1A 1AA', movedIn: '2010-03' } },
      referral: { utmSource: 'newsletter' },
    });
    expect(claim?.signedAt).toBeLessThanOrEqual(claim?.submittedAt as number);
  });

  it('answers a retry with the same key with the first reference and refuses a different payload under it', async () => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds, applicant } = await checkedClaim(caller);
    const request = submission(claimId, agreementIds, {}, applicant);
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
    const { claimId, agreementIds, applicant } = await checkedClaim(owner);
    const intruder = await anonymousCaller();
    const foreign = await errorOf(
      intruder.call('submitClaim', submission(claimId, agreementIds, {}, applicant)),
    );
    expect(foreign.code).toBe('functions/not-found');
    const unknown = await errorOf(
      owner.call('submitClaim', submission(claimId, ['agr-not-on-file'], {}, applicant)),
    );
    expect(unknown.code).toBe('functions/invalid-argument');
    expect(unknown.message).toMatch(/one of these is not an agreement found on this claim/);
    const base = submission(claimId, agreementIds, {}, applicant);
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

describe('submitClaim keeps every answer where the spec says (decision 108)', () => {
  it('stores each address with its month moved in and writes the profile’s names, email and addresses', async () => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds, applicant } = await checkedClaim(caller);
    const previous = {
      addressLine1: '9 Mill Lane',
      addressLine2: 'Headingley',
      city: 'Leeds',
      postcode: 'ls6 2ab',
      movedIn: '2006-11',
    };
    const request = submission(claimId, agreementIds, {}, { ...applicant, email: 'Jane.MIXED@Example.com' });
    request.answers = { ...request.answers, previousAddress: previous } as typeof request.answers;
    await caller.call('submitClaim', request);

    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim?.answers).toMatchObject({
      currentAddress: { addressLine1: '1 The Mall', postcode: 'SW1A 1AA', movedIn: '2010-03' },
      previousAddress: { ...previous, postcode: 'LS6 2AB' },
    });
    expect(claim?.applicant).toMatchObject({ lastName: applicant.lastName, email: 'jane.mixed@example.com' });
    const profile = (await adminDb().doc(`users/${caller.uid}`).get()).data();
    expect(profile).toEqual({
      id: caller.uid,
      userId: caller.uid,
      firstName: 'Jane',
      middleName: '',
      lastName: applicant.lastName,
      email: 'jane.mixed@example.com',
      phoneNumber: (claim?.applicant as { phoneNumber: string }).phoneNumber,
      addressLine1: '1 The Mall',
      addressLine2: '',
      city: 'London',
      postcode: 'SW1A 1AA',
      previousAddress: {
        addressLine1: '9 Mill Lane',
        addressLine2: 'Headingley',
        city: 'Leeds',
        postcode: 'LS6 2AB',
      },
      previousPreviousAddress: { addressLine1: '', addressLine2: '', city: '', postcode: '' },
    });
  });

  it.each([
    ['last name', { lastName: 'Whitfield-Smith' }, 'lastName'],
    ['date of birth', { dateOfBirth: '1985-07-05' }, 'dateOfBirth'],
    ['mobile', { phoneNumber: '07700 900123' }, 'phoneNumber'],
  ])('refuses a %s other than the one checked, and writes nothing', async (_, changed, field) => {
    const caller = await anonymousCaller();
    const { claimId, agreementIds, applicant } = await checkedClaim(caller);
    const refused = await errorOf(
      caller.call('submitClaim', submission(claimId, agreementIds, {}, { ...applicant, ...changed })),
    );
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'identity-changed', fields: [field] },
    });
    // The callable SDK adds the HTTP status to the message.
    expect(refused.message.replace(/ \[400\]$/, '')).toBe(IDENTITY_CHANGED_MESSAGE);
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim?.status).toBe('checked');
    expect(claim?.answers).toBeUndefined();
    expect((await adminDb().doc(`users/${caller.uid}`).get()).exists).toBe(false);
  });

  it('checks a checked claim again for a changed name and mobile, and then submits the new identity', async () => {
    const caller = await anonymousCaller();
    const first = await checkedClaim(caller);
    // Another surname is another credit file, with its own mobile (the passcode goes only there).
    const { mobile } = subjectOf({ lastName: 'Whitfield-Smith', dateOfBirth: first.applicant.dateOfBirth });
    const changed = { ...first.applicant, lastName: 'Whitfield-Smith', phoneNumber: mobile.typed };
    const again = (await caller.call(
      'checkboardInitiateCheck',
      initiateRequest({ ...changed, claimId: first.claimId }),
    )) as { data: { claimId: string } };
    expect(again.data.claimId).toBe(first.claimId);
    const texts = await textsFor(first.claimId);
    expect(texts.at(-1)?.to).toBe(mobile.e164);
    const draft = (await adminDb().doc(`claims/${first.claimId}`).get()).data();
    expect(draft).toMatchObject({ status: 'draft', applicant: { lastName: 'Whitfield-Smith' } });
    expect(draft?.agreements).toBeUndefined();
    // Until the new code is entered, nothing can be signed: neither the old identity nor the new one.
    for (const applicant of [first.applicant, changed]) {
      const early = await errorOf(
        caller.call('submitClaim', submission(first.claimId, first.agreementIds, {}, applicant)),
      );
      expect(early).toMatchObject({ details: { reason: 'not-checked' } });
    }
    const agreementIds = await verify(caller, first.claimId, await latestCode(first.claimId));
    const stale = await errorOf(
      caller.call('submitClaim', submission(first.claimId, agreementIds, {}, first.applicant)),
    );
    expect(stale).toMatchObject({
      details: { reason: 'identity-changed', fields: ['lastName', 'phoneNumber'] },
    });
    await caller.call('submitClaim', submission(first.claimId, agreementIds, {}, changed));
    const claim = (await adminDb().doc(`claims/${first.claimId}`).get()).data();
    expect(claim).toMatchObject({
      status: 'submitted',
      applicant: { lastName: 'Whitfield-Smith', phoneNumber: mobile.e164 },
    });
    // A signed claim is not checked again.
    const late = await errorOf(
      caller.call('checkboardInitiateCheck', initiateRequest({ ...changed, claimId: first.claimId })),
    );
    expect(late).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'not-draft' } });
  });
});
