/**
 * How long an import's work may go without moving before it is taken as stopped (decision 285): a
 * batch of 200 rows takes seconds, so a run this quiet has died (a crash, a timeout). Here, with
 * no imports, because the task's definition reads it as the functions module loads.
 */
export const IMPORT_STALLED_MS = 10 * 60_000;

/** A retry of the import's task comes once its stopped run is taken as stalled, and takes it over. */
export const IMPORT_RETRY_AFTER_SECONDS = IMPORT_STALLED_MS / 1000 + 60;

/** The task queue of the function that applies a determinations file (index.ts). */
export const IMPORT_QUEUE = 'locations/europe-west2/functions/runDeterminationsImport';

/**
 * Queues an import's work on Cloud Tasks (the Tasks emulator locally), which runs
 * `runDeterminationsImport` in the gateway (decision 277). The Admin SDK's task client is loaded on
 * the first import, not with the gateway.
 */
export async function queueImport(importId: string): Promise<void> {
  const { getFunctions } = await import('firebase-admin/functions');
  await getFunctions().taskQueue<{ importId: string }>(IMPORT_QUEUE).enqueue({ importId });
}
