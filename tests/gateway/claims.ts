import { randomUUID } from 'node:crypto';
import { startCheck, type Caller } from './support';

/** A claim checked with the texted code, ready to sign: its id, the applicant and the agreements found. */
export async function checkedClaim(caller: Caller, overrides: Record<string, unknown> = {}) {
  const { claimId, code, request } = await startCheck(caller, overrides);
  const verified = (await caller.call('valifiVerifyOtp', { claimId, otp: code, userId: caller.uid })) as {
    data: { data: { agreements: { id: string; lender: string }[] } };
  };
  const { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber } = request;
  return {
    claimId,
    applicant: { title, firstName, middleName, lastName, dateOfBirth, email, phoneNumber },
    agreements: verified.data.data.agreements,
  };
}

/** A submitClaim request for a checked claim: its first agreement, one address, typed signature. */
export function signing(
  { claimId, applicant, agreements }: Awaited<ReturnType<typeof checkedClaim>>,
  overrides: Record<string, unknown> = {},
) {
  return {
    claimId,
    idempotencyKey: randomUUID(),
    applicant,
    answers: {
      agreementIds: agreements.slice(0, 1).map((a) => a.id),
      otherFirmInstructed: false,
      currentAddress: {
        addressLine1: '1 The Mall',
        addressLine2: '',
        city: 'London',
        postcode: 'SW1A 1AA',
        movedIn: '2010-03',
      },
      consents: { terms: true, letterOfAuthority: true, fees: true },
    },
    signature: { kind: 'typed', name: `${applicant.firstName} ${applicant.lastName}` },
    ...overrides,
  };
}
