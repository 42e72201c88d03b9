import net from 'node:net';
import { deleteApp } from 'firebase/app';
import { getApps, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { createAuthAdapter } from '../../src/adapters/auth';
import { loadFirebase, type FirebaseServices } from '../../src/adapters/firebase';
import { createProfileStore } from '../../src/adapters/profile';
import { parseFirebaseConfig, type FirebaseConfig } from '../../src/config/firebase';
import { emulatorHost, projectId } from '../support/emulators';

/** The app's own configuration, parsed from the variables the test command exports. */
export function emulatorConfig(overrides: Record<string, string> = {}): FirebaseConfig {
  return parseFirebaseConfig({
    VITE_FIREBASE_TARGET: 'emulator',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST').port}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorHost('FIRESTORE_EMULATOR_HOST').port}`,
    VITE_FUNCTIONS_EMULATOR_HOST: process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
    ...overrides,
  });
}

let counter = 0;
const opened: Promise<FirebaseServices>[] = [];

/** One browser's worth of Firebase: its own app, so its own signed-in user. */
export function device(config: FirebaseConfig = emulatorConfig()) {
  const services = loadFirebase(config, `device-${process.pid}-${++counter}`);
  opened.push(services);
  const load = () => services;
  return { load, auth: createAuthAdapter(load), profiles: createProfileStore(load) };
}

export async function closeDevices(): Promise<void> {
  const all = opened.splice(0);
  await Promise.all(all.map(async (services) => deleteApp((await services).app)));
}

/** The Admin SDK against the emulators: mints custom tokens and writes what clients cannot. */
export function admin(): {
  app: App;
  auth: ReturnType<typeof getAdminAuth>;
  firestore: ReturnType<typeof getAdminFirestore>;
} {
  const app =
    getApps().find((a) => a.name === 'adapter-tests') ?? initializeAdminApp({ projectId }, 'adapter-tests');
  return { app, auth: getAdminAuth(app), firestore: getAdminFirestore(app) };
}

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${++counter}@example.com`;
}

/** A port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const authEmulator = () => emulatorHost('FIREBASE_AUTH_EMULATOR_HOST').url;

/** Turns the Auth emulator's email enumeration protection on or off; production keeps it on. */
export async function setEmailEnumerationProtection(enabled: boolean): Promise<void> {
  const res = await fetch(`${authEmulator()}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!res.ok) throw new Error(`The Auth emulator refused the config change: ${res.status}`);
}

export type OobCode = { email: string; requestType: string; continueUrl: string | null };

/** The emails the Auth emulator would have sent to an address, with each link's continue URL. */
export async function sentEmails(email: string): Promise<OobCode[]> {
  const res = await fetch(`${authEmulator()}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await res.json()) as {
    oobCodes: { email: string; newEmail?: string; requestType: string; oobLink: string }[];
  };
  // An email change is sent to the new address, not the account's current one.
  return body.oobCodes
    .filter((code) => (code.newEmail ?? code.email) === email)
    .map((code) => ({
      email,
      requestType: code.requestType,
      continueUrl: new URL(code.oobLink).searchParams.get('continueUrl'),
    }));
}
