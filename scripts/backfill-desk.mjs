// `npm run backfill-desk -- [--dry-run] [--page-size <n>] [--project <alias|id>]`
// Writes the desk's search fields and lenders (decision 180) and each claim's rows under its
// lenders (decision 231) on the claims submitted before those existed, and removes rows that no
// longer match their claim, a page of claims at a time, each claim in a transaction that reads it
// again (decision 239). What is already right is left alone, so it is safe to run again; --dry-run
// counts and writes nothing. It prints counts only. With the emulators running (`npm start`) it
// changes the local Firestore emulator; with `--project production` (an alias in .firebaserc, or a
// project id it lists) a real project, with the signed-in Google account's credentials
// (`gcloud auth application-default login`). See docs/operations.md.
import { BACKFILL_DESK_HELP } from './lib/operator-usage.mjs';
import { runOperatorCommand } from './lib/operator-command.mjs';

await runOperatorCommand({
  help: BACKFILL_DESK_HELP,
  module: 'scripts/lib/backfill-desk.ts',
  refusal: 'BackfillError',
  failed: 'The backfill failed',
  run: async ({ backfillDesk, describeSummary, parseBackfillArgs }, { adminFirestore }, args) => {
    const { options, project } = parseBackfillArgs(args);
    const summary = await backfillDesk(adminFirestore(project), options, {
      onPage: (s) =>
        console.error(
          `… ${s.claimsRead} claims, ${s.partitionsRead} list partitions and ${s.rowsRead} former lender rows read`,
        ),
    });
    return describeSummary(summary);
  },
});
