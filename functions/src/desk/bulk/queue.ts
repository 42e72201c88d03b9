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
