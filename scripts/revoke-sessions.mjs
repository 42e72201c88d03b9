// `npm run revoke-sessions -- <uid|email> [--disable] [--project <alias|id>]`
// Ends every session of an account (its refresh tokens are revoked) and, with --disable, stops it
// signing in again: the incident runbook's step for an account that may be taken over
// (docs/incidents.md). With the emulators running (`npm start`) it changes the local Auth
// emulator; with `--project production` (an alias in .firebaserc, or a project id it lists) a real
// project, with the signed-in Google account's credentials (`gcloud auth application-default login`).
import { REVOKE_SESSIONS_HELP } from './lib/operator-usage.mjs';
import { runOperatorCommand } from './lib/operator-command.mjs';

await runOperatorCommand({
  help: REVOKE_SESSIONS_HELP,
  module: 'scripts/lib/revoke-sessions.ts',
  refusal: 'RevokeSessionsError',
  failed: 'Revoking the sessions failed',
  run: async ({ describeOutcome, parseRevokeArgs, revokeSessions }, { adminAuth }, args) => {
    const { request, project } = parseRevokeArgs(args);
    return describeOutcome(await revokeSessions(adminAuth(project), request));
  },
});
