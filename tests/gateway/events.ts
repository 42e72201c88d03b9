/** Anyone calling the real gateway: a claimant, a staff member. */
interface GatewayCaller {
  call: (functionName: string, data: unknown) => Promise<unknown>;
}

/**
 * One event on one complaint as the desk and the claimant record it: `handler.send` through
 * deskSendComplaint, the one call that sends a complaint, with its letter (decision 249), the
 * others through recordComplaintEvent. The answer is recordComplaintEvent's: the letter is left out.
 */
export async function recordAsTheDesk(
  caller: GatewayCaller,
  request: { claimId: string; complaintId: string; idempotencyKey: string; event: object },
): Promise<unknown> {
  const { event, ...target } = request;
  if ((event as { type?: unknown }).type !== 'handler.send') {
    return caller.call('recordComplaintEvent', request);
  }
  const sent = (await caller.call('deskSendComplaint', target)) as { data: Record<string, unknown> };
  const { letter: _letter, ...recorded } = sent.data;
  return { data: recorded };
}
