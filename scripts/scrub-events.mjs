// `npm run scrub-events -- [--dry-run] [--project <id>]`
// Takes off the complaint events claimants read what older gateways made there from a staff
// member's uid: `by.uid` and a fingerprint (`requestHash`) that covered the recorder's uid
// (decision 249). Each event in a transaction that reads it again; what is already right is left
// alone, so it is safe to run again; --dry-run counts and writes nothing. It prints counts only.
// With the emulators running (`npm start`) it changes the local Firestore emulator; with
// `--project <id>` a real project, with the signed-in Google account's credentials. See
// docs/operations.md.
import { importTs } from './lib/load-ts.mjs';
import { SCRUB_EVENTS_HELP } from './lib/operator-usage.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(process.argv.slice(2), SCRUB_EVENTS_HELP);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const { adminFirestore } = await import('./lib/admin-auth.mjs');

const { ScrubError, describeSummary, parseScrubArgs, scrubEvents } = await importTs(
  'scripts/lib/scrub-events.ts',
);

try {
  const { options, project } = parseScrubArgs(process.argv.slice(2));
  const db = adminFirestore(project);
  const summary = await scrubEvents(db, options, {
    onPage: (s) => console.error(`… ${s.eventsRead} events read`),
  });
  for (const line of describeSummary(summary)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof ScrubError;
  console.error(known ? error.message : `The scrub failed: ${error?.message ?? error}`);
  process.exit(1);
}
