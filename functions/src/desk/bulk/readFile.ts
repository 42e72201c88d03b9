// Reading a lender's determinations file (decision 277) before anything of it is stored: its bytes
// are UTF-8, it parses as CSV (csv-parse, not a split on commas), its header names the contract's
// columns, it holds at least one row and no more than the limit, and no cell could run as a
// formula. Any of these refuses the whole file; a file that passes is every row as it was read.
import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import {
  BULK_CELL_MAX_LENGTH,
  BULK_COLUMNS,
  BULK_FILE_MAX_BYTES,
  BULK_ROWS_MAX,
  FORMULA_LEADS,
  type BulkCells,
  type BulkFileRefusal,
} from '../../../../contract/bulkDeterminations.js';

/** One row as it was read: its line in the file (the header is line 1) and its cells. */
export interface ReadRow {
  line: number;
  cells: string[];
}

export type FileReading =
  | { ok: true; rows: ReadRow[]; sizeBytes: number; sha256: string }
  | { ok: false; reason: BulkFileRefusal; line?: number };

const refuse = (reason: BulkFileRefusal, line?: number): FileReading =>
  line === undefined ? { ok: false, reason } : { ok: false, reason, line };

/** A cell a spreadsheet would run as a formula, as it is or once its leading spaces are set aside. */
const formulaLeading = (cell: string) =>
  FORMULA_LEADS.some((lead) => cell.startsWith(lead) || cell.trimStart().startsWith(lead));

/** The file's bytes read as a determinations file, or why the whole file is refused. */
export function readDeterminationsFile(bytes: Buffer): FileReading {
  if (bytes.length === 0) return refuse('empty');
  if (bytes.length > BULK_FILE_MAX_BYTES) return refuse('too-big');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('not-utf8');
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
      max_record_size: BULK_CELL_MAX_LENGTH * BULK_COLUMNS.length * 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      // A quote left open is found only at the end of the file: no line says where it opened.
      const { lines } = error as CsvError & { lines?: number };
      const where = error.code !== 'CSV_QUOTE_NOT_CLOSED' && typeof lines === 'number' ? lines : undefined;
      return refuse('unreadable', where);
    }
    throw error;
  }
  const [header, ...rest] = records;
  if (!header) return refuse('empty');
  const names = header.record.map((name) => name.trim().toLowerCase());
  if (names.length !== BULK_COLUMNS.length || names.some((name, i) => name !== BULK_COLUMNS[i])) {
    return refuse('wrong-columns', 1);
  }
  if (rest.length === 0) return refuse('empty');
  if (rest.length > BULK_ROWS_MAX) return refuse('too-many-rows');
  const rows: ReadRow[] = [];
  for (const { record, info } of rest) {
    if (record.some(formulaLeading)) return refuse('formula', info.lines);
    if (record.some((cell) => cell.length > BULK_CELL_MAX_LENGTH)) return refuse('unreadable', info.lines);
    rows.push({ line: info.lines, cells: record });
  }
  return {
    ok: true,
    rows,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** A row's cells by column name. */
export function cellsOf(row: ReadRow): BulkCells {
  return Object.fromEntries(BULK_COLUMNS.map((column, i) => [column, row.cells[i] ?? ''])) as BulkCells;
}
