// A handler's events recorded through the gateway as the desk records them, for the browser tests
// that move a complaint on without opening the desk.
import { randomUUID } from 'node:crypto';
import { recordAsTheDesk } from '../../tests/gateway/events';
import { staffCaller } from '../../tests/gateway/staff';

/**
 * A handler of the Redress workspace, signed in with the second factor, recording events on one
 * complaint of a claim: each call records one event under a new idempotency key.
 */
export async function handlerRecording(claimId: string, complaintId = 'complaint-1') {
  const handler = await staffCaller('handler', ['Redress']);
  return (event: object) =>
    recordAsTheDesk(handler, { claimId, complaintId, idempotencyKey: randomUUID(), event });
}
