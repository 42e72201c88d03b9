// A bench part on emulators of its own (the bench's port offset): started, the Admin SDK pointed at
// them, the part's work given what it calls with, and everything stopped after it, or on Ctrl-C
// (SIGTERM) mid-way.
import { stopOnInterrupt } from '../lib/interrupt.mjs';
import { Stack, adminEnv, gatewayUrl, projectId } from '../lib/stack.mjs';

/** The most memory the bench's Firestore emulator may hold. */
export const BENCH_FIRESTORE_HEAP = '12g';

/**
 * @template T
 * @param {{ name: string, log: (line: string) => void }} part
 * @param {(on: { db: import('firebase-admin/firestore').Firestore, auth: import('firebase-admin/auth').Auth, projectId: string, authUrl: string, gatewayUrl: string }) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function onOwnEmulators({ name, log }, work) {
  // The desk's part seeds up to 100,000 claims: 1.7 million documents outgrow the Firestore
  // emulator's default heap (a quarter of this machine's memory), where it spends its time
  // collecting garbage.
  const stack = new Stack({ profile: 'test', log, firestoreHeap: BENCH_FIRESTORE_HEAP });
  const releaseStack = stopOnInterrupt(stack);
  try {
    await stack.startEmulators();
    const env = adminEnv(stack.ports);
    Object.assign(process.env, env);
    const [{ initializeApp }, { getFirestore }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('firebase-admin/auth'),
    ]);
    const app = initializeApp({ projectId }, `bench-${name}-${Date.now()}`);
    return await work({
      db: getFirestore(app),
      auth: getAuth(app),
      projectId,
      authUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
      gatewayUrl: gatewayUrl(stack.ports),
    });
  } finally {
    await stack.stop();
    releaseStack();
  }
}
