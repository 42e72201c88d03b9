// `npm run overview:recount -- [--workspace <name>]… [--dry-run] [--project <alias|id>]`
// Recounts the desk overview's counters (decision 273) from the stored complaints and writes the
// recount over the kept counters of the workspaces named (every workspace when none is), with the
// gateway's repairOverview (scripts/lib/overviewRecount.ts). For a quiet moment: a complaint
// changed between the recount's read and its write would be overwritten. See docs/operations.md.
import { runOperatorCommand } from './lib/operator-command.mjs';

await runOperatorCommand({
  help: `Usage: npm run overview:recount -- [--workspace <name>]… [--dry-run] [--project <alias|id>]

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
  module: 'scripts/lib/overviewRecount.ts',
  refusal: 'OverviewRecountError',
  failed: 'The recount failed',
  run: async ({ overviewRecount, parseOverviewRecountArgs }, { adminFirestore }, args) => {
    const { options, project } = parseOverviewRecountArgs(args);
    return overviewRecount(adminFirestore(project), options);
  },
});
