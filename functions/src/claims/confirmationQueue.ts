import type { ConfirmationQueue } from '../providers/types.js';

/** The task queue of the function that emails a submitted claim's confirmation (index.ts). */
export const CONFIRMATION_QUEUE = 'locations/europe-west2/functions/sendClaimConfirmation';

/**
 * Queues the confirmation email of a submitted claim on Cloud Tasks (the Tasks emulator locally),
 * which runs `sendClaimConfirmation` and retries it until it succeeds (decision 226). The Admin
 * SDK's task client is loaded on the first submission, not with the gateway.
 */
export function claimConfirmationQueue(): ConfirmationQueue {
  return {
    async queue(claimId) {
      const { getFunctions } = await import('firebase-admin/functions');
      await getFunctions().taskQueue<{ claimId: string }>(CONFIRMATION_QUEUE).enqueue({ claimId });
    },
  };
}
