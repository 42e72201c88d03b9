import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  SEARCH_OR_FILTER_MESSAGE,
  type DeskClaimSummary,
  type DeskListClaimsRequest,
} from '../../contract/desk';
import { deskListMachine, listOrder, type DeskListInput } from './deskListMachine';
import { SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';

/** A refusal as the gateway client throws it: an Error with the gateway's message. */
class GatewayLikeError extends Error {}

const row = (n: number): DeskClaimSummary => ({
  claimId: `claim-${n}-abcdefgh`,
  reference: `RDR-AAAA000${n}`,
  workspace: 'SGUK',
  status: 'submitted',
  submittedAt: '2026-11-02T10:00:00.000Z',
  claimant: `Jane Example${n}`,
  postcode: 'SW1A 1AA',
  lenders: ['Black Horse'],
  responseDueAt: null,
  overdue: false,
});

function start(answers: (request: DeskListClaimsRequest) => unknown, input: Partial<DeskListInput> = {}) {
  const requests: DeskListClaimsRequest[] = [];
  const machine = deskListMachine.provide({
    actors: {
      listClaims: fromPromise(({ input: request }) => {
        requests.push(request);
        const answer = answers(request);
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never);
      }),
    },
  });
  const actor = createActor(machine, { input: { workspaces: ['SGUK', 'Redress'], ...input } }).start();
  return { actor, requests };
}
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the desk’s list of claims', () => {
  it('lists the first page unfiltered', async () => {
    const { actor, requests } = start(() => ({ claims: [row(1)], nextCursor: null }));
    await settled(actor);
    expect(requests).toEqual([{}]);
    expect(actor.getSnapshot().context.claims).toEqual([row(1)]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('pages forward by the cursor and back through the cursors seen', async () => {
    const pages: Record<string, unknown> = {
      first: { claims: [row(1)], nextCursor: 'c2' },
      c2: { claims: [row(2)], nextCursor: 'c3' },
      c3: { claims: [row(3)], nextCursor: null },
    };
    const { actor, requests } = start((request) => pages[request.cursor ?? 'first']);
    await settled(actor);
    actor.send({ type: 'user.nextPage' });
    await settled(actor);
    actor.send({ type: 'user.nextPage' });
    await settled(actor);
    expect(actor.getSnapshot().context.claims).toEqual([row(3)]);
    actor.send({ type: 'user.nextPage' }); // no page after the last
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'user.previousPage' });
    await settled(actor);
    expect(actor.getSnapshot().context.claims).toEqual([row(2)]);
    actor.send({ type: 'user.previousPage' });
    await settled(actor);
    expect(actor.getSnapshot().context.page).toBe(0);
    actor.send({ type: 'user.previousPage' }); // none before the first
    expect(requests.map((r) => r.cursor ?? null)).toEqual([null, 'c2', 'c3', 'c2', null]);
  });

  it('filters from the first page, sending only the filters chosen', async () => {
    const { actor, requests } = start(() => ({ claims: [], nextCursor: null }));
    await settled(actor);
    actor.send({
      type: 'user.filter',
      filters: { status: 'in-progress', lender: ' Black Horse ', overdue: true, workspace: 'SGUK' },
    });
    await settled(actor);
    expect(requests.at(-1)).toEqual({
      status: 'in-progress',
      lender: 'Black Horse',
      overdue: true,
      workspace: 'SGUK',
    });
    expect(actor.getSnapshot().context.claims).toEqual([]);
  });

  it('sorts by the gateway’s orders with one event each, from the first page, keeping the other filters', async () => {
    const pages: Record<string, unknown> = {
      first: { claims: [row(1)], nextCursor: 'c2' },
      c2: { claims: [row(2)], nextCursor: null },
    };
    const { actor, requests } = start((request) => pages[request.cursor ?? 'first'], {
      query: { kind: 'filters', filters: { status: 'in-progress' } },
    });
    await settled(actor);
    actor.send({ type: 'user.nextPage' });
    await settled(actor);
    expect(listOrder(actor.getSnapshot().context.query)).toBe('submitted');
    actor.send({ type: 'user.sort', order: 'submitted' }); // already in that order: nothing to read
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'user.sort', order: 'responseDue' });
    await settled(actor);
    expect(requests.at(-1)).toEqual({ status: 'in-progress', overdue: true });
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(listOrder(actor.getSnapshot().context.query)).toBe('responseDue');
    actor.send({ type: 'user.sort', order: 'submitted' });
    await settled(actor);
    expect(requests.at(-1)).toEqual({ status: 'in-progress' });
    expect(requests).toHaveLength(4);
  });

  it('keeps a search’s results newest first: the gateway has no other order for them', async () => {
    const { actor, requests } = start(() => ({ claims: [row(1)], nextCursor: null }), {
      query: { kind: 'search', search: { by: 'reference', reference: 'RDR-AAAA0001' } },
    });
    await settled(actor);
    expect(listOrder(actor.getSnapshot().context.query)).toBe('submitted');
    actor.send({ type: 'user.sort', order: 'responseDue' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('searches apart from the filters, and checks the search first by the contract’s rules', async () => {
    const { actor, requests } = start(() => ({ claims: [row(1)], nextCursor: null }), {
      query: { kind: 'filters', filters: { status: 'submitted' } },
    });
    await settled(actor);
    actor.send({ type: 'user.search', search: { by: 'reference', reference: 'RDR-12' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      reference: 'Enter a claim reference, like RDR-ABCD2345',
    });
    actor.send({ type: 'user.search', search: { by: 'surnamePostcode', surname: '', postcode: 'nope' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(['postcode', 'surname']);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'user.search', search: { by: 'email', email: 'Jane@Example.com' } });
    await settled(actor);
    expect(requests.at(-1)).toEqual({ search: { by: 'email', email: 'Jane@Example.com' } });
    expect(requests.at(-1)).not.toHaveProperty('status');
    actor.send({ type: 'user.clearSearch' });
    await settled(actor);
    expect(requests.at(-1)).toEqual({});
  });

  it('shows the gateway’s own message when the list fails, and tries again', async () => {
    let fail = true;
    const { actor } = start(() =>
      fail ? new GatewayLikeError(SERVICE_FAILURE_MESSAGES.server) : { claims: [row(1)], nextCursor: null },
    );
    await settled(actor);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(SERVICE_FAILURE_MESSAGES.server);
    fail = false;
    actor.send({ type: 'user.retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.claims).toEqual([row(1)]);
  });

  it('shows a field the gateway refused by that field', async () => {
    const { actor } = start(
      () =>
        new GatewayLikeError(
          'data.search.email: Enter an email address in the correct format, like name@example.com',
        ),
    );
    await settled(actor);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('shows the gateway’s refusal of a search with filters as its message', async () => {
    const { actor } = start(() => new GatewayLikeError(`data: ${SEARCH_OR_FILTER_MESSAGE}`));
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe(SEARCH_OR_FILTER_MESSAGE);
  });
});
