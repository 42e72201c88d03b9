import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuditEntry, DeskReadAuditRequest } from '../../contract/desk';
import { DESK_REFUSALS } from '../../contract/staff';
import { AUDIT_FILTER_MESSAGES, deskAuditMachine, type DeskAuditInput } from './deskAuditMachine';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

/** A failure as the gateway client throws it: an Error with the gateway's message, kind and reason. */
class GatewayLikeError extends Error {
  constructor(
    message: string,
    readonly kind: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

const entry = (n: number): AuditEntry => ({
  entryId: `entry-${n}`,
  at: `2026-11-0${n}T10:00:00.000Z`,
  uid: `staff-${n}`,
  role: 'handler',
  action: 'claim.open',
  claimId: `claim-${n}-abcdefgh`,
  workspaces: ['SGUK'],
  outcome: 'ok',
  details: {},
});

function start(answers: (request: DeskReadAuditRequest) => unknown, input: Partial<DeskAuditInput> = {}) {
  const requests: DeskReadAuditRequest[] = [];
  const machine = deskAuditMachine.provide({
    actors: {
      readAudit: fromPromise(({ input: request }) => {
        requests.push(request);
        const answer = answers(request);
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never);
      }),
    },
  });
  const actor = createActor(machine, { input: { role: 'supervisor', ...input } }).start();
  return { actor, requests };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the desk’s audit log', () => {
  it('reads the first page of the whole log for a supervisor', async () => {
    const { actor, requests } = start(() => ({ entries: [entry(2), entry(1)], nextCursor: null }));
    await settled(actor);
    expect(requests).toEqual([{}]);
    expect(actor.getSnapshot().context.entries.map((e) => e.entryId)).toEqual(['entry-2', 'entry-1']);
    expect(actor.getSnapshot().matches({ reading: 'ready' })).toBe(true);
  });

  it('tells a handler the log is for supervisors, without asking the gateway', () => {
    const { actor, requests } = start(() => ({ entries: [], nextCursor: null }), { role: 'handler' });
    expect(actor.getSnapshot().matches('supervisorOnly')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('says the same when the gateway refuses the caller as not a supervisor', async () => {
    const { actor } = start(
      () =>
        new GatewayLikeError('Only a supervisor can do this.', 'invalid-input', DESK_REFUSALS.supervisorOnly),
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('supervisorOnly')).toBe(true);
  });

  it('pages forward by the gateway’s cursor and back to the cursor before', async () => {
    const { actor, requests } = start((request) =>
      request.cursor === 'c2'
        ? { entries: [entry(1)], nextCursor: null }
        : { entries: [entry(3), entry(2)], nextCursor: 'c2' },
    );
    await settled(actor);
    actor.send({ type: 'user.nextPage' });
    await settled(actor);
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(actor.getSnapshot().context.entries.map((e) => e.entryId)).toEqual(['entry-1']);
    actor.send({ type: 'user.nextPage' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'user.previousPage' });
    await settled(actor);
    expect(requests).toEqual([{}, { cursor: 'c2' }, {}]);
    expect(actor.getSnapshot().context.page).toBe(0);
  });

  it.each([
    [{ by: 'claimId', value: ' claim-1-abcdefgh ' }, { claimId: 'claim-1-abcdefgh' }],
    [{ by: 'staffUid', value: 'staff-7' }, { staffUid: 'staff-7' }],
    [{ by: 'action', value: 'note.add' }, { action: 'note.add' }],
  ] as const)('filters by one field at a time: %o', async (filter, request) => {
    const { actor, requests } = start((r) =>
      r.cursor ? { entries: [], nextCursor: null } : { entries: [entry(1)], nextCursor: 'c2' },
    );
    await settled(actor);
    actor.send({ type: 'user.nextPage' });
    await settled(actor);
    actor.send({ type: 'user.filter', filter });
    await settled(actor);
    // A new filter starts again at its first page.
    expect(requests.at(-1)).toEqual(request);
    expect(actor.getSnapshot().context.page).toBe(0);
    actor.send({ type: 'user.clearFilter' });
    await settled(actor);
    expect(requests.at(-1)).toEqual({});
  });

  it.each([
    [{ by: 'claimId', value: '  ' }, AUDIT_FILTER_MESSAGES.claimId.empty],
    [{ by: 'claimId', value: 'short' }, AUDIT_FILTER_MESSAGES.claimId.format],
    [{ by: 'staffUid', value: 'not a uid!' }, AUDIT_FILTER_MESSAGES.staffUid.format],
    [{ by: 'action', value: '' }, AUDIT_FILTER_MESSAGES.action.empty],
    [{ by: 'action', value: 'claim.delete' }, AUDIT_FILTER_MESSAGES.action.format],
  ] as const)('refuses a filter the gateway would refuse, by the form: %o', async (filter, message) => {
    const { actor, requests } = start(() => ({ entries: [entry(1)], nextCursor: null }));
    await settled(actor);
    actor.send({ type: 'user.filter', filter });
    expect(actor.getSnapshot().context.filterError).toBe(message);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(requests).toEqual([{}]);
  });

  it('shows the gateway’s message when the log cannot be read, and reads it again on Try again', async () => {
    let fail = true;
    const { actor, requests } = start(() =>
      fail
        ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.unavailable, 'unavailable')
        : { entries: [entry(1)], nextCursor: null },
    );
    await settled(actor);
    expect(actor.getSnapshot().matches({ reading: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(SERVICE_FAILURE_MESSAGES.unavailable);
    fail = false;
    actor.send({ type: 'user.retry' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ reading: 'ready' })).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('has a plain message when the failure carries none', async () => {
    const { actor } = start(() => new Error(''));
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe('The audit log could not be read. Try again.');
  });
});
