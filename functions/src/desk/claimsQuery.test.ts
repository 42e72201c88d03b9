import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeskListClaimsRequestSchema, type DeskListClaimsRequest } from '../../../contract/desk.js';
import type { Workspace } from '../../../contract/firms.js';
import { CLAIM_FIELDS, planClaimsQuery, planShape, searchPage, type QueryPlan } from './claimsQuery.js';
import { AUDIT_FILTERS } from './readAudit.js';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const { indexes } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../firestore.indexes.json'), 'utf8'),
) as { indexes: Index[] };

const key = (field: IndexField) => `${field.fieldPath}:${field.arrayConfig ?? 'EQ'}`;

/**
 * Whether an index serves a query: with no equality or array-contains filter, the automatic
 * single-field index of the order's field; otherwise a composite index whose last field is the
 * order and whose fields before it are exactly those filters, in any order.
 */
function served(
  collectionGroup: string,
  equal: string[],
  contains: string | null,
  order: { field: string; direction: 'asc' | 'desc' },
): boolean {
  const wanted = [
    ...equal.map((fieldPath) => `${fieldPath}:EQ`),
    ...(contains ? [`${contains}:CONTAINS`] : []),
  ].sort();
  // One field, filtered by range and ordered: Firestore's automatic single-field index serves it.
  if (wanted.length === 0) return true;
  return indexes.some((index) => {
    if (index.collectionGroup !== collectionGroup || index.queryScope !== 'COLLECTION') return false;
    const last = index.fields.at(-1);
    const orderMatches =
      last?.fieldPath === order.field &&
      last.order === (order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING');
    const prefix = index.fields.slice(0, -1).map(key).sort();
    return orderMatches && JSON.stringify(prefix) === JSON.stringify(wanted);
  });
}

const planServed = (plan: QueryPlan) =>
  served(
    'claims',
    [...(plan.workspaces === 'all' ? [] : [CLAIM_FIELDS.workspace]), ...plan.equal.map((e) => e.field)],
    plan.contains?.field ?? null,
    plan.order,
  );

const ONE: Workspace[] = ['SGUK'];
const TWO: Workspace[] = ['SGUK', 'Redress'];
const ALL: Workspace[] = ['Redress', 'Complex365', 'SGUK', 'SGUKINTERNAL'];
const plan = (request: DeskListClaimsRequest, workspaces = ALL) =>
  planClaimsQuery(v.parse(DeskListClaimsRequestSchema, request), workspaces, Date.UTC(2026, 10, 1));

const filterCombinations: DeskListClaimsRequest[] = [];
for (const status of [undefined, 'submitted'] as const) {
  for (const lender of [undefined, 'Black Horse']) {
    for (const overdue of [false, true]) {
      for (const workspace of [undefined, 'Redress'] as const) {
        filterCombinations.push({
          ...(status ? { status } : {}),
          ...(lender ? { lender } : {}),
          overdue,
          ...(workspace ? { workspace } : {}),
        });
      }
    }
  }
}
const searches: DeskListClaimsRequest[] = [
  { search: { by: 'reference', reference: 'RDR-ABCD2345' } },
  { search: { by: 'email', email: 'Jane@Example.com' } },
  { search: { by: 'surnamePostcode', surname: 'Example', postcode: 'sw1a1aa' } },
];

describe('the desk list’s queries and firestore.indexes.json', () => {
  it.each(filterCombinations.filter((request) => request.lender === undefined))(
    'has an index for %j',
    (request) => {
      expect(planServed(plan(request))).toBe(true);
      expect(planServed(plan(request, ONE))).toBe(true);
      expect(planServed(plan(request, TWO))).toBe(true);
    },
  );

  it.each(filterCombinations.filter((request) => request.lender !== undefined))(
    'needs no index for %j: it reads the lender’s list by id (decision 293)',
    (request) => {
      for (const workspaces of [ALL, ONE, TWO]) {
        expect(plan(request, workspaces).source).toEqual({ kind: 'lender', lender: 'black horse' });
      }
      // The lender rows of decision 231 are no longer queried, nor indexed.
      expect(indexes.filter((index) => index.collectionGroup === 'deskClaims')).toEqual([]);
    },
  );

  it.each(searches)('needs no index for %j: it reads one document by id (decision 286)', (request) => {
    for (const workspaces of [ALL, ONE, TWO]) {
      expect(plan(request, workspaces)).toMatchObject({
        source: { kind: 'search' },
        equal: [],
        contains: null,
      });
    }
  });

  it('has an index for the audit log, unfiltered and by each filter a supervisor can use', () => {
    const newest = { field: 'at', direction: 'desc' as const };
    expect(served('audit', [], 'workspaces', newest)).toBe(true);
    for (const field of Object.values(AUDIT_FILTERS))
      expect(served('audit', [field], 'workspaces', newest)).toBe(true);
  });

  it('would notice a query without an index', () => {
    expect(
      served('claims', ['workspace', 'applicant.dateOfBirth'], null, {
        field: 'submittedAt',
        direction: 'desc',
      }),
    ).toBe(false);
  });
});

describe('planClaimsQuery', () => {
  it('lists the newest submitted first, within the workspaces given', () => {
    expect(plan({}, ONE)).toMatchObject({
      workspaces: ['SGUK'],
      equal: [],
      contains: null,
      before: null,
      order: { field: 'submittedAt', direction: 'desc' },
    });
  });

  it('filters on the workspaces given, or on none when they are all four', () => {
    expect(plan({}, TWO).workspaces).toEqual(TWO);
    expect(plan({ status: 'submitted' }, ALL).workspaces).toBe('all');
    expect(plan({ search: { by: 'reference', reference: 'RDR-ABCD2345' } }, ALL).workspaces).toBe('all');
  });

  it('lists overdue claims (a response due before now) with the longest overdue first', () => {
    expect(plan({ overdue: true, lender: ' Black  Horse ' })).toMatchObject({
      source: { kind: 'lender', lender: 'black horse' },
      before: { field: 'responseDueAt', value: Date.UTC(2026, 10, 1) },
      order: { field: 'responseDueAt', direction: 'asc' },
    });
  });

  it('lists a lender’s claims from that lender’s list, with equality filters only', () => {
    expect(plan({ lender: 'Black Horse', status: 'in-progress' }, TWO)).toEqual({
      source: { kind: 'lender', lender: 'black horse' },
      workspaces: TWO,
      equal: [{ field: 'status', value: 'in-progress' }],
      contains: null,
      before: null,
      order: { field: 'submittedAt', direction: 'desc' },
    });
    expect(plan({ status: 'in-progress' }).source).toEqual({ kind: 'claims' });
    for (const request of filterCombinations) expect(plan(request).contains).toBeNull();
  });

  it('gives a lender’s list another fingerprint than the same filters over every claim', () => {
    expect(planShape(plan({ lender: 'Black Horse' }))).not.toEqual(planShape(plan({})));
  });

  it('searches by the normalised reference, email, or surname and postcode', () => {
    expect(plan({ search: { by: 'reference', reference: 'rdr-abcd 2345' } }).source).toEqual({
      kind: 'search',
      search: { by: 'reference', reference: 'RDR-ABCD2345' },
    });
    expect(plan({ search: { by: 'email', email: ' Jane@Example.COM ' } }).source).toEqual({
      kind: 'search',
      search: { by: 'email', email: 'jane@example.com' },
    });
    expect(
      plan({ search: { by: 'surnamePostcode', surname: 'O’Brien-Smith', postcode: 'sw1a1aa' } }, TWO),
    ).toMatchObject({
      source: {
        kind: 'search',
        search: { by: 'surnamePostcode', surname: 'obriensmith', postcode: 'SW1A 1AA' },
      },
      workspaces: TWO,
      order: { field: 'submittedAt', direction: 'desc' },
    });
  });

  it('gives each search its own fingerprint, so a cursor is good for that search only', () => {
    const email = (address: string) => planShape(plan({ search: { by: 'email', email: address } }));
    expect(email('a@example.com')).not.toEqual(email('b@example.com'));
  });
});

describe('searchPage: a search’s page, as a query over the claims would give it', () => {
  const found = (claimId: string, workspace: Workspace, submittedAt: number) => ({
    claimId,
    entry: { workspace, submittedAt },
  });
  const entries = [
    found('c1', 'SGUK', 100),
    found('c2', 'Redress', 300),
    found('c3', 'SGUK', 200),
    found('c5', 'SGUK', 200),
    found('c4', 'Complex365', 400),
  ];
  const ids = (page: { page: { claimId: string }[] }) => page.page.map((e) => e.claimId);

  it('shows the newest submitted first, the claim id breaking ties, as the claims query orders', () => {
    expect(ids(searchPage(entries, 'all', null, 25))).toEqual(['c4', 'c2', 'c5', 'c3', 'c1']);
  });

  it('leaves out the claims of workspaces the caller was not granted', () => {
    expect(ids(searchPage(entries, ['SGUK'], null, 25))).toEqual(['c5', 'c3', 'c1']);
    expect(searchPage(entries, ['SGUKINTERNAL'], null, 25)).toEqual({ page: [], more: false });
  });

  it('pages after a cursor’s position, each claim once, saying when there is more', () => {
    const first = searchPage(entries, 'all', null, 3);
    expect(ids(first)).toEqual(['c4', 'c2', 'c5']);
    expect(first.more).toBe(true);
    const second = searchPage(entries, 'all', { value: 200, id: 'c5' }, 3);
    expect(ids(second)).toEqual(['c3', 'c1']);
    expect(second.more).toBe(false);
  });
});
