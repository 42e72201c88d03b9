// `npm run alerts:configure -- --project <development|production|project id> [--dry-run]
// [--notify <email>]`: for each of the gateway's alert-matched log lines (functions/src/lib/alerts.ts)
// makes a log-based counter metric and an alert policy that fires on one or more in 5 minutes, sent
// to the email address --notify gives (scripts/lib/alerts.mjs), printing each gcloud command it runs.
// --dry-run prints them and runs nothing. Then it turns on Identity Platform's user activity logging
// (every sign-in and failed sign-in in Cloud Logging, scripts/lib/sign-in-logging.mjs) when it is off.
// Needs the Google Cloud CLI with its alpha and beta components, signed in (`gcloud auth login`) as a
// person with the Logging Admin, Monitoring Editor and Firebase Authentication Admin roles in the
// project. `npm run deploy` runs the same with the functions part.
import { configureAlerts } from './lib/alerts.mjs';
import { runGcloud } from './lib/backups.mjs';
import { runConfigureCommand } from './lib/configure-command.mjs';
import { importTs } from './lib/load-ts.mjs';
import { gcloudSucceeds } from './lib/service-account.mjs';
import { configureSignInLogging } from './lib/sign-in-logging.mjs';

await runConfigureCommand({
  usage: `Usage: npm run alerts:configure -- --project <development|production|project id> [--dry-run]
                                    [--notify <email>]`,
  about: `For each of the gateway's alert-matched log lines makes a log-based counter metric and an alert
policy that fires on one or more in 5 minutes, printing each gcloud command it runs; then turns on
Identity Platform's user activity logging when it is off. Needs the Google Cloud CLI with its alpha
and beta components, signed in (\`gcloud auth login\`) as a person with the Logging Admin, Monitoring
Editor and Firebase Authentication Admin roles. \`npm run deploy\` runs the same with the functions part.`,
  optionsHelp: ['  --notify EMAIL    where the alerts are sent (without it they send nothing)'],
  example: 'npm run alerts:configure -- --project production [--dry-run] [--notify <email>]',
  lacks: 'alerts',
  options: { notify: { type: 'string' } },
  configure: async (projectId, values) => {
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
    return `Alerts and user activity logging configured for ${projectId}.`;
  },
});
