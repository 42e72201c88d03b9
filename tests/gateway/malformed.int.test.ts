import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousCaller, initiateRequest } from './support';

const FUNCTION_NAMES = [
  'checkboardInitiateCheck',
  'valifiVerifyOtp',
  'confirmUserExists',
  'setUserContactDetails',
  'lookupAddress',
  'submitClaim',
  'recordComplaintEvent',
] as const;

/** Valid-looking requests for each function, so mutations of them probe each field's checks. */
const SEEDS: Record<(typeof FUNCTION_NAMES)[number], Record<string, unknown>> = {
  checkboardInitiateCheck: initiateRequest(),
  valifiVerifyOtp: { claimId: 'claim-00000001', otp: '123456', userId: 'someone' },
  confirmUserExists: { email: 'a@example.com', phoneNumber: '07700 900123' },
  setUserContactDetails: { phoneNumber: '07700 900123' },
  lookupAddress: { postcode: 'SW1A 1AA' },
  submitClaim: {
    claimId: 'claim-00000001',
    idempotencyKey: 'key-000000000000001',
    answers: {},
    signature: {},
  },
  recordComplaintEvent: {
    claimId: 'claim-00000001',
    complaintId: 'complaint-1',
    idempotencyKey: 'key-000000000000001',
    event: { type: 'handler.recordOffer', offerPence: 250_000 },
  },
};

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 400 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 8 }), {
    maxKeys: 3,
    noNullPrototype: true,
  }),
);

/** Replacements that leave a payload well-formed, so they are not malformed samples. */
const STILL_WELL_FORMED: Record<string, (value: unknown) => boolean> = {
  middleName: (value) => value === undefined || typeof value === 'string',
  extraClaimsPageId: (value) => value == null,
  userId: (value) => typeof value === 'string' && value.length > 0 && value.length <= 128,
  idempotencyKey: (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value),
  claimId: (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value),
};

/** A payload that must be refused: not an object, or a seed with one of its fields replaced or dropped. */
function malformed(seed: Record<string, unknown>) {
  const broken = fc
    .record({ key: fc.constantFrom(...Object.keys(seed)), value: fc.option(junk, { nil: undefined }) })
    .filter(({ key, value }) => JSON.stringify(value) !== JSON.stringify(seed[key]))
    .filter(({ key, value }) => !(STILL_WELL_FORMED[key]?.(value) ?? false))
    .map(({ key, value }) => {
      const copy: Record<string, unknown> = { ...seed };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      return copy;
    });
  return fc.oneof(
    {
      arbitrary: junk.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
      weight: 1,
    },
    { arbitrary: broken, weight: 4 },
  );
}

const RUNS = 200;

describe('every function name refuses malformed payloads', () => {
  it.each(FUNCTION_NAMES)(
    `%s answers ${RUNS} malformed payloads with invalid-argument and keeps answering`,
    async (functionName) => {
      const caller = await anonymousCaller();
      const seed = SEEDS[functionName];
      const samples = fc.sample(malformed(seed), { numRuns: RUNS, seed: 20250101 });
      const codes = new Map<string, number>();
      const unexpected: { payload: unknown; code: string; message: string }[] = [];
      // One at a time: the Functions emulator starts a new worker for each concurrent request.
      for (const payload of samples) {
        const error = await caller.call(functionName, payload).then(
          () => ({ code: 'accepted', message: '' }),
          (failure: { code: string; message: string }) => failure,
        );
        codes.set(error.code, (codes.get(error.code) ?? 0) + 1);
        if (
          error.code !== 'functions/invalid-argument' ||
          /\bat \w+ \(|node_modules|\.js:\d+/.test(error.message)
        ) {
          unexpected.push({ payload, code: error.code, message: error.message });
        }
      }
      expect(unexpected).toEqual([]);
      expect(codes.get('functions/invalid-argument')).toBe(RUNS);
      await expect(caller.call('ping', {})).resolves.toMatchObject({ data: { ok: true } });
    },
    120_000,
  );
});
