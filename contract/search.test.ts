import { describe, expect, it } from 'vitest';
import { claimDeskFields } from './claim';
import { searchEmail, searchLender, searchReference, searchSurname } from './search';

describe('search forms of what a handler types', () => {
  it('reads a reference however it is read out', () => {
    for (const typed of ['RDR-ABCD2345', 'rdr-abcd2345', 'RDR ABCD 2345', 'abcd2345', ' rdrabcd2345 ']) {
      expect(searchReference(typed)).toBe('RDR-ABCD2345');
    }
    expect(searchReference('RDR-ABC')).toBeNull();
    expect(searchReference('RDR-ABCD23456')).toBeNull();
  });

  it('finds a surname whatever its accents, case, spaces, hyphens and apostrophes', () => {
    const forms = ['O’Brien-Smith', "o'brien smith", 'OBRIENSMITH', 'Ó Brien-Smith'];
    expect(new Set(forms.map(searchSurname))).toEqual(new Set(['obriensmith']));
    expect(searchSurname('Zoë')).toBe(searchSurname('Zoe'));
  });

  it('finds an email and a lender whatever their case and spacing', () => {
    expect(searchEmail('  Jane.Example@Example.COM ')).toBe('jane.example@example.com');
    expect(searchLender(' Black   Horse ')).toBe('black horse');
  });
});

describe('claimDeskFields', () => {
  const address = (postcode: string) => ({
    addressLine1: '1 The Mall',
    addressLine2: '',
    city: 'London',
    postcode,
    movedIn: '2010-03',
  });

  it('keeps every lender and postcode the claim names, once, for the desk to filter and search by', () => {
    const fields = claimDeskFields({
      agreements: [
        {
          id: 'a1',
          lender: 'Black Horse',
          startDate: '2015-01-01',
          endDate: null,
          agreementType: 'PCP',
          vehicle: { make: '', model: '', registration: '' },
          amountFinancedPence: null,
        },
        {
          id: 'a2',
          lender: 'Moneybarn',
          startDate: '2016-01-01',
          endDate: null,
          agreementType: 'HP',
          vehicle: { make: '', model: '', registration: '' },
          amountFinancedPence: null,
        },
      ],
      applicant: { email: 'Jane@Example.com', lastName: 'Example-Jones' },
      answers: {
        agreementIds: ['a1'],
        manualAgreements: [{ lender: 'Black  Horse', startDate: '2012-05', vehicle: '' }],
        currentAddress: address('SW1A 1AA'),
        previousAddress: address('m11ae'),
        previousPreviousAddress: address('SW1A 1AA'),
      },
    });
    expect(fields).toEqual({
      lenders: ['Black Horse', 'Black  Horse'],
      search: {
        email: 'jane@example.com',
        surname: 'examplejones',
        postcodes: ['SW1A 1AA', 'M1 1AE'],
        lenders: ['black horse'],
      },
    });
  });
});
