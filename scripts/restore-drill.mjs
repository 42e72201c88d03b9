// `npm run restore-drill`: backs up a Firestore database and restores it into a fresh one, then
// compares the two document by document and field by field (scripts/lib/restore-drill.ts). Both
// databases are local emulators this command starts and stops (ports from REDRESS_PORT_OFFSET); it
// never touches a real project. Exits 1, listing each difference, when the restore is not identical.
import { parseArgs } from 'node:util';
import { handleInterrupts, stopOnInterrupt } from './lib/interrupt.mjs';
import { importTs } from './lib/load-ts.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run restore-drill [-- --claims N]

Backs up a Firestore database and restores it into a fresh one, then compares the two document by
document and field by field. Both are local Firestore emulators this command starts and stops
(ports from REDRESS_PORT_OFFSET); it never touches a real project. Exits 1, listing each
difference, when the restore is not identical.

Options:
  --claims N    sample claims written before the backup, 1 to 5000 (default 20)
  --help, -h    this text`,
);

// Only local emulators are read and written: no Google metadata server is asked for credentials
// (where one answers oddly, the auth library prints a MetadataLookupWarning).
process.env.METADATA_SERVER_DETECTION ??= 'none';

class DrillUsageError extends Error {}

let drill;
let releaseDrill = () => {};
try {
  const { values } = parseArgs({ options: { claims: { type: 'string' } } });
  const claims = values.claims === undefined ? 20 : Number(values.claims);
  if (!Number.isInteger(claims) || claims < 1 || claims > 5_000) {
    throw new DrillUsageError('--claims takes a whole number from 1 to 5000 (20 when left out)');
  }
  const { RestoreDrill } = await importTs('scripts/lib/restore-drill.ts');
  const { describeDifference } = await importTs('scripts/lib/firestore-compare.ts');
  // Ctrl-C (or a SIGTERM) stops both emulators and removes the export, then exits 130 (143).
  handleInterrupts();
  drill = new RestoreDrill();
  releaseDrill = stopOnInterrupt(drill);
  await drill.backUp({ claims });
  await drill.restore();
  const result = await drill.compare();
  const collections = Object.entries(result.collections)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(`Compared ${result.documents} documents and ${result.fields} fields (${collections}).`);
  if (result.differences.length > 0) {
    console.error(`✗ The restore differs from the backup in ${result.differences.length} places:`);
    for (const difference of result.differences.slice(0, 50))
      console.error(`  ${describeDifference(difference)}`);
    process.exitCode = 1;
  } else {
    console.log('✓ The restore is identical to the backup.');
  }
} catch (error) {
  const known = error instanceof DrillUsageError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  const drillError = error?.constructor?.name === 'DrillError' || error?.constructor?.name === 'StackError';
  console.error(known || drillError ? error.message : `The restore drill failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await drill?.stop();
  releaseDrill();
}
