// `npm run backups:configure -- --project <development|production|project id> [--dry-run]`: turns on
// Firestore point-in-time recovery and delete protection and sets the managed backup schedules
// (scripts/lib/backups.mjs, decision 208), printing each gcloud command it runs. --dry-run prints
// them and runs nothing. Needs the Google Cloud CLI, signed in (`gcloud auth login`) as a person
// with the Cloud Datastore Owner role in the project. `npm run deploy` runs the same.
import { parseArgs } from 'node:util';
import { BackupsError, configureBackups, runGcloud } from './lib/backups.mjs';
import { ProjectError, resolveProject } from './lib/project.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(
  process.argv.slice(2),
  `Usage: npm run backups:configure -- --project <development|production|project id> [--dry-run]

Turns on Firestore point-in-time recovery and delete protection and sets the managed backup
schedules, printing each gcloud command it runs. Needs the Google Cloud CLI, signed in
(\`gcloud auth login\`) as a person with the Cloud Datastore Owner role in the project.
\`npm run deploy\` runs the same with the firestore part.

Options:
  --project NAME    an alias in .firebaserc, or a project id it lists (required)
  --dry-run         print the gcloud commands and run nothing
  --help, -h        this text`,
);

try {
  const { values } = parseArgs({ options: { project: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  if (!values.project) {
    throw new BackupsError(
      'Say which project: npm run backups:configure -- --project production [--dry-run]',
    );
  }
  // An alias in .firebaserc, or a project id it lists (decision 247).
  const { projectId, emulator } = resolveProject(values.project);
  if (emulator) throw new BackupsError(`${projectId} is the emulators' project: it has no backups.`);
  configureBackups(projectId, { dryRun: values['dry-run'], gcloud: runGcloud });
  console.log(values['dry-run'] ? 'Dry run: nothing changed.' : `Backups configured for ${projectId}.`);
} catch (error) {
  const known =
    error instanceof BackupsError ||
    error instanceof ProjectError ||
    error?.code?.startsWith?.('ERR_PARSE_ARGS');
  console.error(known ? error.message : error);
  process.exitCode = 1;
}
