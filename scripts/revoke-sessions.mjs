// `npm run revoke-sessions -- <uid|email> [--disable] [--project <id>]`
// Ends every session of an account (its refresh tokens are revoked) and, with --disable, stops it
// signing in again: the incident runbook's step for an account that may be taken over
// (docs/incidents.md). With the emulators running (`npm start`) it changes the local Auth
// emulator; with `--project <id>` a real project, with the signed-in Google account's credentials
// (`gcloud auth application-default login`).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { importTs } from './lib/load-ts.mjs';

const { RevokeSessionsError, describeOutcome, parseRevokeArgs, revokeSessions } = await importTs(
  'scripts/lib/revoke-sessions.ts',
);

try {
  const { request, project } = parseRevokeArgs(process.argv.slice(2));
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
  const outcome = await revokeSessions(getAuth(initializeApp({ projectId })), request);
  for (const line of describeOutcome(outcome)) console.log(line);
  process.exit(0);
} catch (error) {
  const known = error instanceof RevokeSessionsError;
  console.error(known ? error.message : `Revoking the sessions failed: ${error?.message ?? error}`);
  process.exit(1);
}
