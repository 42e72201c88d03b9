// `npm run service-account:configure -- --project <development|production|project id> [--dry-run]`:
// makes the service account the functions run as, if it does not exist, and grants it only the roles
// they need (scripts/lib/service-account.mjs, decision 219), printing each gcloud command it runs.
// --dry-run prints them and runs nothing. Needs the Google Cloud CLI, signed in (`gcloud auth login`)
// as a person who may administer IAM in the project. `npm run deploy` runs the same before it
// deploys the functions.
import { runGcloud } from './lib/backups.mjs';
import { runConfigureCommand } from './lib/configure-command.mjs';
import { configureServiceAccount, gcloudSucceeds } from './lib/service-account.mjs';

await runConfigureCommand({
  usage: `Usage: npm run service-account:configure -- --project <development|production|project id> [--dry-run]`,
  about: `Makes the service account the functions run as, if it does not exist, and grants it only the roles
they need, printing each gcloud command it runs. Needs the Google Cloud CLI, signed in
(\`gcloud auth login\`) as a person who may administer IAM in the project. \`npm run deploy\` runs
the same before it deploys the functions.`,
  example: 'npm run service-account:configure -- --project production [--dry-run]',
  lacks: 'service accounts',
  configure: (projectId, values) => {
    configureServiceAccount(projectId, {
      dryRun: values['dry-run'],
      gcloud: runGcloud,
      exists: gcloudSucceeds,
    });
    return `Service account configured for ${projectId}.`;
  },
});
