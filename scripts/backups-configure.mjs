// `npm run backups:configure -- --project <development|production|project id> [--dry-run]`: turns on
// Firestore point-in-time recovery and delete protection and sets the managed backup schedules
// (scripts/lib/backups.mjs, decision 208), printing each gcloud command it runs. --dry-run prints
// them and runs nothing. Needs the Google Cloud CLI, signed in (`gcloud auth login`) as a person
// with the Cloud Datastore Owner role in the project. `npm run deploy` runs the same.
import { configureBackups, runGcloud } from './lib/backups.mjs';
import { runConfigureCommand } from './lib/configure-command.mjs';

await runConfigureCommand({
  usage: `Usage: npm run backups:configure -- --project <development|production|project id> [--dry-run]`,
  about: `Turns on Firestore point-in-time recovery and delete protection and sets the managed backup
schedules, printing each gcloud command it runs. Needs the Google Cloud CLI, signed in
(\`gcloud auth login\`) as a person with the Cloud Datastore Owner role in the project.
\`npm run deploy\` runs the same with the firestore part.`,
  example: 'npm run backups:configure -- --project production [--dry-run]',
  lacks: 'backups',
  configure: (projectId, values) => {
    configureBackups(projectId, { dryRun: values['dry-run'], gcloud: runGcloud });
    return `Backups configured for ${projectId}.`;
  },
});
