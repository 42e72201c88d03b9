// The command line of `npm run backfill-desk` (scripts/lib/backfill-desk.ts): its options, read
// with node:util's parseArgs, and the one-line error it reports.
import { parseArgs } from 'node:util';
import { BACKFILL_DESK_SYNOPSIS, BACKFILL_PAGE_SIZE } from './operator-usage.mjs';

/** A problem with the command, reported as one line and exit code 1. */
export class BackfillError extends Error {}

export const DEFAULT_PAGE_SIZE = BACKFILL_PAGE_SIZE.default;
/** A page's claims, then their rows, are each read in one call: pages stay small. */
export const MAX_PAGE_SIZE = BACKFILL_PAGE_SIZE.max;

export const USAGE = BACKFILL_DESK_SYNOPSIS;

export interface BackfillOptions {
  /** Count what would be written, and write nothing. */
  dryRun: boolean;
  /** Claims (and former lender rows) read at a time. */
  pageSize: number;
}

/** Reads the command line: --dry-run, --page-size and the project. */
export function parseBackfillArgs(args: string[]): { options: BackfillOptions; project: string | undefined } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'page-size': { type: 'string' },
        project: { type: 'string' },
      },
    });
  } catch (error) {
    throw new BackfillError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values } = parsed;
  const pageSize = values['page-size'] === undefined ? DEFAULT_PAGE_SIZE : Number(values['page-size']);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new BackfillError(
      `--page-size takes a whole number from 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE} when left out).\n${USAGE}`,
    );
  }
  if (values.project !== undefined && values.project.trim() === '') {
    throw new BackfillError(`--project names a project id.\n${USAGE}`);
  }
  return { options: { dryRun: values['dry-run'], pageSize }, project: values.project };
}
