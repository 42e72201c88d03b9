import * as logger from 'firebase-functions/logger';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { FUNCTION_OPTIONS } from '../config.js';

/**
 * A lender's determinations file, applied in the gateway once deskStartImport has kept it
 * (decision 277), queued on Cloud Tasks (the Tasks emulator locally) by deskStartImport. One task
 * per import, run once: a run that fails marks the import failed with what it did kept, and the
 * same file uploaded again applies only the rest. A second task for the same import does nothing.
 */
export const defineRunDeterminationsImport = ({ onTaskDispatched }: typeof Tasks) =>
  onTaskDispatched(
    {
      ...FUNCTION_OPTIONS,
      memory: '512MiB',
      // 10,000 rows take about two minutes (docs/performance.md); the longest a task may run.
      timeoutSeconds: 1800,
      retryConfig: { maxAttempts: 1 },
      rateLimits: { maxConcurrentDispatches: 2 },
    },
    async (request) => {
      const { runImportNow } = await import('../desk/bulk/runImport.js');
      const importId = (request.data as { importId?: unknown }).importId;
      if (typeof importId !== 'string') return;
      logger.info('determinations import', { importId, outcome: await runImportNow(importId) });
    },
  );
