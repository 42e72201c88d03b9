// The Admin SDK for the operator commands (grant-role, revoke-sessions: Auth; backfill-desk,
// export-claims: Firestore): the project `--project` names — an alias in .firebaserc such as
// `production`, or a project id it lists, resolved by scripts/lib/project.mjs (decision 247) — with
// the signed-in Google account's credentials; otherwise, or for a `demo-` project, the local
// emulator that `npm start` runs. Says on stderr which one it changes.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { describeProject, resolveProject } from './project.mjs';

/**
 * The app for a project, or for the local emulator the variable names (set to `npm start`'s
 * when it is not set).
 * @param {string | undefined} project the `--project` value, as typed
 * @param {{ variable: string, host: string, name: string }} emulator
 */
function adminApp(project, emulator) {
  const target = project === undefined ? null : resolveProject(project);
  if (target && !target.emulator) {
    if (process.env[emulator.variable]) {
      console.error(`--project ${project}: the real project, not the emulator ${emulator.variable} names.`);
      delete process.env[emulator.variable];
    }
    console.error(`Project ${describeProject(target)}.`);
  } else if (!process.env[emulator.variable]) {
    process.env[emulator.variable] = emulator.host;
    console.error(
      `${target ? `${target.projectId} is the emulators' project` : 'No --project'}: the local ${emulator.name} emulator (${emulator.host}) that npm start runs.`,
    );
  }
  // On the emulators no Google metadata server is asked for credentials (where one answers oddly,
  // the auth library prints a MetadataLookupWarning, as the restore drill found).
  if (!target || target.emulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = target?.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-redress';
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
