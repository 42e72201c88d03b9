import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS, BULK_FILE_MAX_BYTES, BULK_ROWS_MAX } from '../../../../contract/bulkDeterminations.js';
import { cellsOf, readDeterminationsFile } from './readFile.js';

const HEADER = BULK_COLUMNS.join(',');
const LINE = 'RDR-ABCD2345,,Northway Motor Finance,,redress,hybrid,"1,234.56",200.00,,2026-09-01';
const file = (text: string) => Buffer.from(text, 'utf8');

describe('reading a lender’s determinations file', () => {
  it('keeps every row as it was read, by line, with the file’s size and SHA-256', () => {
    const bytes = file(
      `\uFEFF${HEADER}\r\n${LINE}\r\n\r\n"RDR-WXYZ2345","LN 1",Other,,out of scope,,,,,2026-09-02\r\n`,
    );
    const reading = readDeterminationsFile(bytes);
    expect(reading).toEqual({
      ok: true,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      rows: [
        {
          line: 2,
          cells: [
            'RDR-ABCD2345',
            '',
            'Northway Motor Finance',
            '',
            'redress',
            'hybrid',
            '1,234.56',
            '200.00',
            '',
            '2026-09-01',
          ],
        },
        {
          line: 4,
          cells: ['RDR-WXYZ2345', 'LN 1', 'Other', '', 'out of scope', '', '', '', '', '2026-09-02'],
        },
      ],
    });
    expect(reading.ok && cellsOf(reading.rows[0]!).amount).toBe('1,234.56');
  });

  it.each([
    ['an empty file', '', 'empty'],
    ['a header alone', `${HEADER}\n`, 'empty'],
    ['other columns', `reference,amount\nRDR-ABCD2345,12.00\n`, 'wrong-columns'],
    ['the columns in another order', `${[...BULK_COLUMNS].reverse().join(',')}\n${LINE}\n`, 'wrong-columns'],
    ['a quote left open', `${HEADER}\n${LINE}\n"RDR-ABCD2345,x\n`, 'unreadable'],
    ['a row with a cell too many', `${HEADER}\n${LINE},extra\n`, 'unreadable'],
    [
      'a cell that is a formula',
      `${HEADER}\n${LINE}\n=1+1,,L,,redress,apr,1.00,0.00,,2026-09-01\n`,
      'formula',
    ],
    [
      'a formula after spaces',
      `${HEADER}\nRDR-ABCD2345,"  @SUM(1)",L,,redress,apr,1.00,0.00,,2026-09-01\n`,
      'formula',
    ],
    [
      'a cell starting with a tab',
      `${HEADER}\nRDR-ABCD2345,"\tx",L,,redress,apr,1.00,0.00,,2026-09-01\n`,
      'formula',
    ],
    ['a negative amount', `${HEADER}\nRDR-ABCD2345,,L,,redress,apr,-1.00,0.00,,2026-09-01\n`, 'formula'],
  ])('refuses %s whole', (_name, text, reason) => {
    expect(readDeterminationsFile(file(text))).toMatchObject({ ok: false, reason });
  });

  it('names the line of a formula', () => {
    const text = `${HEADER}\n${LINE}\n${LINE}\nRDR-ABCD2345,+44,L,,redress,apr,1.00,0.00,,2026-09-01\n`;
    expect(readDeterminationsFile(file(text))).toEqual({ ok: false, reason: 'formula', line: 4 });
  });

  it('refuses bytes that are not UTF-8 (a file saved as Windows-1252)', () => {
    const latin1 = Buffer.concat([file(`${HEADER}\n`), Buffer.from([0xa3]), file(`${LINE.slice(1)}\n`)]);
    expect(readDeterminationsFile(latin1)).toEqual({ ok: false, reason: 'not-utf8' });
  });

  it('refuses a file over the size limit before reading it, and more rows than the limit', () => {
    expect(readDeterminationsFile(Buffer.alloc(BULK_FILE_MAX_BYTES + 1, 0x41))).toEqual({
      ok: false,
      reason: 'too-big',
    });
    const short = 'RDR-ABCD2345,,L,,out of scope,,,,,2026-09-01';
    const many = `${HEADER}\n${`${short}\n`.repeat(BULK_ROWS_MAX + 1)}`;
    expect(readDeterminationsFile(file(many))).toEqual({ ok: false, reason: 'too-many-rows' });
    expect(readDeterminationsFile(file(`${HEADER}\n${`${short}\n`.repeat(BULK_ROWS_MAX)}`)).ok).toBe(true);
  });
});
