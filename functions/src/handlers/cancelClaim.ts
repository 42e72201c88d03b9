import type { CallContext } from '../context.js';
import { cancelClaimIn } from '../claims/complaintEvents.js';
import { tellClaimant } from '../claims/news.js';
import { parsePayload } from '../lib/errors.js';
import { payloadHash } from '../lib/hashing.js';
import { CancelClaimRequestSchema } from '../../../contract/requests.js';

/**
 * Extension (decision 189): the claimant cancels their claim online within 14 days of signing.
 * Every open complaint is cancelled in one transaction, or, after the 14th UK day, none is (the
 * complaint machine refuses `claimant.cancel`). One confirmation email, keyed by the call's key.
 */
export async function cancelClaim(data: unknown, { uid, deps }: CallContext) {
  const { claimId, idempotencyKey } = parsePayload(CancelClaimRequestSchema, data);
  const result = await cancelClaimIn(deps.db, deps.now, {
    claimId,
    uid,
    key: idempotencyKey,
    requestHash: payloadHash({ uid, claimId, cancel: true }),
  });
  await tellClaimant(deps, claimId, idempotencyKey, 'claimant.cancel');
  return result;
}
