import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Workspace } from './firms';
import { AWARD_PENCE_MIN, COMPLAINT_EVENT_TYPES, type ComplaintEvent } from './lifecycle/events';
import { decide, eventOfType, preparedComplaint } from './lifecycle/machine';
import { COMPLAINT_ROUTES, FINAL_COMPLAINT_STATES, type ComplaintRoute } from './lifecycle/states';
import { WORKSPACES } from './staff';
import {
  addCounters,
  counterChanges,
  overviewShard,
  recount,
  type ComplaintChange,
  type CountedComplaint,
  type Counters,
} from './overviewCounters';
import { deskOverviewData } from './overviewFigures';

const START = Date.UTC(2026, 10, 2, 9);

// Lenders as claimants type them: one lender in two spellings counts once.
const LENDERS = ['Black Horse', 'black  horse', 'Close Brothers', 'Moneybarn', 'Blue Motor Finance'];

const claimArb = fc.record({
  workspace: fc.constantFrom(...WORKSPACES),
  complaints: fc.array(
    fc.record({ route: fc.constantFrom(...COMPLAINT_ROUTES), lender: fc.constantFrom(...LENDERS) }),
    { minLength: 1, maxLength: 3 },
  ),
});

/** What happens next: a claim submitted, an event on one of its complaints, or the claim cancelled. */
const stepArb = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), claim: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      claim: fc.nat(),
      complaint: fc.nat(),
      type: fc.constantFrom(...COMPLAINT_EVENT_TYPES),
      pence: fc.integer({ min: AWARD_PENCE_MIN, max: 100_000_000 }),
      outcome: fc.constantFrom('redress', 'noRedress', 'outOfScope' as const),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), claim: fc.nat() }), weight: 1 },
);
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

interface ClaimPlan {
  workspace: Workspace;
  complaints: { route: ComplaintRoute; lender: string }[];
}

/**
 * The gateway's writers, in miniature: each step changes stored complaints through the lifecycle
 * machine and moves the counters of the claim's counter document by `counterChanges`, as the
 * gateway does in the same transaction. Answers the counters kept and the complaints stored.
 */
function run(plans: ClaimPlan[], steps: Step[], gapMs: (index: number) => number) {
  const stored = new Map<string, CountedComplaint & ReturnType<typeof preparedComplaint>>();
  const kept = new Map<string, Counters>();
  const keep = (claimId: string, changes: ComplaintChange[]) => {
    for (const { workspace, counters } of counterChanges(changes)) {
      const key = `${workspace}/${overviewShard(claimId)}`;
      kept.set(key, addCounters(kept.get(key) ?? {}, counters));
    }
  };
  let at = START;
  steps.forEach((step, index) => {
    at += gapMs(index);
    const claimIndex = step.claim % plans.length;
    const plan = plans[claimIndex]!;
    const claimId = `claim-${claimIndex}`;
    const ids = plan.complaints.map((_, i) => `${claimId}/complaint-${i + 1}`);
    const submitted = stored.has(ids[0]!);
    if (step.kind === 'submit') {
      if (submitted) return;
      const made = plan.complaints.map(({ route, lender }, i) => {
        const complaint = {
          ...preparedComplaint({ signedAt: at, route }),
          workspace: plan.workspace,
          lender,
        };
        stored.set(ids[i]!, complaint);
        return { before: null, after: complaint };
      });
      keep(claimId, made);
      return;
    }
    if (!submitted) return;
    const event: ComplaintEvent =
      step.kind === 'cancel'
        ? { type: 'claimant.cancel', at }
        : eventOfType(step.type, at, step.pence, step.outcome);
    const targets =
      step.kind === 'cancel'
        ? ids.filter((id) => !FINAL_COMPLAINT_STATES.includes(stored.get(id)!.state))
        : [ids[step.complaint % ids.length]!];
    const decisions = targets.map((id) => ({ id, decision: decide(stored.get(id)!, event) }));
    // One refusal refuses the whole cancellation, as cancelClaimIn does.
    if (decisions.some(({ decision }) => !decision.accepted)) return;
    const changes = decisions.map(({ id, decision }) => {
      const before = stored.get(id)!;
      const after = { ...before, ...(decision.accepted ? decision.after : {}) };
      stored.set(id, after);
      return { before, after };
    });
    keep(claimId, changes);
  });
  const recounted = recount(
    [...stored].map(([id, complaint]) => ({ claimId: id.split('/')[0]!, complaint })),
  );
  const fromRecount = new Map(
    [...recounted].flatMap(([workspace, shards]) =>
      [...shards].map(([shard, { counters }]) => [`${workspace}/${shard}`, counters] as const),
    ),
  );
  const nonEmpty = (m: Map<string, Counters>) =>
    new Map([...m].filter(([, counters]) => Object.keys(counters).length > 0));
  return { kept: nonEmpty(kept), fromRecount: nonEmpty(fromRecount), recounted, stored };
}

const gap = (hours: number[]) => (index: number) => (hours[index % hours.length] ?? 1) * 60 * 60 * 1000;

describe('counters kept per event equal a full recount (decision 273)', () => {
  it('after any sequence of submissions, events and cancellations, each counter document equals the recount of its claims', () => {
    fc.assert(
      fc.property(
        fc.array(claimArb, { minLength: 1, maxLength: 6 }),
        fc.array(stepArb, { maxLength: 120 }),
        fc.array(fc.integer({ min: 0, max: 24 * 21 }), { minLength: 1, maxLength: 8 }),
        (plans, steps, hours) => {
          const { kept, fromRecount } = run(plans, steps, gap(hours));
          expect(kept).toEqual(fromRecount);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('after 10,000 random events over 300 claims, the overview read from the kept counters is the recount’s, on any day', () => {
    const [plans, steps, hours] = fc.sample(
      fc.tuple(
        fc.array(claimArb, { minLength: 300, maxLength: 300 }),
        fc.array(stepArb, { minLength: 10_000, maxLength: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 50, maxLength: 50 }),
      ),
      { numRuns: 1, seed: 273 },
    )[0]!;
    const { kept, fromRecount, stored } = run(plans, steps, gap(hours));
    expect(kept).toEqual(fromRecount);
    // The sample reaches far into the lifecycle: answers due, offers, payments.
    const states = new Set([...stored.values()].map((c) => c.state));
    expect(states.size).toBeGreaterThan(8);

    const byWorkspace = (m: Map<string, Counters>) =>
      WORKSPACES.map((workspace) => ({
        workspace,
        counters: addCounters(
          ...[...m].filter(([key]) => key.startsWith(`${workspace}/`)).map(([, counters]) => counters),
        ),
        lenderNames: {},
      }));
    for (const day of ['2026-11-02', '2026-12-25', '2027-02-14']) {
      expect(deskOverviewData(byWorkspace(kept), day)).toEqual(
        deskOverviewData(byWorkspace(fromRecount), day),
      );
    }
  });
});
