import * as logger from 'firebase-functions/logger';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { FUNCTION_OPTIONS } from '../config.js';
import { IMPORT_RETRY_AFTER_SECONDS } from '../desk/bulk/queue.js';

/**
 * A lender's determinations file, applied in the gateway once deskStartImport has kept it
 * (decision 277), queued on Cloud Tasks (the Tasks emulator locally) by deskStartImport. A run
 * that fails marks the import failed with what it did kept, and the same file uploaded again
 * applies only the rest. A run that dies (a crash, a timeout) leaves it running: once it has not
 * moved for ten minutes it reads as stopped, and the task's retry, which comes after that, takes it
 * over and finishes the rest (decision 285). A task for an import that is moving does nothing.
 */
export const defineRunDeterminationsImport = ({ onTaskDispatched }: typeof Tasks) =>
  onTaskDispatched(
    {
      ...FUNCTION_OPTIONS,
      memory: '512MiB',
      // 10,000 rows take about two minutes (docs/performance.md); the longest a task may run.
      timeoutSeconds: 1800,
      retryConfig: {
        maxAttempts: 3,
        minBackoffSeconds: IMPORT_RETRY_AFTER_SECONDS,
        maxBackoffSeconds: IMPORT_RETRY_AFTER_SECONDS,
      },
      rateLimits: { maxConcurrentDispatches: 2 },
    },
    async (request) => {
      const { runImportNow } = await import('../desk/bulk/runImport.js');
      const importId = (request.data as { importId?: unknown }).importId;
      if (typeof importId !== 'string') return;
      logger.info('determinations import', { importId, outcome: await runImportNow(importId) });
    },
  );
