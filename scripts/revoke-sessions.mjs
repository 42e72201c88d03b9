// `npm run revoke-sessions -- <uid|email> [--disable] [--project <alias|id>]`
// Ends every session of an account (its refresh tokens are revoked) and, with --disable, stops it
// signing in again: the incident runbook's step for an account that may be taken over
// (docs/incidents.md). With the emulators running (`npm start`) it changes the local Auth
// emulator; with `--project production` (an alias in .firebaserc, or a project id it lists) a real
// project, with the signed-in Google account's credentials (`gcloud auth application-default login`).
import { ProjectError } from './lib/project.mjs';
import { importTs } from './lib/load-ts.mjs';
import { REVOKE_SESSIONS_HELP } from './lib/operator-usage.mjs';
import { exitWithUsageIfAsked } from './lib/usage.mjs';

exitWithUsageIfAsked(process.argv.slice(2), REVOKE_SESSIONS_HELP);

// The Admin SDK, which takes seconds to load, is loaded once --help has been answered.
const { adminAuth } = await import('./lib/admin-auth.mjs');

const { RevokeSessionsError, describeOutcome, parseRevokeArgs, revokeSessions } = await importTs(
  'scripts/lib/revoke-sessions.ts',
);

try {
  const { request, project } = parseRevokeArgs(process.argv.slice(2));
  const outcome = await revokeSessions(adminAuth(project), request);
  for (const line of describeOutcome(outcome)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof RevokeSessionsError || error instanceof ProjectError;
  console.error(known ? error.message : `Revoking the sessions failed: ${error?.message ?? error}`);
  process.exit(1);
}
