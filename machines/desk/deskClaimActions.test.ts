import { describe, expect, it } from 'vitest';
import { amountMessages } from './amount';
import { failure, KEY_PREFIX, letter, setUp } from './deskClaimTesting';

describe('deskClaimMachine: a complaint’s actions', () => {
  it('sends the complaint: one key, the letter saved, the claim read again', async () => {
    const { actor, idle, calls } = setUp(['prepared'], { after: ['sent'] });
    await idle();
    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-1' });
    await idle();
    expect(calls.send).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      complaintId: 'complaint-1',
      idempotencyKey: `${KEY_PREFIX}-1`,
    });
    expect(calls.save).toHaveBeenCalledWith(letter);
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('sent');
    expect(actor.getSnapshot().context.notice).toBe(
      `Black Horse: Complaint sent to the lender. The letter is saved as ${letter.fileName}.`,
    );
  });

  it('does nothing for an event the complaint’s state does not accept (a sent complaint cannot be sent)', async () => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    actor.send({ type: 'user.sendComplaint', complaintId: 'complaint-1' });
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.referToOmbudsman' });
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordPayment',
      amount: '10',
    });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(calls.send).not.toHaveBeenCalled();
    expect(calls.record).not.toHaveBeenCalled();
  });

  it('records a plain event at once (acknowledged)', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['acknowledged'] });
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(calls.record).toHaveBeenCalledWith({
      claimId: 'claim-desk-0001',
      complaintId: 'complaint-1',
      idempotencyKey: `${KEY_PREFIX}-1`,
      event: { type: 'handler.acknowledge' },
    });
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('acknowledged');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['two thousand', 'notANumber'],
    ['12.345', 'notANumber'],
    ['-5', 'notANumber'],
    ['0.99', 'tooSmall'],
    ['1000000.01', 'tooLarge'],
  ] as const)('refuses the offer amount "%s" with the %s message, sending nothing', async (amount, which) => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'complaint-1-offer': amountMessages('handler.recordOffer')[which],
    });
    expect(calls.record).not.toHaveBeenCalled();
  });

  it.each([
    ['2500', 250_000],
    ['£2,500.5', 250_050],
    ['1', 100],
    ['1,000,000', 100_000_000],
  ])('records the offer "%s" as %i pence', async (amount, pence) => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['offered'] });
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount,
    });
    await idle();
    expect(calls.record.mock.calls[0]?.[0].event).toEqual({ type: 'handler.recordOffer', offerPence: pence });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('records a payment in pence', async () => {
    const { actor, idle, calls } = setUp(['accepted'], { after: ['paid'] });
    await idle();
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordPayment',
      amount: '2500',
    });
    await idle();
    expect(calls.record.mock.calls[0]?.[0].event).toEqual({
      type: 'handler.recordPayment',
      amountPence: 250_000,
    });
  });

  it('asks before withdrawing: going back sends nothing, confirming records it', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['withdrawn'] });
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.withdraw' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.confirming).toEqual({
      complaintId: 'complaint-1',
      type: 'handler.withdraw',
    });
    actor.send({ type: 'user.cancelConfirm' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(calls.record).not.toHaveBeenCalled();

    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.withdraw' });
    actor.send({ type: 'user.confirm' });
    await idle();
    expect(calls.record).toHaveBeenCalledTimes(1);
    expect(calls.record.mock.calls[0]?.[0]).toMatchObject({
      event: { type: 'handler.withdraw' },
      idempotencyKey: `${KEY_PREFIX}-1`,
    });
    expect(actor.getSnapshot().context.confirming).toBeNull();
  });

  it('asks before closing too', async () => {
    const { actor, idle } = setUp(['paid']);
    await idle();
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.close' });
    expect(actor.getSnapshot().matches({ loaded: 'confirming' })).toBe(true);
  });

  it('keeps the action and its key after a failure on the way: Try again sends the same key', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['offered'] });
    await idle();
    calls.record.mockImplementationOnce(() =>
      Promise.reject(failure('timeout', 'The gateway took too long')),
    );
    actor.send({
      type: 'user.recordAmount',
      complaintId: 'complaint-1',
      event: 'handler.recordOffer',
      amount: '2500',
    });
    await idle();
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message: 'The gateway took too long',
      target: 'complaint-1-actions',
      retry: 'action',
    });
    actor.send({ type: 'user.retry' });
    await idle();
    const keys = calls.record.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys).toEqual([`${KEY_PREFIX}-1`, `${KEY_PREFIX}-1`]);
    expect(calls.record.mock.calls[1]?.[0].event).toEqual({
      type: 'handler.recordOffer',
      offerPence: 250_000,
    });
    expect(actor.getSnapshot().context.actionProblem).toBeNull();
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('offered');
  });

  it('shows the gateway’s refusal, drops the action, and the next action has a new key', async () => {
    const { actor, idle, calls } = setUp(['sent']);
    await idle();
    const refusal =
      'The complaint’s state is offered (The lender has made an offer): it does not accept handler.acknowledge.';
    calls.record.mockImplementationOnce(() => Promise.reject(failure('invalid-input', refusal)));
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message: refusal,
      target: 'complaint-1-actions',
      retry: null,
    });
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(calls.record).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(calls.record.mock.calls[1]?.[0].idempotencyKey).toBe(`${KEY_PREFIX}-2`);
  });

  it('says so when it was recorded but the claim could not be read again; Try again reads it', async () => {
    const { actor, idle, calls } = setUp(['sent'], { after: ['acknowledged'] });
    await idle();
    calls.load.mockImplementationOnce(() => Promise.reject(failure('network', 'No connection')));
    actor.send({ type: 'user.recordEvent', complaintId: 'complaint-1', event: 'handler.acknowledge' });
    await idle();
    expect(actor.getSnapshot().context.actionProblem?.retry).toBe('reload');
    actor.send({ type: 'user.retry' });
    await idle();
    expect(calls.record).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.claim?.complaints[0]?.state).toBe('acknowledged');
  });
});
