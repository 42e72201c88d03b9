// `npm run alerts:configure -- --project <development|production|project id> [--dry-run]
// [--notify <email>]`: for each of the gateway's alert-matched log lines (functions/src/lib/alerts.ts)
// makes a log-based counter metric and an alert policy that fires on one or more in 5 minutes, sent
// to the email address --notify gives (scripts/lib/alerts.mjs), printing each gcloud command it runs.
// --dry-run prints them and runs nothing. Then it turns on Identity Platform's user activity logging
// (every sign-in and failed sign-in in Cloud Logging, scripts/lib/sign-in-logging.mjs) when it is off.
// Needs the Google Cloud CLI with its alpha and beta components, signed in (`gcloud auth login`) as a
// person with the Logging Admin, Monitoring Editor and Firebase Authentication Admin roles in the
// project. `npm run deploy` runs the same with the functions part.
import { parseArgs } from 'node:util';
import { configureAlerts } from './lib/alerts.mjs';
import { BackupsError, runGcloud } from './lib/backups.mjs';
import { importTs } from './lib/load-ts.mjs';
import { ProjectError, resolveProject } from './lib/project.mjs';
import { gcloudSucceeds } from './lib/service-account.mjs';
import { configureSignInLogging } from './lib/sign-in-logging.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run alerts:configure -- --project <development|production|project id> [--dry-run]
                                    [--notify <email>]

For each of the gateway's alert-matched log lines makes a log-based counter metric and an alert
policy that fires on one or more in 5 minutes, printing each gcloud command it runs; then turns on
Identity Platform's user activity logging when it is off. Needs the Google Cloud CLI with its alpha
and beta components, signed in (\`gcloud auth login\`) as a person with the Logging Admin, Monitoring
Editor and Firebase Authentication Admin roles. \`npm run deploy\` runs the same with the functions part.

Options:
  --project NAME    an alias in .firebaserc, or a project id it lists (required)
  --dry-run         print the gcloud commands and run nothing
  --notify EMAIL    where the alerts are sent (without it they send nothing)
  --help, -h        this text`,
);

try {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' }, notify: { type: 'string' } },
  });
  if (!values.project) {
    throw new BackupsError(
      'Say which project: npm run alerts:configure -- --project production [--dry-run] [--notify <email>]',
    );
  }
  // An alias in .firebaserc, or a project id it lists (decision 247).
  const { projectId, emulator } = resolveProject(values.project);
  if (emulator) throw new BackupsError(`${projectId} is the emulators' project: it has no alerts.`);
  const { LOG_ALERTS, logFilterOf } = await importTs('functions/src/lib/alerts.ts');
  const { dir } = configureAlerts(projectId, LOG_ALERTS, logFilterOf, {
    dryRun: values['dry-run'],
    notify: values.notify,
    gcloud: runGcloud,
    exists: gcloudSucceeds,
  });
  await configureSignInLogging(projectId, { dryRun: values['dry-run'], gcloud: runGcloud, fetch });
  console.log(`The alert policies' files are in ${dir}.`);
  if (!values.notify) {
    console.log(
      'No --notify: the policies send nothing until a notification channel is added (--notify <email>).',
    );
  }
  console.log(
    values['dry-run']
      ? 'Dry run: nothing changed.'
      : `Alerts and user activity logging configured for ${projectId}.`,
  );
} catch (error) {
  const known =
    error instanceof BackupsError ||
    error instanceof ProjectError ||
    error?.code?.startsWith?.('ERR_PARSE_ARGS');
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
