import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { DATA_DELETION_WITHDRAW_REFUSAL } from '../../contract/dataRights';
import { claimantFailure, SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import type { DataRequest, MyData } from '../../contract/myData';
import { sampleMyData } from '../../mocks/gateway/data';
import { myDataMachine } from './myDataMachine';
import { selectDeletionStep, selectMyDataPhase } from './myDataSelectors';

const request: DataRequest = {
  requestId: 'deletion-u1',
  kind: 'deletion',
  status: 'requested',
  requestedAt: '2026-01-10T09:30:00.000Z',
};

/** A copy of a registered claimant's data (an email address, claims): one that may ask. */
const copy = (dataRequests: DataRequest[] = [], overrides: Partial<MyData> = {}): MyData => ({
  ...sampleMyData(),
  dataRequests,
  ...overrides,
});

const withdrawn: DataRequest = { ...request, status: 'withdrawn', withdrawnAt: '2026-01-11T09:30:00.000Z' };

function run(
  options: {
    load?: () => Promise<MyData>;
    ask?: () => Promise<DataRequest>;
    withdraw?: () => Promise<DataRequest>;
  } = {},
) {
  const saveFile = vi.fn<(data: MyData) => void>();
  const ask = vi.fn(options.ask ?? (() => Promise.resolve(request)));
  const withdraw = vi.fn(options.withdraw ?? (() => Promise.resolve(withdrawn)));
  const actor = createActor(
    myDataMachine.provide({
      actors: {
        loadMyData: fromPromise(options.load ?? (() => Promise.resolve(copy()))),
        requestDeletion: fromPromise(() => ask()),
        withdrawDeletion: fromPromise(() => withdraw()),
      },
      actions: { saveFile: (_, data) => saveFile(data) },
    }),
    { input: { workspace: 'SGUK' } },
  ).start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
  const phase = () => selectMyDataPhase(actor.getSnapshot());
  const step = () => selectDeletionStep(actor.getSnapshot());
  return { actor, saveFile, ask, withdraw, settled, phase, step };
}

describe('your data', () => {
  it('shows the copy, and says why it could not be made until a retry works', async () => {
    let calls = 0;
    const { actor, settled, phase } = run({
      load: () =>
        ++calls === 1
          ? Promise.reject(new Error('Too many copies of your data. Try again in 5 minutes.'))
          : Promise.resolve(copy()),
    });
    expect(phase()).toBe('loading');
    await settled();
    expect(phase()).toBe('failed');
    expect(actor.getSnapshot().context.problem).toBe('Too many copies of your data. Try again in 5 minutes.');
    actor.send({ type: 'user.retry' });
    await settled();
    expect(phase()).toBe('ready');
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('saves the copy it shows as a file, without asking the gateway again', async () => {
    const load = vi.fn(() => Promise.resolve(copy()));
    const { actor, settled, saveFile } = run({ load });
    await settled();
    actor.send({ type: 'user.download' });
    expect(saveFile).toHaveBeenCalledWith(copy());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks before sending a request to delete, and can go back without sending one', async () => {
    const { actor, settled, step, ask } = run();
    await settled();
    expect(step()).toBe('idle');
    actor.send({ type: 'user.askDeletion' });
    expect(step()).toBe('confirming');
    actor.send({ type: 'user.cancelDeletion' });
    expect(step()).toBe('idle');
    expect(ask).not.toHaveBeenCalled();
  });

  it('sends the request once confirmed and shows it as open', async () => {
    const { actor, settled, step, ask } = run();
    await settled();
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    expect(step()).toBe('sending');
    await settled();
    expect(step()).toBe('requested');
    expect(actor.getSnapshot().context.deletion).toEqual(request);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirmation with the reason, in the claimant’s words, when the request could not be sent', async () => {
    let calls = 0;
    const { actor, settled, step } = run({
      ask: () =>
        ++calls === 1
          ? Promise.reject(Object.assign(new Error(SERVICE_FAILURE_MESSAGES.network), { kind: 'network' }))
          : Promise.resolve(request),
    });
    await settled();
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('confirming');
    expect(actor.getSnapshot().context.deletionProblem).toBe(
      claimantFailure('network', { workspace: 'SGUK' }),
    );
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('requested');
    expect(actor.getSnapshot().context.deletionProblem).toBeNull();
  });

  it('opens on the request already made, and offers no second one', async () => {
    const { actor, settled, step, ask } = run({ load: () => Promise.resolve(copy([request])) });
    await settled();
    expect(step()).toBe('requested');
    actor.send({ type: 'user.askDeletion' });
    expect(step()).toBe('requested');
    expect(ask).not.toHaveBeenCalled();
  });

  it('treats a completed request as no open one', async () => {
    const { settled, step } = run({
      load: () =>
        Promise.resolve(copy([{ ...request, status: 'completed', completedAt: request.requestedAt }])),
    });
    await settled();
    expect(step()).toBe('idle');
  });

  it('offers no request to a guest, nor to an account with no claim, and says which', async () => {
    const guest = run({
      load: () =>
        Promise.resolve(copy([], { account: { ...copy().account, email: null, guest: true }, claims: [] })),
    });
    await guest.settled();
    expect(guest.step()).toBe('refused');
    expect(guest.actor.getSnapshot().context.deletionRefusal).toBe('noEmail');
    guest.actor.send({ type: 'user.askDeletion' });
    expect(guest.step()).toBe('refused');
    expect(guest.ask).not.toHaveBeenCalled();

    const noClaim = run({ load: () => Promise.resolve(copy([], { claims: [] })) });
    await noClaim.settled();
    expect(noClaim.step()).toBe('refused');
    expect(noClaim.actor.getSnapshot().context.deletionRefusal).toBe('noClaim');
  });

  it('takes the gateway’s refusal of the account by its reason, not its words, and offers no second try', async () => {
    const refusal = Object.assign(new Error('FAILED_PRECONDITION'), { reason: 'deletion-no-claim' });
    const { actor, settled, step, ask } = run({ ask: () => Promise.reject(refusal) });
    await settled();
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('refused');
    expect(actor.getSnapshot().context).toMatchObject({ deletionRefusal: 'noClaim', deletionProblem: null });
    actor.send({ type: 'user.confirmDeletion' });
    actor.send({ type: 'user.askDeletion' });
    expect(step()).toBe('refused');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('offers “Ask us to delete” while the copy is still being made, and sends the request without it', async () => {
    const { actor, step, phase, ask } = run({ load: () => new Promise<MyData>(() => {}) });
    expect(phase()).toBe('loading');
    expect(step()).toBe('idle');
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await vi.waitFor(() => expect(step()).toBe('requested'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(phase()).toBe('loading');
  });

  it('offers “Ask us to delete” when the copy could not be made (its hourly limit), and sends it', async () => {
    const { actor, settled, step, phase, ask } = run({
      load: () => Promise.reject(new Error('Too many copies of your data. Try again in 42 minutes.')),
    });
    await settled();
    expect(phase()).toBe('failed');
    expect(step()).toBe('idle');
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('requested');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('withdraws the open request, then offers to ask again, saying it was withdrawn', async () => {
    const { actor, settled, step, withdraw, ask } = run({ load: () => Promise.resolve(copy([request])) });
    await settled();
    expect(step()).toBe('requested');
    actor.send({ type: 'user.withdrawDeletion' });
    expect(step()).toBe('withdrawing');
    await settled();
    expect(step()).toBe('idle');
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ deletion: null, closedRequest: withdrawn });
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('requested');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.closedRequest).toBeNull();
  });

  it('keeps the request open with the contract’s sentence when the firm has already acted on it', async () => {
    const notPending = Object.assign(new Error('FAILED_PRECONDITION'), {
      reason: DATA_DELETION_WITHDRAW_REFUSAL.reason,
    });
    const { actor, settled, step } = run({
      load: () => Promise.resolve(copy([request])),
      withdraw: () => Promise.reject(notPending),
    });
    await settled();
    actor.send({ type: 'user.withdrawDeletion' });
    await settled();
    expect(step()).toBe('requested');
    expect(actor.getSnapshot().context.deletionProblem).toBe(DATA_DELETION_WITHDRAW_REFUSAL.message);
  });

  it('shows a request the firm refused, with its reason, and offers to ask again', async () => {
    const refused: DataRequest = {
      ...request,
      status: 'refused',
      refusedAt: '2026-01-12T09:30:00.000Z',
      refusalReason: 'We could not confirm that the request came from you.',
    };
    const { actor, settled, step, ask } = run({ load: () => Promise.resolve(copy([refused])) });
    await settled();
    expect(step()).toBe('idle');
    expect(actor.getSnapshot().context.closedRequest).toEqual(refused);
    actor.send({ type: 'user.askDeletion' });
    actor.send({ type: 'user.confirmDeletion' });
    await settled();
    expect(step()).toBe('requested');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
