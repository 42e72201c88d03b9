import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { claimStatusOf, type ComplaintState } from '../../contract/lifecycle/states';
import { preparedComplaint } from '../../contract/lifecycle/machine';
import { claimantFailure, SERVICE_FAILURE_MESSAGES } from '../../contract/failureWords';
import { FIRMS } from '../../contract/firms';
import {
  ACTION_NOTICES,
  STALE_AFTER_MS,
  yourClaimsMachine,
  type ClaimantAction,
  type ListedClaim,
} from './yourClaimsMachine';
import { claim, run } from './yourClaimsTesting';

describe('your claims', () => {
  it('lists the claims it reads, and says why when it cannot in the claimant’s words with the brand’s firm, until a retry works', async () => {
    let calls = 0;
    const { actor, settled } = run({
      workspace: 'SGUK',
      claims: () =>
        ++calls === 1
          ? Promise.reject(Object.assign(new Error(SERVICE_FAILURE_MESSAGES.network), { kind: 'network' }))
          : Promise.resolve([claim('c1', 'submitted')]),
    });
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.problem).toBe(claimantFailure('network', { workspace: 'SGUK' }));
    expect(actor.getSnapshot().context.problem).toContain(FIRMS.SGUK.phone);
    actor.send({ type: 'user.retry' });
    await settled();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.claims.map((c) => c.id)).toEqual(['c1']);
  });

  it('saves the signed copy of the claim asked for, and keeps the list when a download fails, saying why in the claimant’s words', async () => {
    const copy = { fileName: 'letter-of-authority-RDR-ABCD2345.pdf', pdf: 'JVBERi0=' };
    const { actor, saveFile, settled } = run({
      claims: () => Promise.resolve([claim('c1', 'submitted')]),
      copy: (id) =>
        id === 'c1'
          ? Promise.resolve(copy)
          : Promise.reject(
              Object.assign(new Error('This claim has not been signed yet, so there is no signed copy.'), {
                kind: 'invalid-input',
                reason: 'not-signed',
              }),
            ),
    });
    await settled();
    actor.send({ type: 'user.download', claimId: 'c1' });
    expect(actor.getSnapshot().context.downloading).toBe('c1');
    await settled();
    expect(saveFile).toHaveBeenCalledWith(copy);
    actor.send({ type: 'user.download', claimId: 'c2' });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({
      downloading: null,
      downloadProblem: 'This claim has not been signed yet, so there is no signed copy to download.',
    });
    expect(actor.getSnapshot().context.claims).toHaveLength(1);
  });

  it('resumes only an unfinished claim of the list', async () => {
    const draft = claim('c1', 'checked');
    const { actor, resumeClaim, settled } = run({
      claims: () => Promise.resolve([draft, claim('c2', 'submitted')]),
    });
    await settled();
    actor.send({ type: 'user.resume', claimId: 'c2' });
    actor.send({ type: 'user.resume', claimId: 'someone-elses' });
    expect(resumeClaim).not.toHaveBeenCalled();
    actor.send({ type: 'user.resume', claimId: 'c1' });
    expect(resumeClaim).toHaveBeenCalledWith(draft);
  });
});

const DAY = 24 * 60 * 60 * 1000;
// Signed at noon UK time on 20 November 2025; the 14th day after is 4 December.
const SIGNED_AT = Date.UTC(2025, 10, 20, 12);

/** A submitted claim with one complaint per given state, signed at SIGNED_AT. */
function submittedWith(id: string, ...states: ComplaintState[]): ListedClaim {
  const base = claim(id, claimStatusOf(states));
  return {
    ...base,
    claim: { ...base.claim, signedAt: SIGNED_AT, submittedAt: SIGNED_AT },
    complaints: states.map((state, index) => ({
      complaintId: `complaint-${index + 1}`,
      lender: `Lender ${index + 1}`,
      record: {
        ...preparedComplaint({ signedAt: SIGNED_AT }),
        state,
        offerPence: state === 'offered' ? 250_000 : null,
      },
      events: [],
    })),
  };
}

describe('your claims: the claimant’s actions', () => {
  it('cancels only after the confirmation step, records one cancel for the claim, and reads the claims again', async () => {
    const record = vi.fn<(action: ClaimantAction) => Promise<void>>(() => Promise.resolve());
    let reads = 0;
    const { actor, settled } = run({
      at: SIGNED_AT + 14 * DAY,
      claims: () =>
        Promise.resolve([submittedWith('c1', ++reads === 1 ? 'prepared' : 'cancelled', 'prepared')]),
      record,
    });
    await settled();
    actor.send({ type: 'user.cancel', claimId: 'c1' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingCancel' })).toBe(true);
    expect(record).not.toHaveBeenCalled();
    actor.send({ type: 'user.keepClaim' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.confirmingCancel).toBeNull();

    actor.send({ type: 'user.cancel', claimId: 'c1' });
    actor.send({ type: 'user.confirmCancel' });
    await settled();
    expect(record.mock.calls).toEqual([[{ type: 'claimant.cancel', claimId: 'c1' }]]);
    expect(reads).toBe(2);
    expect(actor.getSnapshot().context.notice).toBe(ACTION_NOTICES['claimant.cancel']);
    expect(actor.getSnapshot().context.claims[0]?.complaints?.[0]?.record.state).toBe('cancelled');
  });

  it('does not offer cancelling from the 15th day after signing', async () => {
    const { actor, settled } = run({
      at: SIGNED_AT + 15 * DAY,
      claims: () => Promise.resolve([submittedWith('c1', 'prepared')]),
    });
    await settled();
    actor.send({ type: 'user.cancel', claimId: 'c1' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('does not cancel a claim with nothing open, or one not yet submitted', async () => {
    const { actor, settled } = run({
      at: SIGNED_AT + DAY,
      claims: () => Promise.resolve([submittedWith('c1', 'cancelled'), claim('c2', 'signed')]),
    });
    await settled();
    actor.send({ type: 'user.cancel', claimId: 'c1' });
    actor.send({ type: 'user.cancel', claimId: 'c2' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('asks before recording a decision on an offer, only where the complaint machine accepts it, and records it once confirmed', async () => {
    const record = vi.fn<(action: ClaimantAction) => Promise<void>>(() => Promise.resolve());
    const { actor, settled } = run({
      at: SIGNED_AT + 30 * DAY,
      claims: () => Promise.resolve([submittedWith('c1', 'sent', 'offered')]),
      record,
    });
    await settled();
    const decide = (complaintId: string) =>
      actor.send({ type: 'user.decide', decision: 'claimant.acceptOffer', claimId: 'c1', complaintId });
    decide('complaint-1');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    decide('complaint-2');
    expect(actor.getSnapshot().matches({ ready: 'confirmingDecision' })).toBe(true);
    expect(actor.getSnapshot().context.confirmingDecision).toEqual({
      type: 'claimant.acceptOffer',
      claimId: 'c1',
      complaintId: 'complaint-2',
    });
    actor.send({ type: 'user.keepOffer' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(record).not.toHaveBeenCalled();

    actor.send({
      type: 'user.decide',
      decision: 'claimant.declineOffer',
      claimId: 'c1',
      complaintId: 'complaint-2',
    });
    actor.send({ type: 'user.confirmDecision' });
    await settled();
    expect(record.mock.calls).toEqual([
      [{ type: 'claimant.declineOffer', claimId: 'c1', complaintId: 'complaint-2' }],
    ]);
    expect(actor.getSnapshot().context.notice).toBe(ACTION_NOTICES['claimant.declineOffer']);
    expect(actor.getSnapshot().context.confirmingDecision).toBeNull();
  });

  it('a refused decision shows the claimant’s sentence naming the lender, not the gateway’s words, and reads the claims again', async () => {
    let reads = 0;
    const { actor, settled } = run({
      at: SIGNED_AT + 30 * DAY,
      claims: () => Promise.resolve([submittedWith('c1', ++reads === 1 ? 'offered' : 'accepted')]),
      record: () => Promise.reject(gatewayRefusal('accepted', 'claimant.acceptOffer')),
    });
    await settled();
    actor.send({
      type: 'user.decide',
      decision: 'claimant.acceptOffer',
      claimId: 'c1',
      complaintId: 'complaint-1',
    });
    actor.send({ type: 'user.confirmDecision' });
    await settled();
    const { actionProblem, claims } = actor.getSnapshot().context;
    expect(actionProblem).toMatch(/^You can no longer accept Lender 1’s offer/);
    expect(actionProblem).not.toContain('does not accept');
    expect(reads).toBe(2);
    expect(claims[0]?.complaints?.[0]?.record.state).toBe('accepted');
  });
});

/** The gateway client's error for an event the complaint's state refused, as it reaches the actor. */
function gatewayRefusal(state: ComplaintState, event: string) {
  return Object.assign(new Error(`The complaint’s state is ${state}: it does not accept ${event}.`), {
    kind: 'invalid-input',
    reason: 'event-not-accepted',
    details: { reason: 'event-not-accepted', state, event },
  });
}

describe('your claims: what the page offers keeps up with the claim and the day', () => {
  // The 14th day after signing is 4 December 2025; its last moment is 23:59:59.999 UK time (UTC in winter).
  const LAST_MOMENT = Date.UTC(2025, 11, 4, 23, 59, 59, 999);

  it('a cancellation refused after the 14th day shows the last day, how to withdraw and the firm, reads the claims again, and no longer offers cancelling', async () => {
    const reads: number[] = [];
    const actor = createActor(
      yourClaimsMachine.provide({
        actors: {
          loadClaims: fromPromise(() => {
            reads.push(reads.length === 0 ? SIGNED_AT + 14 * DAY : SIGNED_AT + 15 * DAY);
            return Promise.resolve({
              claims: [withReference(submittedWith('c1', 'prepared'))],
              at: reads.at(-1) ?? 0,
            });
          }),
          recordAction: fromPromise<void, ClaimantAction>(() =>
            Promise.reject(gatewayRefusal('prepared', 'claimant.cancel')),
          ),
        },
      }),
      { input: { workspace: 'Redress' } },
    ).start();
    const settled = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('busy')).toBe(false));
    await settled();
    actor.send({ type: 'user.cancel', claimId: 'c1' });
    actor.send({ type: 'user.confirmCancel' });
    await settled();
    const problem = actor.getSnapshot().context.actionProblem ?? '';
    expect(problem).toContain('Your claim has not been cancelled.');
    expect(problem).toContain('The last day to cancel without paying was 4 December 2025.');
    expect(problem).toContain('You can still withdraw your claim');
    expect(problem).toContain(FIRMS.Redress.phone);
    expect(problem).toContain('quoting RDR-ABCD2345');
    expect(problem).not.toContain('does not accept');
    expect(reads).toHaveLength(2);
    actor.send({ type: 'user.cancel', claimId: 'c1' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('reads the claims again when the last day to cancel ends, so cancelling is no longer offered', async () => {
    vi.useFakeTimers();
    try {
      const times = [LAST_MOMENT - 30_000, LAST_MOMENT + 1_000];
      let reads = 0;
      const { actor } = runAt(() => times[Math.min(reads++, 1)] ?? 0);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'user.cancel', claimId: 'c1' });
      expect(actor.getSnapshot().matches({ ready: 'confirmingCancel' })).toBe(true);
      actor.send({ type: 'user.keepClaim' });
      await vi.advanceTimersByTimeAsync(29_000);
      expect(reads).toBe(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(reads).toBe(2);
      actor.send({ type: 'user.cancel', claimId: 'c1' });
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the claims again when the page is shown a minute or more after they were read, not sooner', async () => {
    let reads = 0;
    const read = SIGNED_AT + 3 * DAY;
    const { actor } = runAt(() => {
      reads += 1;
      return read;
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));
    actor.send({ type: 'page.shown', at: read + STALE_AFTER_MS - 1 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'page.shown', at: read + STALE_AFTER_MS });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await vi.waitFor(() => expect(reads).toBe(2));
  });
});

function withReference(listed: ListedClaim): ListedClaim {
  return {
    ...listed,
    claim: {
      ...listed.claim,
      submission: { reference: 'RDR-ABCD2345' },
    },
  };
}

/** The machine over one claim, prepared, signed at SIGNED_AT, read at the moments `at` gives. */
function runAt(at: () => number) {
  const actor = createActor(
    yourClaimsMachine.provide({
      actors: {
        loadClaims: fromPromise(() =>
          Promise.resolve({ claims: [submittedWith('c1', 'prepared')], at: at() }),
        ),
      },
    }),
    { input: { workspace: 'Redress' } },
  ).start();
  return { actor };
}
