import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type {
  ApproveDataDeletionData,
  ApproveDataDeletionRequest,
  ListDataRequestsData,
  ListDataRequestsRequest,
  RefuseDataDeletionData,
  RefuseDataDeletionRequest,
} from '../../contract/deskDataRequests';
import { deskDataRequestsMachine, type DeskDataRequest } from './deskDataRequestsMachine';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

/** A failure as the gateway client throws it: an Error with the gateway's message and kind. */
class GatewayLikeError extends Error {
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
  }
}

const request = (n: number, overrides: Partial<DeskDataRequest> = {}): DeskDataRequest => ({
  requestId: `deletion-user${n}`,
  kind: 'deletion',
  status: 'requested',
  requestedAt: '2026-11-02T10:00:00.000Z',
  dueOn: '2026-12-02',
  overdue: false,
  workspaces: ['SGUK'],
  claims: [{ claimId: `claim-${n}-abcdefgh`, reference: `RDR-AAAA000${n}`, status: 'submitted' }],
  canApprove: true,
  ...overrides,
});

const done = (requestId: string): ApproveDataDeletionData => ({
  request: {
    requestId,
    kind: 'deletion',
    status: 'completed',
    requestedAt: '2026-11-02T10:00:00.000Z',
    approvedAt: '2026-11-03T10:00:00.000Z',
    completedAt: '2026-11-03T10:00:01.000Z',
  },
  kept: { signedClaims: ['claim-1-abcdefgh'] },
  removed: { account: true, profile: true, unsignedClaims: 1, savedJourney: false, emails: 2 },
});

const refusedAnswer = (r: RefuseDataDeletionRequest): RefuseDataDeletionData => ({
  request: {
    requestId: r.requestId,
    kind: 'deletion',
    status: 'refused',
    requestedAt: '2026-11-02T10:00:00.000Z',
    refusedAt: '2026-11-04T10:00:00.000Z',
    refusalReason: r.reason,
  },
});

interface Answers {
  list?: (input: ListDataRequestsRequest) => unknown;
  approve?: (request: ApproveDataDeletionRequest) => unknown;
  refuse?: (request: RefuseDataDeletionRequest) => unknown;
}

function start({
  list = () => ({ requests: [request(1), request(2)], nextCursor: null }),
  approve = (r) => done(r.requestId),
  refuse = refusedAnswer,
}: Answers = {}) {
  const approvals: ApproveDataDeletionRequest[] = [];
  const refusals: RefuseDataDeletionRequest[] = [];
  const reads: ListDataRequestsRequest[] = [];
  let lists = 0;
  const answer = <T>(value: unknown): Promise<T> =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value as T);
  const machine = deskDataRequestsMachine.provide({
    actors: {
      listDataRequests: fromPromise(({ input }) => {
        lists += 1;
        reads.push(input);
        return answer<ListDataRequestsData>(list(input));
      }),
      approveDataDeletion: fromPromise(({ input }) => {
        approvals.push(input);
        return answer<ApproveDataDeletionData>(approve(input));
      }),
      refuseDataDeletion: fromPromise(({ input }) => {
        refusals.push(input);
        return answer<RefuseDataDeletionData>(refuse(input));
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, approvals, refusals, reads, lists: () => lists };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the desk’s data requests', () => {
  it('lists the open requests', async () => {
    const { actor } = start();
    await settled(actor);
    expect(actor.getSnapshot().context.requests.map((r) => r.requestId)).toEqual([
      'deletion-user1',
      'deletion-user2',
    ]);
  });

  it('asks for confirmation before approving, and approving nothing until then', async () => {
    const { actor, approvals } = start();
    await settled(actor);
    actor.send({ type: 'user.approve', requestId: 'deletion-user2' });
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    expect(actor.getSnapshot().context.confirming).toBe('deletion-user2');
    expect(approvals).toEqual([]);
    actor.send({ type: 'user.cancelApprove' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(approvals).toEqual([]);
  });

  it('approves the confirmed request once and keeps what the gateway did', async () => {
    const { actor, approvals } = start();
    await settled(actor);
    actor.send({ type: 'user.approve', requestId: 'deletion-user1' });
    actor.send({ type: 'user.confirmApprove' });
    expect(actor.getSnapshot().hasTag('approving')).toBe(true);
    // A second press while it is under way sends nothing more.
    actor.send({ type: 'user.confirmApprove' });
    await settled(actor);
    expect(approvals).toEqual([{ requestId: 'deletion-user1' }]);
    const { context } = actor.getSnapshot();
    expect(context.approved['deletion-user1']).toEqual(done('deletion-user1'));
    expect(context.requests[0]!.status).toBe('completed');
    // Done is done: it is not offered again.
    actor.send({ type: 'user.approve', requestId: 'deletion-user1' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('does not approve a request the gateway says another workspace must approve', async () => {
    const { actor } = start({
      list: () => ({ requests: [request(1, { canApprove: false })], nextCursor: null }),
    });
    await settled(actor);
    actor.send({ type: 'user.approve', requestId: 'deletion-user1' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.approve', requestId: 'deletion-nobody' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('offers Try again after an approval failed on the way, sending the same request again', async () => {
    let calls = 0;
    const { actor, approvals } = start({
      approve: (r) =>
        ++calls === 1 ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.network, 'network') : done(r.requestId),
    });
    await settled(actor);
    actor.send({ type: 'user.approve', requestId: 'deletion-user2' });
    actor.send({ type: 'user.confirmApprove' });
    await settled(actor);
    expect(actor.getSnapshot().context.approvalProblem).toEqual({
      requestId: 'deletion-user2',
      message: SERVICE_FAILURE_MESSAGES.network,
      retry: true,
    });
    actor.send({ type: 'user.retryApprove' });
    await settled(actor);
    expect(approvals).toEqual([{ requestId: 'deletion-user2' }, { requestId: 'deletion-user2' }]);
    expect(actor.getSnapshot().context.approvalProblem).toBeNull();
    expect(actor.getSnapshot().context.approved['deletion-user2']).toBeDefined();
  });

  it('shows the gateway’s refusal by the request and does not offer to send it again', async () => {
    const { actor, approvals } = start({
      approve: () => new GatewayLikeError('No data request with this requestId is open to you.', 'not-found'),
    });
    await settled(actor);
    actor.send({ type: 'user.approve', requestId: 'deletion-user1' });
    actor.send({ type: 'user.confirmApprove' });
    await settled(actor);
    expect(actor.getSnapshot().context.approvalProblem).toEqual({
      requestId: 'deletion-user1',
      message: 'No data request with this requestId is open to you.',
      retry: false,
    });
    actor.send({ type: 'user.retryApprove' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(approvals).toHaveLength(1);
  });

  it('shows the gateway’s message when the requests cannot be read, and reads them again on Try again', async () => {
    let fail = true;
    const { actor, lists } = start({
      list: () =>
        fail
          ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.server, 'server')
          : { requests: [], nextCursor: null },
    });
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(SERVICE_FAILURE_MESSAGES.server);
    fail = false;
    actor.send({ type: 'user.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(lists()).toBe(2);
  });

  it('adds the next page below on “Show more requests”, each request once, until the last page', async () => {
    const { actor, reads } = start({
      list: ({ cursor }) =>
        cursor === 'page-2'
          ? { requests: [request(2), request(3)], nextCursor: null }
          : { requests: [request(1), request(2)], nextCursor: 'page-2' },
    });
    await settled(actor);
    expect(actor.getSnapshot().context.nextCursor).toBe('page-2');
    actor.send({ type: 'user.showMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.requests.map((r) => r.requestId)).toEqual([
      'deletion-user1',
      'deletion-user2',
      'deletion-user3',
    ]);
    expect(context.nextCursor).toBeNull();
    // The last page is read: nothing more is asked.
    actor.send({ type: 'user.showMore' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(reads).toEqual([{}, { cursor: 'page-2' }]);
  });

  it('keeps the requests shown when the next page cannot be read, and reads it again on the next press', async () => {
    let fail = true;
    const { actor, reads } = start({
      list: ({ cursor }) =>
        cursor === undefined
          ? { requests: [request(1)], nextCursor: 'page-2' }
          : fail
            ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.network, 'network')
            : { requests: [request(2)], nextCursor: null },
    });
    await settled(actor);
    actor.send({ type: 'user.showMore' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      moreProblem: SERVICE_FAILURE_MESSAGES.network,
      nextCursor: 'page-2',
    });
    expect(actor.getSnapshot().context.requests).toHaveLength(1);
    fail = false;
    actor.send({ type: 'user.showMore' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ moreProblem: null, nextCursor: null });
    expect(actor.getSnapshot().context.requests).toHaveLength(2);
    expect(reads).toEqual([{}, { cursor: 'page-2' }, { cursor: 'page-2' }]);
  });

  it('refuses a request only with a reason, sending the reason as typed without its spaces', async () => {
    const { actor, refusals } = start();
    await settled(actor);
    actor.send({ type: 'user.refuse', requestId: 'deletion-user1' });
    expect(actor.getSnapshot().matches({ ready: 'writingRefusal' })).toBe(true);
    actor.send({ type: 'user.confirmRefuse' });
    expect(actor.getSnapshot().context.refusing?.error).toMatch(/^Say why the request is refused/);
    expect(refusals).toEqual([]);
    actor.send({ type: 'user.changeRefusalReason', reason: '  We could not confirm it came from you.  ' });
    expect(actor.getSnapshot().context.refusing?.error).toBeNull();
    actor.send({ type: 'user.confirmRefuse' });
    expect(actor.getSnapshot().hasTag('refusing')).toBe(true);
    await settled(actor);
    expect(refusals).toEqual([
      { requestId: 'deletion-user1', reason: 'We could not confirm it came from you.' },
    ]);
    const { context } = actor.getSnapshot();
    expect(context.requests[0]).toMatchObject({
      status: 'refused',
      refusalReason: 'We could not confirm it came from you.',
    });
    expect(context.refusing).toBeNull();
    // Refused is refused: neither approving nor refusing it is offered again.
    actor.send({ type: 'user.approve', requestId: 'deletion-user1' });
    actor.send({ type: 'user.refuse', requestId: 'deletion-user1' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('refuses nothing on Cancel, nor a request another workspace must deal with', async () => {
    const { actor, refusals } = start({
      list: () => ({ requests: [request(1), request(2, { canApprove: false })], nextCursor: null }),
    });
    await settled(actor);
    actor.send({ type: 'user.refuse', requestId: 'deletion-user2' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'user.refuse', requestId: 'deletion-user1' });
    actor.send({ type: 'user.changeRefusalReason', reason: 'Identity in doubt.' });
    actor.send({ type: 'user.cancelRefuse' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.refusing).toBeNull();
    expect(refusals).toEqual([]);
  });

  it('offers Try again after a refusal failed on the way, sending the same refusal again', async () => {
    let calls = 0;
    const { actor, refusals } = start({
      refuse: (r) =>
        ++calls === 1 ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.network, 'network') : refusedAnswer(r),
    });
    await settled(actor);
    actor.send({ type: 'user.refuse', requestId: 'deletion-user2' });
    actor.send({ type: 'user.changeRefusalReason', reason: 'Identity in doubt.' });
    actor.send({ type: 'user.confirmRefuse' });
    await settled(actor);
    expect(actor.getSnapshot().context.refusalProblem).toEqual({
      requestId: 'deletion-user2',
      message: SERVICE_FAILURE_MESSAGES.network,
      retry: true,
    });
    actor.send({ type: 'user.retryRefuse' });
    await settled(actor);
    expect(refusals).toEqual([
      { requestId: 'deletion-user2', reason: 'Identity in doubt.' },
      { requestId: 'deletion-user2', reason: 'Identity in doubt.' },
    ]);
    expect(actor.getSnapshot().context.refused['deletion-user2']).toBeDefined();
  });
});
