import { describe, expect, it } from 'vitest';
import { readCreditReport } from './report.js';
import { ProviderError } from './types.js';

const full = {
  id: 'agr-1',
  lender: 'Black Horse',
  startDate: '2016-05-01',
  endDate: '2019-05-01',
  agreementType: 'PCP',
  vehicle: { make: 'Ford', model: 'Focus', registration: 'AB16CDE' },
  amountFinancedPence: 1_250_000,
};
const address = {
  addressLine1: '1 The Mall',
  addressLine2: '',
  city: 'London',
  postcode: 'sw1a1aa',
  movedIn: '2015-03',
};

describe('reading a credit-check provider’s report', () => {
  it('keeps a complete agreement and address as the claim holds them', () => {
    const { report, omitted } = readCreditReport({ agreements: [full], addresses: [address] });
    expect(report.agreements).toEqual([full]);
    expect(report.addresses).toEqual([{ ...address, postcode: 'SW1A 1AA' }]);
    expect(omitted).toEqual({ agreements: 0, addresses: 0 });
  });

  it('keeps an agreement whose car, finance type or amount is missing or malformed, as not known', () => {
    const { report } = readCreditReport({
      agreements: [
        { id: 'agr-2', lender: 'MotoNovo Finance', startDate: '2012-02-01' },
        { ...full, id: 'agr-3', agreementType: 'lease', vehicle: { make: 7 }, amountFinancedPence: -5 },
      ],
      addresses: [],
    });
    expect(report.agreements).toEqual([
      {
        id: 'agr-2',
        lender: 'MotoNovo Finance',
        startDate: '2012-02-01',
        endDate: null,
        agreementType: null,
        vehicle: { make: '', model: '', registration: '' },
        amountFinancedPence: null,
      },
      {
        ...full,
        id: 'agr-3',
        agreementType: null,
        vehicle: { make: '', model: '', registration: '' },
        amountFinancedPence: null,
      },
    ]);
  });

  it('leaves out an agreement without an id, lender or start date, and an address that breaks the rules, counting them', () => {
    const { report, omitted } = readCreditReport({
      agreements: [full, { ...full, lender: '' }, { ...full, startDate: 'May 2016' }, { lender: 'X' }, null],
      addresses: [address, { ...address, postcode: 'nowhere' }, 'text'],
    });
    expect(report.agreements.map((a) => a.id)).toEqual(['agr-1']);
    expect(report.addresses).toHaveLength(1);
    expect(omitted).toEqual({ agreements: 4, addresses: 2 });
  });

  it('answers a report that is not a report with the provider’s typed error, naming no contents', () => {
    for (const raw of [null, 'report', { agreements: 'none', addresses: [] }, { agreements: [] }]) {
      expect(() => readCreditReport(raw)).toThrow(ProviderError);
    }
    try {
      readCreditReport({ agreements: {}, addresses: [] });
    } catch (error) {
      expect((error as ProviderError).provider).toBe('credit-check');
      expect((error as Error).message).toBe('report in an unexpected shape');
    }
  });
});
