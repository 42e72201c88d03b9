import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replay } from '../../contract/lifecycle/machine';
import { complaintEventOf, complaintRecordOf } from '../../contract/lifecycle/stored';
import { RecordComplaintEventResponseSchema } from '../../contract/responses';
import { determinationDueOn } from '../../contract/scheme/deadlines';
import { claimAudit as auditOf, recordEvent as record, storedComplaints, storedEvents } from './events';
import { staffCaller } from './staff';
import { LENDER, claimOnEveryRoute } from './scheme';
import { adminDb, errorOf } from './support';

async function mailFor(claimId: string) {
  const snap = await adminDb().collection('mail').where('claimId', '==', claimId).get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { to: string; message: { subject: string; text: string; html: string } }),
  }));
}

describe('a complaint on a route of the FCA’s redress scheme', () => {
  it('makes one complaint per route, takes the lender’s determination instead of an offer, and refers a dispute', async () => {
    const { claimant, claimId, applicant } = await claimOnEveryRoute();
    const prepared = await storedComplaints(claimId);
    // One lender, three routes: three complaints, each with its own agreement.
    expect(prepared.map((c) => [c.lender, c.route, c.agreements.map((a) => a.startDate)])).toEqual([
      [LENDER, 'scheme1', ['2010-05']],
      [LENDER, 'scheme2', ['2018-03']],
      [LENDER, 'general', ['2005-01']],
    ]);
    const complaintId = prepared.find((c) => c.route === 'scheme2')!.complaintId;

    const handler = await staffCaller('handler', ['Redress']);
    const sendKey = randomUUID();
    const sent = v.parse(
      RecordComplaintEventResponseSchema,
      await record(handler, claimId, complaintId, { type: 'handler.send' }, sendKey),
    );
    const sentOn = sent.data.complaint.sentOn!;
    // Due by the scheme's deadline, not 8 weeks after sending.
    expect(sent.data.complaint).toMatchObject({
      state: 'sent',
      dueOn: determinationDueOn('scheme2', sentOn),
    });

    // The lender determines under the scheme: an offer is not how it answers.
    const offer = await errorOf(
      record(handler, claimId, complaintId, { type: 'handler.recordOffer', offerPence: 150_000 }),
    );
    expect(offer).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'event-not-accepted', state: 'sent', event: 'handler.recordOffer' },
    });

    const determination = {
      outcome: 'redress',
      remedy: 'hybrid',
      amountPence: 182_400,
      interestPence: 21_300,
    } as const;
    await record(handler, claimId, complaintId, { type: 'handler.recordDetermination', ...determination });
    const determined = (await storedComplaints(claimId)).find((c) => c.complaintId === complaintId)!;
    expect(determined).toMatchObject({
      state: 'determined',
      determination: { ...determination, reason: null },
      offerPence: determination.amountPence,
    });

    await record(claimant, claimId, complaintId, { type: 'claimant.disputeDetermination' });
    await record(handler, claimId, complaintId, { type: 'handler.referToOmbudsman' });

    const complaints = await storedComplaints(claimId);
    const complaint = complaints.find((c) => c.complaintId === complaintId)!;
    expect(complaint).toMatchObject({ state: 'referred', route: 'scheme2', eventCount: 4 });
    // The other routes' complaints are untouched.
    expect(complaints.filter((c) => c !== complaint).map((c) => c.state)).toEqual(['prepared', 'prepared']);

    const events = await storedEvents(claimId, complaintId);
    expect(events.map((e) => [e.type, e.by.role, e.stateBefore, e.stateAfter])).toEqual([
      ['handler.send', 'handler', 'prepared', 'sent'],
      ['handler.recordDetermination', 'handler', 'sent', 'determined'],
      ['claimant.disputeDetermination', 'claimant', 'determined', 'disputed'],
      ['handler.referToOmbudsman', 'handler', 'disputed', 'referred'],
    ]);
    expect(
      replay({ signedAt: complaint.signedAt, route: complaint.route }, events.map(complaintEventOf)),
    ).toEqual(complaintRecordOf(complaint));

    expect(await auditOf(claimId)).toContainEqual(
      expect.objectContaining({
        uid: handler.uid,
        action: 'complaint.recordDetermination',
        outcome: 'ok',
        details: expect.objectContaining({
          complaintId,
          stateBefore: 'sent',
          stateAfter: 'determined',
        }) as unknown,
      }),
    );

    // The claimant is told the lender answers under the redress scheme, not within 8 weeks.
    const sentMail = (await mailFor(claimId)).find((m) => m.id === `claim-event-${claimId}-${sendKey}`);
    expect(sentMail?.to).toBe(applicant.email);
    for (const body of [sentMail?.message.text, sentMail?.message.html]) {
      expect(body).toContain('redress scheme');
      expect(body).not.toContain('8 weeks');
    }
  });
});
