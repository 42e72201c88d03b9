import { describe, expect, it } from 'vitest';
import type { StoredClaim } from '../claim';
import { complaintEventOf, complaintsOfClaim } from './stored';

const vehicle = { make: 'Ford', model: 'Fiesta', registration: 'AB19 CDE' };
const agreement = (id: string, lender: string) => ({
  id,
  lender,
  startDate: '2019-03-01',
  endDate: null,
  agreementType: 'HP' as const,
  vehicle,
  amountFinancedPence: 1_250_000,
});

const claim: Pick<StoredClaim, 'agreements' | 'answers'> = {
  agreements: [
    agreement('a1', 'Black Horse'),
    agreement('a2', 'MotoNovo Finance'),
    agreement('a3', 'Close Brothers'),
  ],
  answers: {
    agreementIds: ['a1', 'a2'],
    manualAgreements: [
      { lender: ' black  horse ', startDate: '2018-05', vehicle: '' },
      {
        lender: 'Example Motor Finance',
        startDate: '2015-06',
        agreementType: 'PCP',
        vehicle: 'Vauxhall Corsa',
      },
    ],
    otherFirmInstructed: false,
    currentAddress: {
      addressLine1: '1 The Mall',
      addressLine2: '',
      city: 'London',
      postcode: 'SW1A 1AA',
      movedIn: '2010-03',
    },
  },
};

describe('the complaints a submitted claim makes', () => {
  it('makes one complaint per lender, with every chosen agreement with that lender, in the claim’s order', () => {
    const complaints = complaintsOfClaim(claim);
    expect(complaints.map((c) => [c.complaintId, c.lender, c.agreements.length])).toEqual([
      ['complaint-1', 'Black Horse', 2],
      ['complaint-2', 'MotoNovo Finance', 1],
      ['complaint-3', 'Example Motor Finance', 1],
    ]);
    // The same lender typed by hand in another case and spacing is the same lender.
    expect(complaints[0]?.agreements.map((a) => a.source)).toEqual(['creditFile', 'manual']);
    // An agreement on the file that was not chosen is not complained about.
    expect(complaints.flatMap((c) => c.agreements).map((a) => a.lender)).not.toContain('Close Brothers');
  });

  it('makes one complaint per lender and route: Scheme 1, Scheme 2, and the general route outside both (decision 259)', () => {
    const routed = complaintsOfClaim({
      ...claim,
      answers: {
        ...claim.answers!,
        agreementIds: ['a1'],
        manualAgreements: [
          { lender: 'Black Horse', startDate: '2012-05', vehicle: '' },
          { lender: 'Black Horse', startDate: '2005-01', vehicle: '' },
          { lender: 'Black Horse', startDate: '2020-02', vehicle: '' },
        ],
      },
    });
    expect(
      routed.map((c) => [c.complaintId, c.lender, c.route, c.agreements.map((a) => a.startDate)]),
    ).toEqual([
      ['complaint-1', 'Black Horse', 'scheme2', ['2019-03-01', '2020-02']],
      ['complaint-2', 'Black Horse', 'scheme1', ['2012-05']],
      ['complaint-3', 'Black Horse', 'general', ['2005-01']],
    ]);
  });

  it('has none before the claim is signed', () => {
    expect(complaintsOfClaim({ agreements: claim.agreements })).toEqual([]);
  });
});

describe('a stored event', () => {
  it('is the machine’s event again, with its amount, type and moment', () => {
    expect(complaintEventOf({ type: 'handler.recordOffer', at: 5, data: { offerPence: 250_000 } })).toEqual({
      type: 'handler.recordOffer',
      at: 5,
      offerPence: 250_000,
    });
  });
});
