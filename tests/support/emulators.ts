import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

/** Reads an emulator host the test command exported; fails loudly when run outside it. */
export function emulatorHost(
  name: 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIRESTORE_EMULATOR_HOST' | 'FUNCTIONS_EMULATOR_HOST',
) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through npm test.`);
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port), url: `http://${value}` };
}

export const projectId = 'demo-redress';

let counter = 0;

/** A fresh client app wired to the emulators, with its own auth state. */
export function clientApp(): { app: FirebaseApp; auth: Auth; dispose: () => Promise<void> } {
  const app = initializeApp(
    { projectId, apiKey: 'demo-key', authDomain: `${projectId}.firebaseapp.com` },
    `test-${++counter}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorHost('FIREBASE_AUTH_EMULATOR_HOST').url, { disableWarnings: true });
  return { app, auth, dispose: () => deleteApp(app) };
}

/** Calls the gateway as the app's signed-in user. */
export function callGateway(app: FirebaseApp, functionName: string, data: unknown) {
  const functions = getFunctions(app, 'europe-west2');
  const { host, port } = emulatorHost('FUNCTIONS_EMULATOR_HOST');
  connectFunctionsEmulator(functions, host, port);
  return httpsCallable(functions, 'gateway')({ functionName, data });
}

export { signInAnonymously };
