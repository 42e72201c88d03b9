// `npm run deploy -- --project <development|production> [--only hosting,functions,firestore]
// [--dry-run] [--notify <email>]`: builds each workspace for that project's web target, writes
// .firebase.deploy.json (scripts/lib/deploy-config.mjs) and runs `firebase deploy` with it. The web
// app's keys come from .env.<alias> (VITE_FIREBASE_API_KEY, …; see .env.example), the functions'
// settings from functions/.env.<project id>, the secrets from Secret Manager. Before anything else
// it refuses to go on when a required setting is empty (decision 247) or when the dependency audit
// did not run or found an advisory audit-policy.json does not accept (decision 246): a dry run too.
// --dry-run builds and writes the configuration, then stops before deploying. With the firestore
// part it also turns on point-in-time recovery and the managed backup schedules
// (scripts/lib/backups.mjs, decision 208); a dry run prints those gcloud commands. With the
// functions part it first makes the functions' own service account and grants its roles
// (scripts/lib/service-account.mjs, decision 219), and afterwards the log-based alerts
// (scripts/lib/alerts.mjs), sent to --notify's address. The steps are scripts/lib/deploy.mjs.
import { BackupsError } from './lib/backups.mjs';
import { DeployRefusal } from './lib/deploy-checks.mjs';
import { DeployError, deploy } from './lib/deploy.mjs';
import { ProjectError } from './lib/project.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run deploy -- --project <development|production> [--only hosting,functions,firestore]
                          [--dry-run] [--notify <email>]

Builds the four brands for the project's web target and runs \`firebase deploy\`. Before anything
else it refuses to go on when a required setting is empty or when the dependency audit did not run
or found an advisory audit-policy.json does not accept (a dry run too). With the firestore part it
also sets point-in-time recovery and the backup schedules; with the functions part it first makes
the functions' service account and grants its roles, and afterwards sets the log-based alerts.
The web app's keys come from .env.<alias>, the functions' settings from functions/.env.<project id>.

Options:
  --project ALIAS     development or production, as .firebaserc names them (required)
  --only PARTS        a comma-separated list of hosting, functions and firestore (default all three)
  --dry-run           build and write .firebase.deploy.json, print the gcloud commands, deploy nothing
  --notify EMAIL      where the alerts are sent
  --help, -h          this text`,
);

try {
  await deploy(process.argv.slice(2));
} catch (error) {
  const known =
    error instanceof DeployError ||
    error instanceof DeployRefusal ||
    error instanceof BackupsError ||
    error instanceof ProjectError ||
    error?.code?.startsWith?.('ERR_PARSE_ARGS');
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
