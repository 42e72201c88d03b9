// `npm run backfill-desk -- [--dry-run] [--page-size <n>] [--project <alias|id>]`
// Writes the desk's search fields and lenders (decision 180) and each claim's rows under its
// lenders (decision 231) on the claims submitted before those existed, and removes rows that no
// longer match their claim, a page of claims at a time, each claim in a transaction that reads it
// again (decision 239). What is already right is left alone, so it is safe to run again; --dry-run
// counts and writes nothing. It prints counts only. With the emulators running (`npm start`) it
// changes the local Firestore emulator; with `--project production` (an alias in .firebaserc, or a
// project id it lists) a real project, with the signed-in Google account's credentials
// (`gcloud auth application-default login`). See docs/operations.md.
import { ProjectError } from './lib/project.mjs';
import { importTs } from './lib/load-ts.mjs';
import { BACKFILL_DESK_HELP } from './lib/operator-usage.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(process.argv.slice(2), BACKFILL_DESK_HELP);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const { adminFirestore } = await import('./lib/admin-auth.mjs');

const { BackfillError, backfillDesk, describeSummary, parseBackfillArgs } = await importTs(
  'scripts/lib/backfill-desk.ts',
);

try {
  const { options, project } = parseBackfillArgs(process.argv.slice(2));
  const db = adminFirestore(project);
  const summary = await backfillDesk(db, options, {
    onPage: (s) => console.error(`… ${s.claimsRead} claims and ${s.rowsRead} lender rows read`),
  });
  for (const line of describeSummary(summary)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof BackfillError || error instanceof ProjectError;
  console.error(known ? error.message : `The backfill failed: ${error?.message ?? error}`);
  process.exit(1);
}
