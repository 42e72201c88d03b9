// The restore drill's comparer: it must fail the drill on any difference a restore could bring.
import { describe, expect, it } from 'vitest';
import {
  compareDatabases,
  describeDifference,
  flattenFields,
  type DatabaseCopy,
  type RestFields,
} from '../../scripts/lib/firestore-compare';

const claim: RestFields = {
  status: { stringValue: 'submitted' },
  submittedAt: { integerValue: '1795647504123' },
  expireAt: { timestampValue: '2026-12-01T10:00:00.123456Z' },
  applicant: {
    mapValue: { fields: { firstName: { stringValue: 'Ann' }, email: { stringValue: 'a@example.com' } } },
  },
  agreements: { arrayValue: { values: [{ mapValue: { fields: { lender: { stringValue: 'Lender A' } } } }] } },
  tags: { arrayValue: {} },
  where: { geoPointValue: { latitude: 51.5, longitude: -0.12 } },
};
const copy = (entries: [string, RestFields | null][]): DatabaseCopy => new Map(entries);
const backup = copy([
  ['claims/c1', claim],
  ['claims/c1/events/e1', { at: { integerValue: '1' } }],
  ['orphans/o1', null],
]);
const lines = (restored: DatabaseCopy) => compareDatabases(backup, restored).map(describeDifference);
const withField = (name: string, value: RestFields[string]) =>
  copy([...backup].map(([p, f]) => [p, p === 'claims/c1' ? { ...claim, [name]: value } : f]));

describe('the restore drill comparer', () => {
  it('finds nothing when the restore is the backup, whatever the order of map keys', () => {
    const reordered = Object.fromEntries(Object.entries(claim).reverse());
    expect(lines(copy([...backup].map(([p, f]) => [p, p === 'claims/c1' ? reordered : f])))).toEqual([]);
  });

  it('finds a planted change in a nested field', () => {
    const applicant = {
      mapValue: { fields: { firstName: { stringValue: 'Anne' }, email: { stringValue: 'a@example.com' } } },
    };
    expect(lines(withField('applicant', applicant))).toEqual([
      'claims/c1 applicant.firstName: was stringValue:"Ann", restored stringValue:"Anne"',
    ]);
  });

  it('finds a timestamp moved by a microsecond, and a number restored as another type', () => {
    expect(lines(withField('expireAt', { timestampValue: '2026-12-01T10:00:00.123457Z' }))).toHaveLength(1);
    expect(lines(withField('submittedAt', { doubleValue: 1795647504123 }))).toEqual([
      'claims/c1 submittedAt: was integerValue:"1795647504123", restored doubleValue:1795647504123',
    ]);
  });

  it('finds a lost document, an added one, a lost field, an added field and an emptied array', () => {
    const restored = copy([
      ['claims/c1', { ...claim, extra: { booleanValue: true }, agreements: { arrayValue: {} } }],
      ['claims/c2', {}],
      ['orphans/o1', null],
    ]);
    const { status: _status, ...withoutStatus } = claim;
    void _status;
    expect(lines(restored)).toEqual([
      'claims/c1 agreements[0].lender: not in the restore (was stringValue:"Lender A")',
      'claims/c1 agreements: in the restore only (arrayValue:[])',
      'claims/c1 extra: in the restore only (booleanValue:true)',
      'claims/c1/events/e1: not in the restore',
      'claims/c2: in the restore only',
    ]);
    expect(lines(withField('status', { nullValue: null }))).toEqual([
      'claims/c1 status: was stringValue:"submitted", restored nullValue:null',
    ]);
    expect(
      compareDatabases(backup, copy([...backup].map(([p, f]) => [p, p === 'claims/c1' ? withoutStatus : f]))),
    ).toEqual([
      { kind: 'field-missing', document: 'claims/c1', field: 'status', expected: 'stringValue:"submitted"' },
    ]);
  });

  it('sees a document that became a bare path with subcollections, and the reverse', () => {
    expect(
      lines(
        copy([
          ['claims/c1', null],
          ['claims/c1/events/e1', { at: { integerValue: '1' } }],
          ['orphans/o1', null],
        ]),
      ),
    ).toEqual(['claims/c1: not in the restore']);
    expect(
      lines(
        copy([
          ['claims/c1', claim],
          ['claims/c1/events/e1', { at: { integerValue: '1' } }],
          ['orphans/o1', {}],
        ]),
      ),
    ).toEqual(['orphans/o1: in the restore only']);
  });

  it('flattens every leaf, an empty map or array being a leaf of its own', () => {
    expect([...flattenFields(claim).keys()]).toEqual([
      'status',
      'submittedAt',
      'expireAt',
      'applicant.firstName',
      'applicant.email',
      'agreements[0].lender',
      'tags',
      'where',
    ]);
  });
});
