// A lender's determinations file (issue 43, decision 277): the CSV a supervisor uploads at the desk,
// one row per agreement, what makes a whole file unreadable, why a row cannot apply, and the
// gateway's operations that start an import and read its progress. The gateway reads the file with
// a CSV parser (functions/src/desk/bulk); what a row's cells mean is worked out here, once, for the
// gateway and the desk alike.
import * as v from 'valibot';
import { AMOUNT_PENCE_MAX } from './agreements.js';
import { WorkspaceSchema } from './firms.js';
import {
  NO_REDRESS_REASONS,
  RequestedEventSchema,
  SCHEME_REMEDIES,
  type RequestedEvent,
} from './lifecycle/events.js';
import { IdempotencyKeySchema } from './requests.js';
import { DaySchema } from './scheme/figures.js';
import { searchReference } from './search.js';

/**
 * The file's header row, in this order. A row names its claim by our reference
 * (`claim_reference`, RDR-…) or, when that is blank, by the lender's own reference
 * (`lender_reference`), which the firm learns from an earlier row that gave both. `agreement_started`
 * (YYYY-MM or YYYY-MM-DD) says which agreement when the claim has more than one complaint with the
 * lender; amounts are pounds and pence as text (1234.56, £1,234.56); `determined_on` is YYYY-MM-DD.
 */
export const BULK_COLUMNS = [
  'claim_reference',
  'lender_reference',
  'lender',
  'agreement_started',
  'outcome',
  'remedy',
  'amount',
  'interest',
  'no_redress_reason',
  'determined_on',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
/** One row's cells as they were read, by column. */
export type BulkCells = Record<BulkColumn, string>;

/** The largest file taken: 5 MB holds 10,000 rows with room. */
export const BULK_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows (besides the header) one file may hold. */
export const BULK_ROWS_MAX = 10_000;
/** The longest cell taken; no column needs more. */
export const BULK_CELL_MAX_LENGTH = 200;
/** A cell starting with one of these is read by spreadsheets as a formula (CSV injection). */
export const FORMULA_LEADS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Why a whole file is refused: nothing of it is stored or applied. */
export const BULK_FILE_REFUSALS = [
  'empty',
  'too-big',
  'too-many-rows',
  'not-utf8',
  'unreadable',
  'wrong-columns',
  'formula',
] as const;
export type BulkFileRefusal = (typeof BULK_FILE_REFUSALS)[number];

const MB = BULK_FILE_MAX_BYTES / (1024 * 1024);
export const BULK_FILE_REFUSAL_MESSAGES: Record<BulkFileRefusal, string> = {
  empty: 'The file is empty: it needs the header row and at least one determination.',
  'too-big': `The file is larger than ${MB} MB. Split it into smaller files and upload each.`,
  'too-many-rows': `The file has more than ${BULK_ROWS_MAX.toLocaleString('en-GB')} rows. Split it into smaller files and upload each.`,
  'not-utf8': 'The file is not saved as UTF-8 text. Save it as “CSV UTF-8” and upload it again.',
  unreadable: `The file cannot be read as CSV: check that every quoted cell is closed, each row has the same number of cells and none is longer than ${BULK_CELL_MAX_LENGTH} characters.`,
  'wrong-columns': `The file’s first row must name these columns, in this order: ${BULK_COLUMNS.join(', ')}.`,
  formula:
    'A cell starts with =, +, -, @, a tab or a carriage return, which a spreadsheet would run as a formula. Remove it and upload the file again.',
};

/** The sentence for a refused file; `line` is the file's line where it was found, when known. */
export function bulkFileRefusalMessage(reason: BulkFileRefusal, line?: number): string {
  const message = BULK_FILE_REFUSAL_MESSAGES[reason];
  return line === undefined ? message : `Line ${line}: ${message}`;
}

/** What became of one row. */
export const BULK_ROW_RESULTS = ['applied', 'flagged', 'refused', 'unchanged'] as const;
export type BulkRowResult = (typeof BULK_ROW_RESULTS)[number];

/**
 * Why a row could not apply (it changed nothing), or what the desk should know of one that did:
 * `flagged` (applied, but the lender's sum falls short of the scheme's remedies worked out from the
 * agreement's figures the desk checked before) and `unchanged` (the complaint already has this
 * determination: the row was applied before).
 */
export const BULK_ROW_REASONS = [
  'missing-reference',
  'no-such-claim',
  'not-this-lender',
  'no-such-agreement',
  'state-not-accepting',
  'malformed-outcome',
  'malformed-amount',
  'malformed-date',
  'duplicate-row',
  'flagged',
  'unchanged',
] as const;
export type BulkRowReason = (typeof BULK_ROW_REASONS)[number];
export const BulkRowReasonSchema = v.picklist(BULK_ROW_REASONS);

/** Each row reason in the desk's words (the one place they are written). */
export const BULK_ROW_MESSAGES: Record<BulkRowReason, string> = {
  'missing-reference': 'The row gives neither our claim reference nor the lender’s reference.',
  'no-such-claim': 'No submitted claim in this workspace has this reference.',
  'not-this-lender': 'The claim has no complaint with this lender.',
  'no-such-agreement':
    'The claim has more than one complaint with this lender: give the agreement’s start (YYYY-MM) to say which.',
  'state-not-accepting': 'The complaint is not at a stage where a determination can be recorded.',
  'malformed-outcome':
    'The outcome must be redress (with a remedy of commission, apr or hybrid), no redress (with its reason) or out of scope.',
  'malformed-amount':
    'The amount and interest must be pounds and pence, like 1234.56, from £1; the interest is part of the amount.',
  'malformed-date': 'The date must be a real day written YYYY-MM-DD.',
  'duplicate-row': 'An earlier row of the file is for the same agreement.',
  flagged:
    'Recorded, and flagged: the sum is below the scheme’s remedies worked out from the agreement’s figures. Check the determination.',
  unchanged: 'Already recorded with the same figures: nothing changed.',
};

/** Pounds and pence as a lender's file writes them ("1234.56", "£1,234.56", "12") in whole pence, or null. */
export function penceFromPoundsText(text: string): number | null {
  const match = /^£?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const pence = Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2] ?? '0');
  return pence <= AMOUNT_PENCE_MAX ? pence : null;
}

const squash = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const OUTCOMES = { redress: 'redress', noredress: 'noRedress', outofscope: 'outOfScope' } as const;

/** A row read as a determination: which claim it names, and the event to record. */
export interface BulkRowRead {
  /** Our reference in its written form (RDR-…), or null when the row gives the lender's only. */
  claimReference: string | null;
  lenderReference: string | null;
  lender: string;
  /** YYYY-MM of the agreement's start, or null when the row gives none. */
  agreementStarted: string | null;
  event: Extract<RequestedEvent, { type: 'handler.recordDetermination' }>;
  determinedOn: string;
}

export type BulkRowReading = { ok: true; row: BulkRowRead } | { ok: false; reason: BulkRowReason };

function eventOf(cells: BulkCells): BulkRowRead['event'] | BulkRowReason {
  const outcome = OUTCOMES[squash(cells.outcome) as keyof typeof OUTCOMES] as
    (typeof OUTCOMES)[keyof typeof OUTCOMES] | undefined;
  const remedy = SCHEME_REMEDIES.find((r) => r === squash(cells.remedy));
  const reason = NO_REDRESS_REASONS.find((r) => squash(r) === squash(cells.no_redress_reason));
  const blank = (text: string) => text.trim() === '';
  const type = 'handler.recordDetermination' as const;
  if (outcome === 'outOfScope') {
    const rest = [cells.remedy, cells.amount, cells.interest, cells.no_redress_reason];
    return rest.every(blank) ? { type, outcome } : 'malformed-outcome';
  }
  if (outcome === 'noRedress') {
    if (!reason || ![cells.remedy, cells.amount, cells.interest].every(blank)) return 'malformed-outcome';
    return { type, outcome, reason };
  }
  if (outcome !== 'redress' || !remedy || !blank(cells.no_redress_reason)) return 'malformed-outcome';
  const amountPence = penceFromPoundsText(cells.amount);
  const interestPence = penceFromPoundsText(cells.interest);
  if (amountPence === null || interestPence === null) return 'malformed-amount';
  const event = v.safeParse(RequestedEventSchema, { type, outcome, remedy, amountPence, interestPence });
  if (!event.success || event.output.type !== type) return 'malformed-amount';
  return event.output;
}

/** A row's cells as a determination, or why the row cannot apply whatever the claims hold. */
export function readBulkRow(cells: BulkCells): BulkRowReading {
  const claimReference = cells.claim_reference.trim() === '' ? null : searchReference(cells.claim_reference);
  const lenderReference = cells.lender_reference.trim() === '' ? null : cells.lender_reference.trim();
  if (cells.claim_reference.trim() !== '' && claimReference === null)
    return { ok: false, reason: 'no-such-claim' };
  if (claimReference === null && lenderReference === null) return { ok: false, reason: 'missing-reference' };
  const lender = cells.lender.trim();
  if (lender === '') return { ok: false, reason: 'not-this-lender' };
  const started = cells.agreement_started.trim();
  if (started !== '' && !/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/.test(started)) {
    return { ok: false, reason: 'malformed-date' };
  }
  const event = eventOf(cells);
  if (typeof event === 'string') return { ok: false, reason: event };
  const determinedOn = cells.determined_on.trim();
  if (!v.is(DaySchema, determinedOn)) return { ok: false, reason: 'malformed-date' };
  return {
    ok: true,
    row: {
      claimReference,
      lenderReference,
      lender,
      agreementStarted: started === '' ? null : started.slice(0, 7),
      event,
      determinedOn,
    },
  };
}

/** The same agreement in two rows of a file: the same claim (or lender's reference), lender and start. */
export function bulkRowKey(row: BulkRowRead): string {
  const who = row.claimReference ?? `lender:${row.lenderReference ?? ''}`;
  return [who, lenderKey(row.lender), row.agreementStarted ?? ''].join('|');
}

/** A lender's name with case, spaces, hyphens and underscores set aside: a file and a claim may write it differently. */
export const lenderKey = (name: string) => squash(name);
export const sameLender = (a: string, b: string) => lenderKey(a) === lenderKey(b);

// --- The gateway's operations -----------------------------------------------------------------

/** The longest base64 text taken: a file just over the limit still reads as "too big". */
export const BULK_BASE64_MAX_LENGTH = Math.ceil((BULK_FILE_MAX_BYTES * 4) / 3) + 1024;

/**
 * deskStartImport (supervisors only): the file's name and its bytes in base64, for one of the
 * caller's workspaces, whose claims alone its rows are matched to. A retry under the same key
 * answers the import it started.
 */
export const DeskStartImportRequestSchema = v.object({
  idempotencyKey: IdempotencyKeySchema,
  workspace: WorkspaceSchema,
  fileName: v.pipe(
    v.string('fileName must be the file’s name'),
    v.trim(),
    v.nonEmpty('fileName must be the file’s name'),
    v.maxLength(200, 'fileName must be at most 200 characters'),
  ),
  contentBase64: v.pipe(
    v.string('contentBase64 must be the file’s bytes in base64'),
    v.maxLength(BULK_BASE64_MAX_LENGTH, BULK_FILE_REFUSAL_MESSAGES['too-big']),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contentBase64 must be the file’s bytes in base64'),
  ),
});
export type DeskStartImportRequest = v.InferInput<typeof DeskStartImportRequestSchema>;

export const BULK_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkImportStatus = (typeof BULK_IMPORT_STATUSES)[number];

export const BulkCountsSchema = v.object({
  total: v.number(),
  applied: v.number(),
  flagged: v.number(),
  refused: v.number(),
  unchanged: v.number(),
});
export type BulkCounts = v.InferOutput<typeof BulkCountsSchema>;

/** How many rows are done: the progress bar's value out of `total`. */
export const bulkRowsDone = (c: BulkCounts) => c.applied + c.flagged + c.refused + c.unchanged;

/** An import's file and where it stands, as the gateway keeps it and the desk reads it. */
export const BulkImportFileSchema = v.object({
  workspace: WorkspaceSchema,
  fileName: v.string(),
  sizeBytes: v.number(),
  sha256: v.string(),
  status: v.picklist(BULK_IMPORT_STATUSES),
  counts: BulkCountsSchema,
});

/** An import as the desk reads it: the file, where it stands, when it started and finished. */
export const BulkImportSummarySchema = v.object({
  importId: v.string(),
  ...BulkImportFileSchema.entries,
  /** ISO times. */
  createdAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type BulkImportSummary = v.InferOutput<typeof BulkImportSummarySchema>;

export const DeskStartImportDataSchema = v.object({ import: BulkImportSummarySchema });
export type DeskStartImportData = v.InferOutput<typeof DeskStartImportDataSchema>;

/** How many listed rows one read answers. */
export const BULK_ROWS_PAGE = 50;

/**
 * deskReadImport: an import's progress, and a page of its refused (or flagged) rows by line,
 * from the line after `after`.
 */
export const DeskReadImportRequestSchema = v.object({
  importId: v.pipe(
    v.string('importId must be the id deskStartImport answered'),
    v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'importId must be the id deskStartImport answered'),
  ),
  show: v.optional(v.picklist(['refused', 'flagged'], 'show must be refused or flagged'), 'refused'),
  after: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});
export type DeskReadImportRequest = v.InferInput<typeof DeskReadImportRequestSchema>;

/** A listed row: its line in the file (the header is line 1), what it named, and why. */
export const BulkListedRowSchema = v.object({
  line: v.number(),
  reference: v.string(),
  lender: v.string(),
  reason: BulkRowReasonSchema,
});
export type BulkListedRow = v.InferOutput<typeof BulkListedRowSchema>;

export const DeskReadImportDataSchema = v.object({
  import: BulkImportSummarySchema,
  rows: v.array(BulkListedRowSchema),
  /** The `after` of the next page, or null when this was the last. */
  nextAfter: v.nullable(v.number()),
});
export type DeskReadImportData = v.InferOutput<typeof DeskReadImportDataSchema>;

/** deskListImports: the latest imports of the caller's workspaces, newest first, so the desk can return to one. */
export const DeskListImportsRequestSchema = v.object({});
export const BULK_IMPORTS_LISTED = 20;
export const DeskListImportsDataSchema = v.object({ imports: v.array(BulkImportSummarySchema) });
export type DeskListImportsData = v.InferOutput<typeof DeskListImportsDataSchema>;
