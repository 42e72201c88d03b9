// `npm run grant-role -- <email> <handler|supervisor> [--workspace <name>]… [--project <alias|id>]`
// `npm run grant-role -- <email> --revoke [--project <alias|id>]`
// Gives a staff member a role at the desk and the workspaces they work (custom claims `role` and
// `workspaces`), or takes it away. With the emulators running (`npm start`) it changes the local
// Auth emulator; with `--project production` (an alias in .firebaserc, or a project id it lists) a
// real project, with the signed-in Google account's credentials (`gcloud auth
// application-default login`). It refuses to give a role to an account without a confirmed email
// and a second factor, and ends the sessions of an account whose access it narrows (decision 247).
// See docs/operations.md.
import { GRANT_ROLE_HELP } from './lib/operator-usage.mjs';
import { runOperatorCommand } from './lib/operator-command.mjs';

await runOperatorCommand({
  help: GRANT_ROLE_HELP,
  module: 'scripts/lib/grant-role.ts',
  refusal: 'GrantRoleError',
  failed: 'The grant failed',
  run: async ({ describeOutcome, grantRole, parseGrantArgs }, { adminAuth }, args) => {
    const { request, project } = parseGrantArgs(args);
    return describeOutcome(await grantRole(adminAuth(project), request));
  },
});
