import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { firebaseConfig, type FirebaseConfig } from '../config/firebase';
import { FirebaseLoadError } from './firebaseLoadError';

/**
 * The Firebase SDK is loaded on first use only, so the public pages never download it
 * (docs/decisions/020-lazy-firebase-and-firestore-lite.md). Type-only imports above are erased.
 */
export type FirebaseServices = {
  app: FirebaseApp;
  auth: Auth;
  /** Firestore Lite, loaded on the first read or write (a session alone never needs it). */
  firestore: () => Promise<Firestore>;
  config: FirebaseConfig;
};

export { FirebaseLoadError };

/** Creates an app (named, so tests can hold several users at once) and connects its emulators. */
export async function loadFirebase(config: FirebaseConfig, name?: string): Promise<FirebaseServices> {
  const [appModule, authModule] = await Promise.all([import('firebase/app'), import('firebase/auth')]).catch(
    (error: unknown) => {
      throw new FirebaseLoadError(error);
    },
  );
  const app = appModule.initializeApp(config.options, name);
  // Explicit persistence leaves out the popup/redirect code that getAuth() would bundle; the
  // guest session must survive a reload, so IndexedDB first, memory where nothing else exists.
  const auth = authModule.initializeAuth(app, {
    persistence: [
      authModule.indexedDBLocalPersistence,
      authModule.browserLocalPersistence,
      authModule.inMemoryPersistence,
    ],
  });
  await startAppCheck(app, config);
  if (config.emulators) {
    const { auth: authHost } = config.emulators;
    authModule.connectAuthEmulator(auth, `http://${authHost.host}:${authHost.port}`, {
      disableWarnings: true,
    });
  }
  let firestore: Promise<Firestore> | undefined;
  const loadFirestore = async () => {
    const firestoreModule = await import('firebase/firestore/lite').catch((error: unknown) => {
      throw new FirebaseLoadError(error);
    });
    const db = firestoreModule.getFirestore(app);
    if (config.emulators) {
      const { firestore: host } = config.emulators;
      firestoreModule.connectFirestoreEmulator(db, host.host, host.port);
    }
    return db;
  };
  return {
    app,
    auth,
    // Loaded once; a failed load is forgotten so the next read or write tries again.
    firestore: () =>
      (firestore ??= loadFirestore().catch((error: unknown) => {
        firestore = undefined;
        throw error;
      })),
    config,
  };
}

/** Whether this build can use App Check: the same defaults as `firebaseConfig()`, known at build time. */
const APP_CHECK_IN_BUILD =
  (import.meta.env.VITE_APP_CHECK || (import.meta.env.VITE_FIREBASE_TARGET === 'emulator' ? 'off' : '')) !==
  'off';

/**
 * App Check tokens go with every call to the gateway and Firestore, which refuse calls without one
 * where enforcement is on. Loaded only when configured, so the emulator build carries none of it.
 */
async function startAppCheck(app: FirebaseApp, config: FirebaseConfig): Promise<void> {
  const settings = config.appCheck;
  // Decided when the app is built: a build without App Check (the emulators') holds none of it.
  if (!APP_CHECK_IN_BUILD || settings.provider === 'off') return;
  const appCheck = await import('firebase/app-check').catch((error: unknown) => {
    throw new FirebaseLoadError(error);
  });
  if (settings.provider === 'debug') {
    // The SDK reads this global: a registered debug token, or true to print a new one to register.
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken ?? true;
  }
  appCheck.initializeAppCheck(app, {
    provider: new appCheck.ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

let pending: Promise<FirebaseServices> | undefined;

/** The app's one Firebase instance, loaded on the first call; a failed load is retried next time. */
export function getFirebase(): Promise<FirebaseServices> {
  pending ??= Promise.resolve()
    .then(() => loadFirebase(firebaseConfig()))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** How adapters obtain Firebase; tests pass their own loader to get separate users. */
export type FirebaseLoader = () => Promise<FirebaseServices>;
