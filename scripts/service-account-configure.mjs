// `npm run service-account:configure -- --project <development|production|project id> [--dry-run]`:
// makes the service account the functions run as, if it does not exist, and grants it only the roles
// they need (scripts/lib/service-account.mjs, decision 219), printing each gcloud command it runs.
// --dry-run prints them and runs nothing. Needs the Google Cloud CLI, signed in (`gcloud auth login`)
// as a person who may administer IAM in the project. `npm run deploy` runs the same before it
// deploys the functions.
import { parseArgs } from 'node:util';
import { BackupsError, runGcloud } from './lib/backups.mjs';
import { configureServiceAccount, gcloudSucceeds } from './lib/service-account.mjs';
import { ProjectError, resolveProject } from './lib/project.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run service-account:configure -- --project <development|production|project id> [--dry-run]

Makes the service account the functions run as, if it does not exist, and grants it only the roles
they need, printing each gcloud command it runs. Needs the Google Cloud CLI, signed in
(\`gcloud auth login\`) as a person who may administer IAM in the project. \`npm run deploy\` runs
the same before it deploys the functions.

Options:
  --project NAME    an alias in .firebaserc, or a project id it lists (required)
  --dry-run         print the gcloud commands and run nothing
  --help, -h        this text`,
);

try {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  if (!values.project) {
    throw new BackupsError(
      'Say which project: npm run service-account:configure -- --project production [--dry-run]',
    );
  }
  // An alias in .firebaserc, or a project id it lists (decision 247).
  const { projectId, emulator } = resolveProject(values.project);
  if (emulator) throw new BackupsError(`${projectId} is the emulators' project: it has no service accounts.`);
  configureServiceAccount(projectId, {
    dryRun: values['dry-run'],
    gcloud: runGcloud,
    exists: gcloudSucceeds,
  });
  console.log(
    values['dry-run'] ? 'Dry run: nothing changed.' : `Service account configured for ${projectId}.`,
  );
} catch (error) {
  const known =
    error instanceof BackupsError ||
    error instanceof ProjectError ||
    error?.code?.startsWith?.('ERR_PARSE_ARGS');
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
