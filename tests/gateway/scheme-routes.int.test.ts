// Each claimed agreement's route in the FCA's redress scheme (decision 254): worked out by the
// gateway at submission, stored with the claim, shown at the desk and in the firm's export; a
// claim stored before routes were recorded still opens.
import { FieldValue } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredClaimSchema } from '../../contract/claim';
import { DeskClaimResponseSchema } from '../../contract/desk';
import { agreementRoute, routeWords } from '../../contract/scheme/route';
import { StoredAgreementRouteSchema } from '../../contract/scheme/routeSchema';
import { exportClaims, toCsv } from '../../scripts/lib/export-claims';
import { staffCaller } from '../desk/staff';
import { adminDb, anonymousCaller, checkedClaim, submission } from './support';

/** Agreements added by hand, one in each range, with the route each must take. */
const BY_HAND = [
  { startDate: '2005-06', route: { route: 'outside', reason: 'before-2007-04-06' } },
  { startDate: '2007-04', route: { route: 'scheme1' } },
  { startDate: '2012-05', route: { route: 'scheme1' } },
  { startDate: '2014-04', route: { route: 'scheme2' } },
  { startDate: '2019-03', route: { route: 'scheme2' } },
  { startDate: '2024-11', route: { route: 'outside', reason: 'after-2024-11-01' } },
  { startDate: '2025-02', route: { route: 'outside', reason: 'after-2024-11-01' } },
] as const;

async function submitted() {
  const since = Date.now() - 1000;
  const caller = await anonymousCaller();
  const checked = await checkedClaim(caller);
  const request = submission(checked.claimId, checked.agreementIds, {}, checked.applicant);
  await caller.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      manualAgreements: BY_HAND.map(({ startDate }, index) => ({
        lender: `Hand Finance ${index}`,
        startDate,
        agreementType: 'HP',
        vehicle: '',
      })),
    },
  });
  const ref = adminDb().doc(`claims/${checked.claimId}`);
  const data = (await ref.get()).data();
  // The routes are read as the desk reads them, beside the claim as its owner reads it.
  const agreementRoutes = v.parse(v.array(StoredAgreementRouteSchema), data?.agreementRoutes);
  return { since, checked, ref, stored: { ...v.parse(StoredClaimSchema, data), agreementRoutes } };
}

describe('each agreement’s route in the redress scheme', () => {
  it('is stored with the claim at submission, for the credit file’s agreement and each added by hand', async () => {
    const { checked, stored } = await submitted();
    const [chosenId] = checked.agreementIds;
    const onFile = stored.agreements.find((a) => a.id === chosenId)!;
    // The credit file's agreement: from its full start date and type, as the contract works it out.
    expect(stored.agreementRoutes).toEqual([
      { agreement: chosenId, ...agreementRoute(onFile) },
      ...BY_HAND.map((hand, index) => ({ agreement: `manual-${index}`, ...hand.route })),
    ]);
  });

  it('is shown at the desk beside each agreement, and the export lists it; an older claim without routes still opens', async () => {
    const { since, checked, ref } = await submitted();
    const handler = await staffCaller({ role: 'handler', workspaces: ['Redress'] });
    const open = async () =>
      v.parse(DeskClaimResponseSchema, await handler.call('deskOpenClaim', { claimId: checked.claimId }))
        .data;

    const opened = await open();
    const byHand = opened.agreements.filter((a) => a.source === 'manual');
    expect(byHand.map((a) => [a.startDate, a.route])).toEqual(
      BY_HAND.map((h) => [h.startDate, { ...h.route, words: routeWords(h.route) }]),
    );
    expect(byHand[0]!.route!.words).toMatch(
      /^This agreement may be outside the FCA’s motor finance redress scheme/,
    );
    expect(opened.agreements[0]!.route).toBeDefined();

    const rows = await exportClaims(adminDb(), { sinceMs: since });
    const row = rows.find((r) => r.claimId === checked.claimId)!;
    expect(
      row.agreements.filter((a) => a.source === 'added by hand').map((a) => [a.route, a.routeReason]),
    ).toEqual(BY_HAND.map(({ route }) => [route.route, 'reason' in route ? route.reason : '']));
    const csv = toCsv([row]);
    expect(csv).toContain('Hand Finance 0 2005-06 HP (added by hand) [scheme: outside, before-2007-04-06]');
    expect(csv).toContain('Hand Finance 2 2012-05 HP (added by hand) [scheme: scheme1]');

    // A claim submitted before routes were recorded: the desk opens it, its agreements without one.
    await ref.update({ agreementRoutes: FieldValue.delete() });
    const older = await open();
    expect(older.agreements).toHaveLength(BY_HAND.length + 1);
    expect(older.agreements.every((a) => a.route === undefined)).toBe(true);
  });
});
