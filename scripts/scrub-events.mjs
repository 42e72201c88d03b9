// `npm run scrub-events -- [--dry-run] [--project <id>]`
// Takes off the complaint events claimants read what older gateways made there from a staff
// member's uid: `by.uid` and a fingerprint (`requestHash`) that covered the recorder's uid
// (decision 249). Each event in a transaction that reads it again; what is already right is left
// alone, so it is safe to run again; --dry-run counts and writes nothing. It prints counts only.
// With the emulators running (`npm start`) it changes the local Firestore emulator; with
// `--project <id>` a real project, with the signed-in Google account's credentials. See
// docs/operations.md.
import { SCRUB_EVENTS_HELP } from './lib/operator-usage.mjs';
import { runOperatorCommand } from './lib/operator-command.mjs';

await runOperatorCommand({
  help: SCRUB_EVENTS_HELP,
  module: 'scripts/lib/scrub-events.ts',
  refusal: 'ScrubError',
  failed: 'The scrub failed',
  run: async ({ describeSummary, parseScrubArgs, scrubEvents }, { adminFirestore }, args) => {
    const { options, project } = parseScrubArgs(args);
    const summary = await scrubEvents(adminFirestore(project), options, {
      onPage: (s) => console.error(`… ${s.eventsRead} events read`),
    });
    return describeSummary(summary);
  },
});
