import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  deskListOrder,
  DESK_PAGE_SIZE_DEFAULT,
  DeskAddNoteRequestSchema,
  DeskListClaimsRequestSchema,
  DeskReadAuditRequestSchema,
  NOTE_MAX_LENGTH,
  ONE_AUDIT_FILTER_MESSAGE,
  SEARCH_OR_FILTER_MESSAGE,
} from './desk';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('deskListClaims request', () => {
  it('lists the first page of 25 when nothing is asked', () => {
    expect(v.parse(DeskListClaimsRequestSchema, {})).toEqual({
      overdue: false,
      pageSize: DESK_PAGE_SIZE_DEFAULT,
    });
  });

  it('refuses a search with a filter, since a search finds one claimant’s claims', () => {
    expect(
      messages(DeskListClaimsRequestSchema, {
        status: 'submitted',
        search: { by: 'email', email: 'a@example.com' },
      }),
    ).toEqual([SEARCH_OR_FILTER_MESSAGE]);
    expect(
      v.safeParse(DeskListClaimsRequestSchema, {
        workspace: 'SGUK',
        search: { by: 'email', email: 'a@example.com' },
      }).success,
    ).toBe(true);
  });

  it('refuses a reference that is not one, an unknown workspace or status, and a page too large', () => {
    expect(
      messages(DeskListClaimsRequestSchema, { search: { by: 'reference', reference: 'RDR-123' } }),
    ).toEqual(['Enter a claim reference, like RDR-ABCD2345']);
    expect(messages(DeskListClaimsRequestSchema, { workspace: 'Elsewhere' })).toEqual([
      'workspace must be one of Redress, SGUK, SGUKINTERNAL, Complex365',
    ]);
    expect(messages(DeskListClaimsRequestSchema, { status: 'lost' })).toHaveLength(1);
    expect(messages(DeskListClaimsRequestSchema, { pageSize: 101 })).toEqual([
      'pageSize must be at most 100',
    ]);
    expect(messages(DeskListClaimsRequestSchema, { cursor: 'not a cursor!' })).toEqual([
      'cursor must be the nextCursor of the page before',
    ]);
  });

  it('refuses a surname search without a full postcode', () => {
    expect(
      messages(DeskListClaimsRequestSchema, {
        search: { by: 'surnamePostcode', surname: 'Example', postcode: 'SW1A' },
      }),
    ).toEqual(['Enter a full UK postcode, like SW1A 2AA']);
  });

  it('is read newest first, and the overdue list by response due', () => {
    expect(deskListOrder({})).toBe('submitted');
    expect(deskListOrder({ overdue: false })).toBe('submitted');
    expect(deskListOrder({ overdue: true })).toBe('responseDue');
    expect(deskListOrder({ search: { by: 'email', email: 'a@example.com' } })).toBe('submitted');
  });
});

describe('deskAddNote request', () => {
  const base = { claimId: 'claim-0001', idempotencyKey: 'a'.repeat(16) };

  it('keeps the note’s words, trimmed', () => {
    expect(v.parse(DeskAddNoteRequestSchema, { ...base, text: '  Called the lender.  ' }).text).toBe(
      'Called the lender.',
    );
  });

  it(`refuses an empty note and one over ${NOTE_MAX_LENGTH} characters`, () => {
    expect(messages(DeskAddNoteRequestSchema, { ...base, text: '   ' })).toEqual(['Enter the note']);
    expect(messages(DeskAddNoteRequestSchema, { ...base, text: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual([
      `The note must be ${NOTE_MAX_LENGTH} characters or fewer`,
    ]);
  });
});

describe('deskReadAudit request', () => {
  it('takes one filter at a time', () => {
    expect(v.safeParse(DeskReadAuditRequestSchema, { action: 'claim.open' }).success).toBe(true);
    expect(messages(DeskReadAuditRequestSchema, { action: 'claim.open', claimId: 'claim-0001' })).toEqual([
      ONE_AUDIT_FILTER_MESSAGE,
    ]);
    expect(messages(DeskReadAuditRequestSchema, { action: 'claim.delete' })).toHaveLength(1);
  });
});
