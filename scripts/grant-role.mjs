// `npm run grant-role -- <email> <handler|supervisor> [--workspace <name>]… [--project <alias|id>]`
// `npm run grant-role -- <email> --revoke [--project <alias|id>]`
// Gives a staff member a role at the desk and the workspaces they work (custom claims `role` and
// `workspaces`), or takes it away. With the emulators running (`npm start`) it changes the local
// Auth emulator; with `--project production` (an alias in .firebaserc, or a project id it lists) a
// real project, with the signed-in Google account's credentials (`gcloud auth
// application-default login`). It refuses to give a role to an account without a confirmed email
// and a second factor, and ends the sessions of an account whose access it narrows (decision 247).
// See docs/operations.md.
import { ProjectError } from './lib/project.mjs';
import { importTs } from './lib/load-ts.mjs';
import { GRANT_ROLE_HELP } from './lib/operator-usage.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(process.argv.slice(2), GRANT_ROLE_HELP);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const { adminAuth } = await import('./lib/admin-auth.mjs');

const { GrantRoleError, describeOutcome, grantRole, parseGrantArgs } =
  await importTs('scripts/lib/grant-role.ts');

try {
  const { request, project } = parseGrantArgs(process.argv.slice(2));
  const outcome = await grantRole(adminAuth(project), request);
  for (const line of describeOutcome(outcome)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof GrantRoleError || error instanceof ProjectError;
  console.error(known ? error.message : `The grant failed: ${error?.message ?? error}`);
  process.exit(1);
}
