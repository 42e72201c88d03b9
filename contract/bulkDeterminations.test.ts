import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  BULK_FILE_REFUSALS,
  BULK_ROW_MESSAGES,
  BULK_ROW_REASONS,
  bulkFileRefusalMessage,
  bulkRowKey,
  penceFromPoundsText,
  readBulkRow,
  type BulkCells,
} from './bulkDeterminations';

const row = (cells: Partial<BulkCells>): BulkCells => ({
  ...(Object.fromEntries(BULK_COLUMNS.map((c) => [c, ''])) as BulkCells),
  claim_reference: 'RDR-ABCD2345',
  lender: 'Northway Motor Finance',
  outcome: 'redress',
  remedy: 'hybrid',
  amount: '1,234.56',
  interest: '200.00',
  determined_on: '2026-09-01',
  ...cells,
});

describe('a lender’s amounts in pounds and pence', () => {
  it.each([
    ['1234.56', 123456],
    ['£1,234.56', 123456],
    ['12', 1200],
    [' 0.50 ', 50],
    ['1000000.00', 100_000_000],
  ])('%s is %i pence', (text, pence) => {
    expect(penceFromPoundsText(text)).toBe(pence);
  });

  it.each(['', '12.5', '1.234', '1,23.00', '-5', 'twelve', '£', '1000000.01', '1e3'])(
    '%j is not an amount',
    (text) => {
      expect(penceFromPoundsText(text)).toBeNull();
    },
  );
});

describe('a row of a lender’s determinations file', () => {
  it('reads a determination of redress with our reference, the sums in pence', () => {
    const reading = readBulkRow(row({ claim_reference: 'rdr-abcd 2345', agreement_started: '2019-03-14' }));
    expect(reading).toEqual({
      ok: true,
      row: {
        claimReference: 'RDR-ABCD2345',
        lenderReference: null,
        lender: 'Northway Motor Finance',
        agreementStarted: '2019-03',
        event: {
          type: 'handler.recordDetermination',
          outcome: 'redress',
          remedy: 'hybrid',
          amountPence: 123456,
          interestPence: 20000,
        },
        determinedOn: '2026-09-01',
      },
    });
  });

  it('reads no redress with its reason, and out of scope, as the lender writes them', () => {
    const none = readBulkRow(
      row({
        outcome: 'No Redress',
        remedy: '',
        amount: '',
        interest: '',
        no_redress_reason: 'below de minimis',
      }),
    );
    expect(none.ok && none.row.event).toEqual({
      type: 'handler.recordDetermination',
      outcome: 'noRedress',
      reason: 'below-de-minimis',
    });
    const out = readBulkRow(row({ outcome: 'out_of_scope', remedy: '', amount: '', interest: '' }));
    expect(out.ok && out.row.event).toEqual({ type: 'handler.recordDetermination', outcome: 'outOfScope' });
  });

  it.each([
    [{ claim_reference: '', lender_reference: '' }, 'missing-reference'],
    [{ claim_reference: 'not a reference' }, 'no-such-claim'],
    [{ lender: ' ' }, 'not-this-lender'],
    [{ outcome: 'maybe' }, 'malformed-outcome'],
    [{ remedy: '' }, 'malformed-outcome'],
    [{ outcome: 'noRedress', no_redress_reason: 'no-loss' }, 'malformed-outcome'],
    [{ amount: '12.5' }, 'malformed-amount'],
    [{ amount: '0.50', interest: '0.00' }, 'malformed-amount'],
    [{ amount: '100.00', interest: '200.00' }, 'malformed-amount'],
    [{ determined_on: '01/09/2026' }, 'malformed-date'],
    [{ determined_on: '2026-02-30' }, 'malformed-date'],
    [{ agreement_started: 'March 2019' }, 'malformed-date'],
  ] as const)('%j cannot apply: %s', (cells, reason) => {
    expect(readBulkRow(row(cells))).toEqual({ ok: false, reason });
  });

  it('names the same agreement alike whatever the case or spacing of the lender', () => {
    const a = readBulkRow(row({ lender: 'NORTHWAY  motor-finance' }));
    const b = readBulkRow(row({ amount: '10.00', interest: '0.00' }));
    expect(a.ok && b.ok && bulkRowKey(a.row) === bulkRowKey(b.row)).toBe(true);
  });

  it('has words for every reason a row or a file may be refused', () => {
    for (const reason of BULK_ROW_REASONS) expect(BULK_ROW_MESSAGES[reason]).toMatch(/\.$/);
    for (const reason of BULK_FILE_REFUSALS) expect(bulkFileRefusalMessage(reason)).toMatch(/\.$/);
    expect(bulkFileRefusalMessage('formula', 7)).toMatch(/^Line 7: /);
  });
});
