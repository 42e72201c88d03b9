// The Admin SDK for the operator commands (grant-role, revoke-sessions: Auth; backfill-desk:
// Firestore): a real project with `--project <id>` (the signed-in Google account's credentials),
// otherwise the local emulator that `npm start` runs. Says on stderr which one it changes.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The app for a project, or for the local emulator the variable names (set to `npm start`'s
 * when it is not set).
 * @param {string | undefined} project
 * @param {{ variable: string, host: string, name: string }} emulator
 */
function adminApp(project, emulator) {
  if (project) {
    if (process.env[emulator.variable]) {
      console.error(`--project ${project}: the real project, not the emulator ${emulator.variable} names.`);
      delete process.env[emulator.variable];
    }
  } else if (!process.env[emulator.variable]) {
    process.env[emulator.variable] = emulator.host;
    console.error(
      `No --project: changing the local ${emulator.name} emulator (${emulator.host}) started by npm start.`,
    );
  }
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? 'demo-redress';
  return initializeApp({ projectId });
}

/** @param {string | undefined} project */
export function adminAuth(project) {
  return getAuth(
    adminApp(project, { variable: 'FIREBASE_AUTH_EMULATOR_HOST', host: '127.0.0.1:9099', name: 'Auth' }),
  );
}

/** @param {string | undefined} project */
export function adminFirestore(project) {
  return getFirestore(
    adminApp(project, { variable: 'FIRESTORE_EMULATOR_HOST', host: '127.0.0.1:8080', name: 'Firestore' }),
  );
}
