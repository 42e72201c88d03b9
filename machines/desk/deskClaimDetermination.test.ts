import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { determinationCheckRecord } from '../../contract/scheme/checkRecord';
import {
  type DeskCheckDeterminationData,
  type DeskCheckDeterminationRequest,
} from '../../contract/deskCheck';
import { DEFAULT_DETERMINATION_TOLERANCE } from '../../contract/scheme/determination';
import { deskClaimIn } from '../../mocks/gateway/deskClaimData';
import { fieldIds } from './deskClaimTypes';
import { CHECK_MESSAGES, type TypedFigures } from './determinationCheck';
import { deskClaimMachine } from './deskClaimMachine';
import { failure, KEY_PREFIX } from './deskClaimTesting';

describe('deskClaimMachine: checking a determination (decision 266)', () => {
  const TYPED: TypedFigures = {
    credit: '12000',
    apr: '9.9',
    term: '48',
    start: { day: '15', month: '3', year: '2018' },
    commission: '1200',
    discretionary: 'yes',
    tied: 'no',
    settlement: { day: '29', month: '11', year: '2026' },
  };
  const FIGURES = {
    creditPence: 1_200_000,
    aprPercent: 9.9,
    termMonths: 48,
    startDate: '2018-03-15',
    commissionPence: 120_000,
    discretionaryCommission: true,
    tiedArrangement: false,
  };

  function checkSetUp(answer?: () => Promise<DeskCheckDeterminationData>) {
    const before = deskClaimIn(['determined'], [], ['scheme2']).claim;
    const complaint = before.complaints[0]!;
    const made = determinationCheckRecord({
      figures: FIGURES,
      settlementOn: '2026-11-29',
      determinedPence: complaint.determination!.amountPence,
      tolerance: DEFAULT_DETERMINATION_TOLERANCE,
      at: Date.UTC(2026, 10, 29, 10, 30),
      role: 'handler',
    });
    if (!made.ok) throw new Error(made.reason);
    const after = { ...before, complaints: [{ ...complaint, determinationCheck: made.check }] };
    let checked = false;
    const check = vi.fn((request: DeskCheckDeterminationRequest) => {
      checked = true;
      return answer
        ? answer()
        : Promise.resolve({ claimId: request.claimId, complaintId: request.complaintId, check: made.check });
    });
    const machine = deskClaimMachine.provide({
      actors: {
        loadClaim: fromPromise(() => Promise.resolve(checked && !answer ? after : before)),
        checkDetermination: fromPromise(({ input }) => check(input)),
      },
    });
    const actor = createActor(machine, { input: { claimId: before.claimId, keyPrefix: KEY_PREFIX } }).start();
    const idle = () => waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    return { actor, check, complaint, stored: made.check, idle };
  }

  it('sends the figures typed to the gateway once, reads the claim again and shows the kept check with its working', async () => {
    const { actor, check, complaint, stored, idle } = checkSetUp();
    await idle();
    expect(actor.getSnapshot().context.checks).toEqual({});
    actor.send({ type: 'user.checkDetermination', complaintId: complaint.complaintId, typed: TYPED });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && Object.keys(s.context.checks).length > 0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]![0]).toEqual({
      claimId: actor.getSnapshot().context.claimId,
      complaintId: complaint.complaintId,
      figures: FIGURES,
      settlementOn: '2026-11-29',
    });
    const shown = actor.getSnapshot().context.checks[complaint.complaintId];
    expect(shown).toMatchObject({
      ok: true,
      figures: FIGURES,
      verdict: { flagged: stored.flagged, reason: stored.reason, tolerancePence: stored.tolerancePence },
      recorded: { checkedAt: stored.checkedAt, role: 'handler' },
      check: { total: { low: stored.lowPence, high: stored.highPence }, settlementDate: '2026-11-29' },
    });
    expect(actor.getSnapshot().context.notice).toBe(
      `${complaint.lender}: the determination is checked, and the check is kept.`,
    );
  });

  it('sends nothing while a figure is wrong, and says which', async () => {
    const { actor, check, complaint, idle } = checkSetUp();
    await idle();
    actor.send({
      type: 'user.checkDetermination',
      complaintId: complaint.complaintId,
      typed: { ...TYPED, apr: 'ten', tied: '' },
    });
    expect(check).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      [fieldIds.figures(complaint.complaintId, 'apr')]: CHECK_MESSAGES.aprNotANumber,
      [fieldIds.figures(complaint.complaintId, 'tied')]: CHECK_MESSAGES.tied,
    });
  });

  it('shows the gateway’s refusal and keeps no check', async () => {
    const message = 'This complaint has no determination of redress with a sum to check.';
    const { actor, complaint, idle } = checkSetUp(() =>
      Promise.reject(failure('failed-precondition', message)),
    );
    await idle();
    actor.send({ type: 'user.checkDetermination', complaintId: complaint.complaintId, typed: TYPED });
    await waitFor(actor, (s) => s.context.actionProblem !== null);
    expect(actor.getSnapshot().context.actionProblem).toEqual({
      message,
      target: fieldIds.actions(complaint.complaintId),
      retry: null,
    });
    expect(actor.getSnapshot().context.checks).toEqual({});
  });
});
