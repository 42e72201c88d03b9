// The Admin SDK's Auth for the staff commands (grant-role, revoke-sessions): a real project with
// `--project <id>` (the signed-in Google account's credentials), otherwise the local Auth emulator
// that `npm start` runs. Says on stderr which one it changes.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** @param {string | undefined} project */
export function adminAuth(project) {
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
  return getAuth(initializeApp({ projectId }));
}
