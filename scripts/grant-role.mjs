// `npm run grant-role -- <email> <handler|supervisor> [--workspace <name>]… [--project <id>]`
// `npm run grant-role -- <email> --revoke [--project <id>]`
// Gives a staff member a role at the desk and the workspaces they work (custom claims `role` and
// `workspaces`), or takes it away. With the emulators running (`npm start`) it changes the local
// Auth emulator; with `--project <id>` a real project, with the signed-in Google account's
// credentials (`gcloud auth application-default login`). See docs/operations.md.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { importTs } from './lib/load-ts.mjs';

const { GrantRoleError, describeOutcome, grantRole, parseGrantArgs } =
  await importTs('scripts/lib/grant-role.ts');

try {
  const { request, project } = parseGrantArgs(process.argv.slice(2));
  if (project) {
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      console.error(
        `--project ${project}: the real project, not the emulator FIREBASE_AUTH_EMULATOR_HOST names.`,
      );
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
  } else if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    console.error('No --project: changing the local Auth emulator (127.0.0.1:9099) started by npm start.');
  }
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? 'demo-redress';
  const outcome = await grantRole(getAuth(initializeApp({ projectId })), request);
  for (const line of describeOutcome(outcome)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof GrantRoleError;
  console.error(known ? error.message : `The grant failed: ${error?.message ?? error}`);
  process.exit(1);
}
