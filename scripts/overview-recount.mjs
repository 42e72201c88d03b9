// `npm run overview:recount -- [--workspace <name>]… [--dry-run] [--project <alias|id>]`
// Recounts the desk overview's counters (decision 273) from the stored complaints and writes the
// recount over the kept counters of the workspaces named (every workspace when none is), with the
// gateway's repairOverview (scripts/lib/overviewRecount.ts). For a quiet moment: a complaint
// changed between the recount's read and its write would be overwritten. See docs/operations.md.
import { importTs } from './lib/load-ts.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run overview:recount -- [--workspace <name>]… [--dry-run] [--project <alias|id>]

Recounts the desk overview's figures (complaints by route, state and lender, answers due, money
offered, accepted and paid, fees) from every stored complaint, and writes the recount over the
counters the gateway keeps, for the workspaces named. Run it at a quiet moment: a complaint changed
while it runs may be counted the old way. It reads every complaint, so it takes a minute or more
over 100,000 claims. Without --project it changes the local emulators that \`npm start\` runs; with
one (an alias in .firebaserc, or a project id it lists) the real project, with the signed-in Google
account's credentials (\`gcloud auth application-default login\`).

Options:
  --workspace NAME   a workspace to recount, as the desk names it (a wrong name is refused with
                     the list); repeat it for more; every workspace when left out
  --dry-run          compare the recount with the kept counters, and write nothing
  --project NAME     the project to change
  --help, -h         this text`,
);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const { adminFirestore } = await import('./lib/admin-auth.mjs');
const { ProjectError } = await import('./lib/project.mjs');
const { OverviewRecountError, overviewRecount, parseOverviewRecountArgs } = await importTs(
  'scripts/lib/overviewRecount.ts',
);

try {
  const { options, project } = parseOverviewRecountArgs(process.argv.slice(2));
  const db = adminFirestore(project);
  for (const line of await overviewRecount(db, options)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof OverviewRecountError || error instanceof ProjectError;
  console.error(known ? error.message : `The recount failed: ${error?.message ?? error}`);
  process.exit(1);
}
