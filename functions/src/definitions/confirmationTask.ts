import * as logger from 'firebase-functions/logger';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { FUNCTION_OPTIONS } from '../config.js';

/**
 * A submitted claim's confirmation email with its signed letter of authority (decision 226),
 * queued by submitClaim. Cloud Tasks retries it with backoff until it is sent; a run that finds it
 * sent does nothing, so a retry never sends it twice.
 */
export const defineSendClaimConfirmation = ({ onTaskDispatched }: typeof Tasks) =>
  onTaskDispatched(
    {
      ...FUNCTION_OPTIONS,
      // The PDF and its font, as in the gateway.
      memory: '512MiB',
      timeoutSeconds: 60,
      retryConfig: { maxAttempts: 10, minBackoffSeconds: 5, maxBackoffSeconds: 600 },
      rateLimits: { maxConcurrentDispatches: 50 },
    },
    async (request) => {
      const { runClaimConfirmation } = await import('../claims/confirmationTask.js');
      const outcome = await runClaimConfirmation(request.data);
      logger.info('claim confirmation', { outcome });
    },
  );
