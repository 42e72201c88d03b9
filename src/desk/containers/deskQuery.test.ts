import { describe, expect, it } from 'vitest';
import { queryFromSearchParams, searchParamsFromQuery } from './deskQuery';

describe('the desk list’s address', () => {
  it('keeps the filters and a reference search, and reads them back', () => {
    const filters = searchParamsFromQuery({
      kind: 'filters',
      filters: { status: 'in-progress', lender: 'Black Horse', workspace: 'SGUK', overdue: true },
    });
    expect(filters.toString()).toBe('status=in-progress&lender=Black+Horse&workspace=SGUK&overdue=yes');
    expect(queryFromSearchParams(filters, ['SGUK'])).toEqual({
      kind: 'filters',
      filters: { status: 'in-progress', lender: 'Black Horse', workspace: 'SGUK', overdue: true },
    });
    const reference = searchParamsFromQuery({
      kind: 'search',
      search: { by: 'reference', reference: 'RDR-ABCD2345' },
    });
    expect(queryFromSearchParams(reference, [])).toEqual({
      kind: 'search',
      search: { by: 'reference', reference: 'RDR-ABCD2345' },
    });
  });

  it('never puts an email, a surname or a postcode in the address', () => {
    expect(
      searchParamsFromQuery({
        kind: 'search',
        search: { by: 'email', email: 'jane@example.com' },
      }).toString(),
    ).toBe('');
    expect(
      searchParamsFromQuery({
        kind: 'search',
        search: { by: 'surnamePostcode', surname: 'Example', postcode: 'SW1A 1AA' },
      }).toString(),
    ).toBe('');
  });

  it('leaves out a workspace the staff member was not granted, and values it does not know', () => {
    const params = new URLSearchParams('workspace=Complex365&status=bogus&overdue=1');
    expect(queryFromSearchParams(params, ['SGUK'])).toEqual({ kind: 'filters', filters: {} });
  });
});
