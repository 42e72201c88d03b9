// The real callable, kept apart from gateway.ts so Firebase is only loaded when a call is made.
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import * as v from 'valibot';
import type { GatewayCallable } from './gateway';

export const GATEWAY_REGION = 'europe-west2';
/** Longer than a credit check normally takes, short enough that a stuck call is reported. */
export const GATEWAY_TIMEOUT_MS = 30_000;

/** The local emulator (port 5001 under `npm start`) or the Firebase project's own host. */
export type GatewayTarget = { kind: 'emulator'; host: string; port: number } | { kind: 'project' };

const TargetEnvSchema = v.object({
  VITE_FIREBASE_TARGET: v.optional(v.picklist(['emulator', 'development', 'production']), 'emulator'),
  VITE_FUNCTIONS_EMULATOR_HOST: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]+:\d{2,5}$/)),
    '127.0.0.1:5001',
  ),
});

/** Reads the target from the build's environment; development and production use the project host. */
export function gatewayTargetFromEnv(env: Record<string, unknown>): GatewayTarget {
  const parsed = v.parse(TargetEnvSchema, env);
  if (parsed.VITE_FIREBASE_TARGET !== 'emulator') return { kind: 'project' };
  const [host = '127.0.0.1', port = '5001'] = parsed.VITE_FUNCTIONS_EMULATOR_HOST.split(':');
  return { kind: 'emulator', host, port: Number(port) };
}

const connected = new WeakSet<object>();

/** `httpsCallable(getFunctions(app, 'europe-west2'), 'gateway', { timeout })` for a target. */
export function gatewayCallable(
  app: FirebaseApp,
  target: GatewayTarget,
  timeoutMs: number = GATEWAY_TIMEOUT_MS,
): GatewayCallable {
  const functions = getFunctions(app, GATEWAY_REGION);
  if (target.kind === 'emulator' && !connected.has(functions)) {
    connectFunctionsEmulator(functions, target.host, target.port);
    connected.add(functions);
  }
  return httpsCallable(functions, 'gateway', { timeout: timeoutMs });
}

/** The emulator's address for the gateway when no emulator runs: MSW answers it (Storybook, component tests). */
export const OFFLINE_GATEWAY_TARGET: GatewayTarget = { kind: 'emulator', host: '127.0.0.1', port: 5001 };

/**
 * The real callable on a Firebase app of its own, with no Auth and no App Check: the requests are
 * exactly the app's, sent to the emulator's address, where the MSW handlers in mocks/ answer them.
 */
export async function offlineGatewayCallable(projectId = 'demo-redress'): Promise<GatewayCallable> {
  const { getApps, initializeApp } = await import('firebase/app');
  const name = 'offline-gateway';
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return gatewayCallable(app, OFFLINE_GATEWAY_TARGET);
}
