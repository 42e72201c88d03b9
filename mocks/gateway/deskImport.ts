// A lender's determinations file at the desk (decision 278): deskStartImport, deskReadImport and
// deskListImports as the gateway answers them (contract/bulkDeterminations.ts), for the stories and
// component tests. A 500-row file in each state: queued, running, done with refused rows, done with
// every row applied, failed; and the gateway's refusals (a whole file, a handler).
import {
  BULK_ROWS_PAGE,
  BULK_ROW_REASONS,
  bulkFileRefusalMessage,
  type BulkCounts,
  type BulkImportStatus,
  type BulkImportSummary,
  type BulkListedRow,
  type DeskReadImportData,
} from '../../contract/bulkDeterminations';
import { DESK_REFUSALS } from '../../contract/staff';
import { fail, field, ok, slowly, type DomainResponder } from './respond';

export const DESK_IMPORT_SCENARIOS = [
  'doneWithRefusals',
  'doneAllApplied',
  'running0',
  'running40',
  'failed',
  'refusedFile',
  'notSupervisor',
  'slowUpload',
  'noImports',
] as const;
export type DeskImportScenario = (typeof DESK_IMPORT_SCENARIOS)[number];

export const SAMPLE_IMPORT_ID = 'c0ffee00-1111-4222-8333-444455556666';
export const SAMPLE_TOTAL = 500;
/** The refused rows of the sample: more than a page of them, so the table has two. */
export const SAMPLE_REFUSED = 60;

/** Why the nth refused row could not apply: the row reasons that refuse, in turn. */
const REFUSING = BULK_ROW_REASONS.filter((reason) => reason !== 'flagged' && reason !== 'unchanged');

/** The sample's refused rows, by line (the header is line 1). */
export const SAMPLE_REFUSED_ROWS: BulkListedRow[] = Array.from({ length: SAMPLE_REFUSED }, (_, i) => ({
  line: 2 + i * 8,
  reference: `RDR-${String(1000 + i).padStart(8, 'A')}`,
  lender: 'Black Horse',
  reason: REFUSING[i % REFUSING.length]!,
}));

const counts = (done: number, refused = 0, flagged = 0): BulkCounts => ({
  total: SAMPLE_TOTAL,
  applied: done - refused - flagged,
  flagged,
  refused,
  unchanged: 0,
});

/** The sample import in a status, with its counts. */
export function sampleImport(
  status: BulkImportStatus,
  rowCounts: BulkCounts,
  importId = SAMPLE_IMPORT_ID,
): BulkImportSummary {
  return {
    importId,
    workspace: 'Redress',
    fileName: 'black-horse-determinations-november.csv',
    sizeBytes: 48_213,
    sha256: '9f2c4e1a7b3d5f60812a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d',
    status,
    counts: rowCounts,
    createdAt: '2026-11-29T10:05:00.000Z',
    finishedAt: status === 'done' || status === 'failed' ? '2026-11-29T10:06:12.000Z' : null,
  };
}

/** Each reading scenario's import, as deskReadImport answers it. */
export const SAMPLE_IMPORTS = {
  running0: sampleImport('queued', counts(0)),
  running40: sampleImport('running', counts(200, 24, 4)),
  doneWithRefusals: sampleImport('done', counts(SAMPLE_TOTAL, SAMPLE_REFUSED, 10)),
  doneAllApplied: sampleImport('done', counts(SAMPLE_TOTAL, 0, 0)),
  failed: sampleImport('failed', counts(320, 12, 0)),
} satisfies Partial<Record<DeskImportScenario, BulkImportSummary>>;

/** The latest imports a supervisor can return to. */
export const SAMPLE_RECENT: BulkImportSummary[] = [
  sampleImport('running', counts(200, 24, 4), 'recent-import-0000000003'),
  sampleImport('done', counts(SAMPLE_TOTAL, SAMPLE_REFUSED, 10), 'recent-import-0000000002'),
  sampleImport('failed', counts(320, 12, 0), 'recent-import-0000000001'),
];

/** deskReadImport's answer for a summary: its refused rows from the line after `after`, a page of them. */
export function readAnswer(summary: BulkImportSummary, after = 0): DeskReadImportData {
  const refused = SAMPLE_REFUSED_ROWS.slice(0, summary.counts.refused).filter((row) => row.line > after);
  const rows = refused.slice(0, BULK_ROWS_PAGE);
  return { import: summary, rows, nextAfter: refused.length > rows.length ? rows.at(-1)!.line : null };
}

const readingOf = (scenario: DeskImportScenario): BulkImportSummary =>
  scenario in SAMPLE_IMPORTS
    ? SAMPLE_IMPORTS[scenario as keyof typeof SAMPLE_IMPORTS]
    : SAMPLE_IMPORTS.doneWithRefusals;

export function deskImportResponder(scenario: DeskImportScenario = 'doneWithRefusals'): DomainResponder {
  return (functionName, data) => {
    if (functionName === 'deskListImports') {
      return ok({ data: { imports: scenario === 'noImports' ? [] : SAMPLE_RECENT } });
    }
    if (functionName === 'deskStartImport') {
      if (scenario === 'refusedFile') {
        const reason = 'wrong-columns';
        return fail('INVALID_ARGUMENT', bulkFileRefusalMessage(reason, 1), { reason, line: 1 });
      }
      if (scenario === 'notSupervisor') {
        return fail('PERMISSION_DENIED', 'Only a supervisor can do this.', {
          reason: DESK_REFUSALS.supervisorOnly,
        });
      }
      const key = field(data, 'idempotencyKey');
      const started = () =>
        ok({
          data: { import: sampleImport('queued', counts(0), typeof key === 'string' ? key : undefined) },
        });
      return scenario === 'slowUpload' ? slowly(started) : started();
    }
    if (functionName === 'deskReadImport') {
      const after = field(data, 'after');
      return ok({ data: readAnswer(readingOf(scenario), typeof after === 'number' ? after : 0) });
    }
    return undefined;
  };
}
