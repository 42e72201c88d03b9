import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeskClaimResponseSchema } from '../../contract/desk';
import { DETERMINATION_CHECK_REFUSALS, DeskCheckDeterminationDataSchema } from '../../contract/deskCheck';
import { ukDay } from '../../contract/lifecycle/dates';
import { StoredComplaintSchema } from '../../contract/lifecycle/stored';
import { schemeCheck } from '../../contract/scheme/check';
import {
  DEFAULT_DETERMINATION_TOLERANCE,
  StoredDeterminationCheckSchema,
  checkDetermination,
} from '../../contract/scheme/determination';
import type { AgreementFigures } from '../../contract/scheme/figures';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { recordAsTheDesk } from './events';
import { claimOnEveryRoute } from './scheme';
import { staffCaller } from './staff';
import { adminDb, errorOf, type Caller } from './support';

/** The Scheme 2 agreement's figures as a handler types them from the letter and the credit file. */
const FIGURES: AgreementFigures = {
  creditPence: 1_200_000,
  aprPercent: 9.9,
  termMonths: 48,
  startDate: '2018-03-15',
  commissionPence: 120_000,
  discretionaryCommission: true,
  tiedArrangement: false,
};

const record = (caller: Caller, claimId: string, complaintId: string, event: object) =>
  recordAsTheDesk(caller, { claimId, complaintId, idempotencyKey: randomUUID(), event });

/** A submitted claim whose Scheme 2 complaint the lender determined at `amountPence`. */
async function determinedClaim(handler: Caller, amountPence: number) {
  const { claimant, claimId } = await claimOnEveryRoute();
  const complaints = (
    await adminDb().collection(`claims/${claimId}/complaints`).orderBy('complaintId').get()
  ).docs.map((doc) => v.parse(StoredComplaintSchema, doc.data()));
  const scheme2 = complaints.find((c) => c.route === 'scheme2')!.complaintId;
  const general = complaints.find((c) => c.route === 'general')!.complaintId;
  await record(handler, claimId, scheme2, { type: 'handler.send' });
  await record(handler, claimId, scheme2, {
    type: 'handler.recordDetermination',
    outcome: 'redress',
    remedy: 'hybrid',
    amountPence,
    interestPence: 1_500,
  });
  return { claimant, claimId, scheme2, general };
}

const check = (caller: Caller, claimId: string, complaintId: string, settlementOn = ukDay(Date.now())) =>
  caller.call('deskCheckDetermination', { claimId, complaintId, figures: FIGURES, settlementOn });

const auditOf = async (claimId: string) =>
  (await adminDb().collection('audit').where('claimId', '==', claimId).get()).docs.map(
    (doc) => doc.data() as AuditRecord,
  );

describe('deskCheckDetermination: a lender’s scheme determination checked and kept (decision 266)', () => {
  it('flags a sum below the recomputed figure by more than the tolerance, stores the check for the desk alone and audits it', async () => {
    const handler = await staffCaller('handler', ['Redress']);
    const { claimId, scheme2 } = await determinedClaim(handler, 15_000);
    const settlementOn = ukDay(Date.now());

    const answer = v.parse(
      v.object({ data: DeskCheckDeterminationDataSchema }),
      await check(handler, claimId, scheme2, settlementOn),
    ).data;
    // The gateway works the remedies out with the contract's own check and the default tolerance.
    const worked = schemeCheck(FIGURES, settlementOn);
    const verdict = checkDetermination(15_000, worked, DEFAULT_DETERMINATION_TOLERANCE);
    expect(verdict.flagged).toBe(true);
    expect(answer).toMatchObject({
      claimId,
      complaintId: scheme2,
      check: {
        figures: FIGURES,
        settlementOn,
        determinedPence: 15_000,
        lowPence: worked.total.low,
        highPence: worked.total.high,
        flagged: true,
        shortfallPence: verdict.shortfallPence,
        tolerancePence: verdict.tolerancePence,
        reason: verdict.reason,
        role: 'handler',
      },
    });

    // Kept apart from the complaint the claimant reads, and shown with the complaint at the desk.
    const stored = await adminDb().doc(`claims/${claimId}/determinationChecks/${scheme2}`).get();
    expect(v.parse(StoredDeterminationCheckSchema, stored.data())).toEqual(answer.check);
    const complaint = await adminDb().doc(`claims/${claimId}/complaints/${scheme2}`).get();
    expect(complaint.get('determinationCheck')).toBeUndefined();
    const opened = v.parse(DeskClaimResponseSchema, await handler.call('deskOpenClaim', { claimId })).data;
    expect(opened.complaints.find((c) => c.complaintId === scheme2)?.determinationCheck).toEqual(
      answer.check,
    );
    expect(
      opened.complaints.filter((c) => c.complaintId !== scheme2).map((c) => c.determinationCheck),
    ).toEqual([null, null]);

    expect(await auditOf(claimId)).toContainEqual(
      expect.objectContaining({
        uid: handler.uid,
        action: 'complaint.checkDetermination',
        outcome: 'ok',
        details: { complaintId: scheme2, flagged: true },
      }),
    );
  });

  it('passes a sum at the recomputed figure, and a later check replaces the earlier one', async () => {
    const handler = await staffCaller('handler', ['Redress']);
    const settlementOn = ukDay(Date.now());
    const worked = schemeCheck(FIGURES, settlementOn);
    const { claimId, scheme2 } = await determinedClaim(handler, worked.total.high);
    await check(handler, claimId, scheme2, settlementOn);
    const later = v.parse(
      v.object({ data: DeskCheckDeterminationDataSchema }),
      await check(handler, claimId, scheme2, settlementOn),
    ).data.check;
    expect(later).toMatchObject({ flagged: false, shortfallPence: 0, determinedPence: worked.total.high });
    const checks = await adminDb().collection(`claims/${claimId}/determinationChecks`).get();
    expect(checks.docs.map((doc) => doc.id)).toEqual([scheme2]);
    expect(
      (await auditOf(claimId)).filter((entry) => entry.action === 'complaint.checkDetermination'),
    ).toHaveLength(2);
  });

  it('refuses a complaint with no determined sum, figures that make no agreement, another workspace and a claimant', async () => {
    const handler = await staffCaller('handler', ['Redress']);
    const { claimant, claimId, scheme2, general } = await determinedClaim(handler, 15_000);

    expect(await errorOf(check(handler, claimId, general))).toMatchObject({
      code: 'functions/failed-precondition',
      message: DETERMINATION_CHECK_REFUSALS['no-sum'],
      details: { reason: 'no-sum' },
    });
    // A settlement day before the agreement started: the check cannot work it out.
    expect(await errorOf(check(handler, claimId, scheme2, '2017-01-01'))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'not-workable' },
    });
    expect(
      await errorOf(
        handler.call('deskCheckDetermination', {
          claimId,
          complaintId: scheme2,
          figures: { ...FIGURES, aprPercent: 250 },
          settlementOn: ukDay(Date.now()),
        }),
      ),
    ).toMatchObject({ code: 'functions/invalid-argument' });

    const elsewhere = await staffCaller('handler', ['SGUK']);
    expect(await errorOf(check(elsewhere, claimId, scheme2))).toMatchObject({ code: 'functions/not-found' });
    expect(await auditOf(claimId)).toContainEqual(
      expect.objectContaining({
        uid: elsewhere.uid,
        action: 'complaint.checkDetermination',
        outcome: 'refused',
      }),
    );
    expect(await errorOf(check(claimant, claimId, scheme2))).toMatchObject({
      code: 'functions/permission-denied',
    });
    const checks = await adminDb().collection(`claims/${claimId}/determinationChecks`).get();
    expect(checks.size).toBe(0);
  });
});
