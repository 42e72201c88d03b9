// The service's clock on the emulators (decision 261). Deadlines measured in months (the redress
// scheme's) cannot pass while a browser test runs, so a test on the emulators may move the clock
// the gateway and the nightly job read: it writes how far ahead to `emulator/clock`. Only where the
// Functions emulator runs a demo project with REDRESS_EMULATOR_CLOCK=1 (the browser tests' stack);
// a deployment never reads the document, whatever it holds.
import type { Firestore } from 'firebase-admin/firestore';

/** The document a test on the emulators writes: `{ offsetMs }`, how far the clock is moved ahead. */
export const EMULATOR_CLOCK_DOC = 'emulator/clock';

/** The setting that turns the moved clock on, for the emulators' functions only. */
export const EMULATOR_CLOCK_ENV = 'REDRESS_EMULATOR_CLOCK';

type Env = Readonly<Record<string, string | undefined>>;

/** True only inside the Functions emulator, on a demo project, with the setting on. */
export function emulatorClockOn(env: Env): boolean {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  return env.FUNCTIONS_EMULATOR === 'true' && project.startsWith('demo-') && env[EMULATOR_CLOCK_ENV] === '1';
}

/** How far ahead the clock is moved, in milliseconds: 0 unless the document holds a finite number. */
export function offsetOf(data: unknown): number {
  if (typeof data !== 'object' || data === null) return 0;
  const offset = (data as { offsetMs?: unknown }).offsetMs;
  return typeof offset === 'number' && Number.isFinite(offset) ? offset : 0;
}

/**
 * The clock a call or a job runs on: the real one, or, where the moved clock is on, the real one
 * plus the offset read now (one read, so a test's move holds from the next call).
 */
export async function serviceClock(
  db: Pick<Firestore, 'doc'>,
  env: Env = process.env,
  real: () => number = Date.now,
): Promise<() => number> {
  if (!emulatorClockOn(env)) return real;
  const offset = offsetOf((await db.doc(EMULATOR_CLOCK_DOC).get()).data());
  return offset === 0 ? real : () => real() + offset;
}
