import type { SignedClaim } from '../../../contract/claim.js';

/** A 1×1 PNG, as a drawn signature arrives (a data URL). */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A signed claim as the gateway stores it, for the document and mail tests. */
export function signedClaim(overrides: Partial<SignedClaim> = {}): SignedClaim {
  return {
    uid: 'uid-1',
    status: 'submitted',
    applicant: {
      title: 'Ms',
      firstName: 'Jane',
      middleName: 'Ann',
      lastName: 'Example',
      dateOfBirth: '1985-04-12',
      email: 'jane@example.com',
      phoneNumber: '+447700900982',
    },
    createdAt: Date.UTC(2025, 10, 20, 10),
    updatedAt: Date.UTC(2025, 10, 20, 11),
    agreements: [
      {
        id: 'agr-1',
        lender: 'Black Horse',
        startDate: '2016-05-01',
        endDate: null,
        agreementType: 'PCP',
        vehicle: { make: 'Ford', model: 'Focus', registration: 'AB16CDE' },
        amountFinancedPence: 1_250_000,
      },
      {
        id: 'agr-2',
        lender: 'MotoNovo Finance',
        startDate: '2012-02-01',
        endDate: '2016-02-01',
        agreementType: 'HP',
        vehicle: { make: 'Vauxhall', model: 'Corsa', registration: 'XY12 ZZZ' },
        amountFinancedPence: 649_950,
      },
    ],
    addresses: [],
    answers: {
      agreementIds: ['agr-1'],
      manualAgreements: [{ lender: 'Close Brothers Motor Finance', startDate: '2009-06', vehicle: '' }],
      otherFirmInstructed: false,
      currentAddress: {
        addressLine1: '1 The Mall',
        addressLine2: '',
        city: 'London',
        postcode: 'SW1A 1AA',
        movedIn: '2010-03',
      },
    },
    signature: { kind: 'typed', name: 'Jane Example', signedAt: Date.UTC(2025, 10, 20, 11) },
    submission: { reference: 'RDR-ABCD2345' },
    workspace: 'Redress',
    signedAt: Date.UTC(2025, 10, 20, 11),
    submittedAt: Date.UTC(2025, 10, 20, 11),
    ...overrides,
  };
}
