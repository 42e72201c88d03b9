import * as logger from 'firebase-functions/logger';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { FUNCTION_OPTIONS } from '../config.js';

/** How many confirmation emails are made at once (decision 241). */
export const CONFIRMATIONS_AT_ONCE = 4;

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
      // A few at a time (decision 241): the emails go out within seconds of each other at any rate
      // of submissions the firm sees, and the PDFs never crowd out the claimants' own calls.
      rateLimits: { maxConcurrentDispatches: CONFIRMATIONS_AT_ONCE },
    },
    async (request) => {
      const { runClaimConfirmation } = await import('../claims/confirmationTask.js');
      const outcome = await runClaimConfirmation(request.data);
      logger.info('claim confirmation', { outcome });
    },
  );
