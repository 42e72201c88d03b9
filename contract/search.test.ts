import { describe, expect, it } from 'vitest';
import { claimDeskFields } from './claim';
import {
  DOCUMENT_ID_MAX_BYTES,
  claimFoundBy,
  deskSearchEntries,
  deskSearchKey,
  deskSearchMerge,
  deskSearchPath,
  searchFieldsOf,
  lenderKey,
  searchEmail,
  searchLender,
  searchReference,
  searchSurname,
} from './search';

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

describe('lenderKey', () => {
  it('gives every lender’s name its own valid document id', () => {
    const names = ['black horse', 'a/b', '.', '..', '__x__', 'crédit agricole', 'credit agricole'];
    const keys = names.map(lenderKey);
    expect(new Set(keys).size).toBe(names.length);
    for (const key of keys) expect(key).toMatch(/^lender-[0-9a-f]+$/);
  });
});

describe('the desk’s search index (decision 286)', () => {
  const claim = {
    workspace: 'SGUK' as const,
    submittedAt: 1_790_000_000_000,
    submission: { reference: 'RDR-ABCD2345' },
    search: { email: 'jane@example.com', surname: 'obriensmith', postcodes: ['SW1A 1AA', 'M1 1AE'] },
  };

  it('names each search’s document by its kind and value, as a valid document id', () => {
    expect(deskSearchKey({ by: 'reference', reference: 'RDR-ABCD2345' })).toBe('reference:RDR-ABCD2345');
    expect(deskSearchKey({ by: 'email', email: 'jane/doe@example.com' })).toBe(
      'email:jane%2Fdoe%40example.com',
    );
    expect(deskSearchPath({ by: 'surnamePostcode', surname: 'smith', postcode: 'SW1A 1AA' })).toBe(
      'deskSearch/surnamePostcode:smith%7CSW1A%201AA',
    );
    // No slash, never `.`, `..` or `__…__`, and distinct kinds never share a document.
    expect(deskSearchKey({ by: 'email', email: '..' })).toBe('email:..');
    expect(deskSearchKey({ by: 'email', email: 'x' })).not.toBe(
      deskSearchKey({ by: 'reference', reference: 'x' }),
    );
  });

  it('keeps an id within Firestore’s 1,500 bytes however long the value, and distinct values apart', () => {
    const long = (c: string) => ({ by: 'email' as const, email: `${c.repeat(300)}@example.com` });
    const key = deskSearchKey(long('ž'));
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(DOCUMENT_ID_MAX_BYTES);
    expect(key).not.toMatch(/\//);
    expect(deskSearchKey(long('ž'))).toBe(key);
    expect(deskSearchKey(long('š'))).not.toBe(key);
  });

  it('enters a submitted claim under its reference, email and surname with each postcode', () => {
    const entry = { workspace: 'SGUK' as const, submittedAt: claim.submittedAt };
    expect(deskSearchEntries('claim-1', claim)).toEqual([
      { path: 'deskSearch/reference:RDR-ABCD2345', claimId: 'claim-1', entry },
      { path: 'deskSearch/email:jane%40example.com', claimId: 'claim-1', entry },
      { path: 'deskSearch/surnamePostcode:obriensmith%7CSW1A%201AA', claimId: 'claim-1', entry },
      { path: 'deskSearch/surnamePostcode:obriensmith%7CM1%201AE', claimId: 'claim-1', entry },
    ]);
    expect(deskSearchMerge('claim-1', entry)).toEqual({ claims: { 'claim-1': entry } });
  });

  it('enters no claim before it is submitted, and one whose account was deleted by reference only', () => {
    const { submittedAt: _s, ...signed } = claim;
    expect(deskSearchEntries('claim-1', signed)).toEqual([]);
    expect(deskSearchEntries('claim-1', { ...claim, search: null }).map((e) => e.path)).toEqual([
      'deskSearch/reference:RDR-ABCD2345',
    ]);
    // A claim without a workspace was made in the default one.
    const { workspace: _w, ...older } = claim;
    expect(deskSearchEntries('claim-1', older)[0]!.entry.workspace).toBe('Redress');
  });

  it('checks a stored claim against the search it was found by', () => {
    const stored = searchFieldsOf({ ...claim, applicant: { email: 'Jane@Example.com' } });
    expect(claimFoundBy({ by: 'reference', reference: 'RDR-ABCD2345' }, stored)).toBe(true);
    expect(claimFoundBy({ by: 'email', email: 'jane@example.com' }, stored)).toBe(true);
    expect(claimFoundBy({ by: 'surnamePostcode', surname: 'obriensmith', postcode: 'M1 1AE' }, stored)).toBe(
      true,
    );
    expect(claimFoundBy({ by: 'surnamePostcode', surname: 'smith', postcode: 'M1 1AE' }, stored)).toBe(false);
    expect(
      claimFoundBy(
        { by: 'email', email: 'jane@example.com' },
        searchFieldsOf({ ...claim, search: undefined }),
      ),
    ).toBe(false);
  });
});
