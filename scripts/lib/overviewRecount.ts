// `npm run overview:recount`: recounts the desk overview's counters (decision 273) from the stored
// complaints and writes the recount over the kept counters of the workspaces named, with the
// gateway's own repairOverview. For after a change to what a complaint counts, a seed stopped
// midway, or complaints written past the gateway. The CLI is scripts/overview-recount.mjs.
import { parseArgs } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import type { Workspace } from '../../contract/firms';
import { WORKSPACES } from '../../contract/staff';
import { repairOverview } from '../../functions/src/desk/overviewCounters';

export const OVERVIEW_RECOUNT_SYNOPSIS =
  'Usage: npm run overview:recount -- [--workspace <name>]… [--dry-run] [--project <alias|id>]';

/** A problem with the command, reported as one line and exit code 1. */
export class OverviewRecountError extends Error {}

export interface OverviewRecountOptions {
  /** The workspaces whose counters are recounted: those named, or every one. */
  workspaces: readonly Workspace[];
  /** Compare the recount with the kept counters, and write nothing. */
  dryRun: boolean;
}

/** Reads the command line: each --workspace (none is all of them), --dry-run and the project. */
export function parseOverviewRecountArgs(args: string[]): {
  options: OverviewRecountOptions;
  project: string | undefined;
} {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        workspace: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean', default: false },
        project: { type: 'string' },
      },
    });
  } catch (error) {
    throw new OverviewRecountError(`${(error as Error).message}\n${OVERVIEW_RECOUNT_SYNOPSIS}`);
  }
  const { values } = parsed;
  const named = values.workspace ?? [];
  const unknown = named.filter((w) => !WORKSPACES.includes(w as Workspace));
  if (unknown.length > 0) {
    throw new OverviewRecountError(
      `--workspace takes one of ${WORKSPACES.join(', ')}; not ${unknown.join(', ')}.\n${OVERVIEW_RECOUNT_SYNOPSIS}`,
    );
  }
  if (values.project !== undefined && values.project.trim() === '') {
    throw new OverviewRecountError(`--project names a project id.\n${OVERVIEW_RECOUNT_SYNOPSIS}`);
  }
  const workspaces = named.length > 0 ? WORKSPACES.filter((w) => named.includes(w)) : WORKSPACES;
  return { options: { workspaces, dryRun: values['dry-run'] }, project: values.project };
}

/** Recounts, and repairs unless it is a dry run; answers what it did in a line or two. */
export async function overviewRecount(db: Firestore, options: OverviewRecountOptions): Promise<string[]> {
  const { documents, differed } = await repairOverview(db, options);
  const which = options.workspaces.join(', ');
  if (options.dryRun) {
    return [
      differed === 0
        ? `The overview's counters of ${which} equal a recount of their complaints (${documents} counter documents); nothing written.`
        : `${differed} of ${documents} counter documents of ${which} differ from a recount of their complaints; nothing written (run without --dry-run to repair them).`,
    ];
  }
  return [
    `Recounted the overview's counters of ${which}: ${differed} of ${documents} counter documents differed and were rewritten from the recount.`,
  ];
}
