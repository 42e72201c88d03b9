import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { feeOnAwardPence } from '../../contract/fees';
import { endOfUkDay, responseDueOn } from '../../contract/lifecycle/dates';
import { replay } from '../../contract/lifecycle/machine';
import { complaintEventOf, complaintRecordOf } from '../../contract/lifecycle/stored';
import { RecordComplaintEventResponseSchema } from '../../contract/responses';
import { recordOverdueResponses } from '../../functions/src/scheduled/overdue';
import { claimAudit as auditOf, recordEvent as record, storedComplaints, storedEvents } from './events';
import { staffCaller } from './staff';
import {
  adminDb,
  anonymousCaller,
  checkedClaim,
  errorOf,
  generalRouteAgreement,
  generalRouteAnswers,
  submission,
} from './support';

/**
 * A claim submitted against two lenders, each with an agreement added by hand outside the redress
 * scheme, so that both complaints run on the general route (final responses, 8 weeks).
 */
async function submittedClaim() {
  const claimant = await anonymousCaller();
  const { claimId, agreementIds, applicant } = await checkedClaim(claimant);
  const request = submission(claimId, agreementIds, {}, applicant);
  await claimant.call('submitClaim', {
    ...request,
    answers: {
      ...request.answers,
      ...generalRouteAnswers(['First Example Finance', generalRouteAgreement.lender]),
    },
  });
  return { claimant, claimId };
}

const claimDoc = async (claimId: string) => (await adminDb().doc(`claims/${claimId}`).get()).data();

describe('recordComplaintEvent (extension)', () => {
  it('stores each event with its complaint’s new state, which replaying the stored events gives', async () => {
    const { claimant, claimId } = await submittedClaim();
    const prepared = await storedComplaints(claimId);
    // One complaint per lender, each prepared, carrying the claim's owner and workspace.
    expect(prepared.map((c) => [c.complaintId, c.state, c.route, c.uid, c.workspace])).toEqual([
      ['complaint-1', 'prepared', 'general', claimant.uid, 'Redress'],
      ['complaint-2', 'prepared', 'general', claimant.uid, 'Redress'],
    ]);
    expect(prepared[1]).toMatchObject({
      lender: 'Example Motor Finance',
      agreements: [{ source: 'manual' }],
    });

    const handler = await staffCaller('handler', ['Redress']);
    const sent = v.parse(
      RecordComplaintEventResponseSchema,
      await record(handler, claimId, 'complaint-1', { type: 'handler.send' }),
    );
    expect(sent.data).toMatchObject({
      claimId,
      complaintId: 'complaint-1',
      event: {
        seq: 1,
        type: 'handler.send',
        by: { role: 'handler' },
        stateBefore: 'prepared',
        stateAfter: 'sent',
      },
      complaint: { state: 'sent' },
      claimStatus: 'in-progress',
    });
    expect(sent.data.complaint.dueOn).toBe(responseDueOn(sent.data.complaint.sentOn!));
    await record(handler, claimId, 'complaint-1', { type: 'handler.recordOffer', offerPence: 250_000 });
    await record(claimant, claimId, 'complaint-1', { type: 'claimant.acceptOffer' });
    const supervisor = await staffCaller('supervisor', ['Redress', 'SGUK']);
    await record(supervisor, claimId, 'complaint-1', { type: 'handler.recordPayment', amountPence: 260_050 });

    const [complaint] = await storedComplaints(claimId);
    expect(complaint).toMatchObject({
      state: 'paid',
      offerPence: 250_000,
      paidPence: 260_050,
      feePence: feeOnAwardPence(260_050),
      eventCount: 4,
    });
    const events = await storedEvents(claimId, 'complaint-1');
    expect(events.map((e) => [e.seq, e.type, e.by.role, e.stateBefore, e.stateAfter])).toEqual([
      [1, 'handler.send', 'handler', 'prepared', 'sent'],
      [2, 'handler.recordOffer', 'handler', 'sent', 'offered'],
      [3, 'claimant.acceptOffer', 'claimant', 'offered', 'accepted'],
      [4, 'handler.recordPayment', 'supervisor', 'accepted', 'paid'],
    ]);
    // Who: the role on the event the claimant reads; the staff member's uid only in the audit log.
    const stored = (await adminDb().collection(`claims/${claimId}/events`).get()).docs.map((d) => d.data());
    expect(JSON.stringify(stored)).not.toContain(handler.uid);
    expect(JSON.stringify(stored)).not.toContain(supervisor.uid);
    const byEvent = new Map((await auditOf(claimId)).map((e) => [e.details.eventId, e.uid]));
    expect(events.map((e) => e.type.startsWith('handler.') && byEvent.get(e.eventId))).toEqual([
      handler.uid,
      handler.uid,
      false,
      supervisor.uid,
    ]);
    expect(replay({ signedAt: complaint!.signedAt }, events.map(complaintEventOf))).toEqual(
      complaintRecordOf(complaint!),
    );
    const claim = (await adminDb().doc(`claims/${claimId}`).get()).data();
    expect(claim?.status).toBe('in-progress');
  });

  it('refuses an event the complaint’s state does not accept, naming the state, and writes nothing', async () => {
    const { claimant, claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const refused = await errorOf(
      record(handler, claimId, 'complaint-1', { type: 'handler.recordPayment', amountPence: 10_000 }),
    );
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      details: {
        reason: 'event-not-accepted',
        state: 'prepared',
        event: 'handler.recordPayment',
        accepts: ['handler.send', 'handler.withdraw', 'claimant.cancel'],
      },
    });
    expect(refused.message).toContain(
      'The complaint’s state is prepared (Prepared, not yet sent to the lender): it does not accept handler.recordPayment.',
    );
    const offerless = await errorOf(
      record(claimant, claimId, 'complaint-1', { type: 'claimant.acceptOffer' }),
    );
    expect(offerless).toMatchObject({ details: { reason: 'event-not-accepted', state: 'prepared' } });
    expect(await storedEvents(claimId, 'complaint-1')).toEqual([]);
    expect((await storedComplaints(claimId))[0]).toMatchObject({ state: 'prepared', eventCount: 0 });
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('submitted');
  });

  it('records a retried event once, answers it the same, and refuses another event under its key', async () => {
    const { claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    await record(handler, claimId, 'complaint-1', { type: 'handler.send' });
    const key = randomUUID();
    const offer = { type: 'handler.recordOffer', offerPence: 90_000 };
    const [first, second] = await Promise.all([
      record(handler, claimId, 'complaint-1', offer, key),
      record(handler, claimId, 'complaint-1', offer, key),
    ]);
    const third = await record(handler, claimId, 'complaint-1', offer, key);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await storedEvents(claimId, 'complaint-1')).length).toBe(2);
    expect((await storedComplaints(claimId))[0]).toMatchObject({ state: 'offered', eventCount: 2 });

    const reused = await errorOf(
      record(handler, claimId, 'complaint-1', { ...offer, offerPence: 95_000 }, key),
    );
    expect(reused).toMatchObject({
      code: 'functions/already-exists',
      details: { reason: 'idempotency-conflict' },
    });
  });

  it('lets the claimant cancel within 14 days of signing, and moves the claim’s status with its complaints', async () => {
    const { claimant, claimId } = await submittedClaim();
    const cancelled = (await record(claimant, claimId, 'complaint-2', { type: 'claimant.cancel' })) as {
      data: { claimStatus: string; event: { by: { role: string } } };
    };
    expect(cancelled.data).toMatchObject({ claimStatus: 'in-progress', event: { by: { role: 'claimant' } } });
    await record(claimant, claimId, 'complaint-1', { type: 'claimant.cancel' });
    expect((await storedComplaints(claimId)).map((c) => c.state)).toEqual(['cancelled', 'cancelled']);
    expect((await adminDb().doc(`claims/${claimId}`).get()).get('status')).toBe('cancelled');
    // The signed copy stays available once the claim has moved on.
    const copy = (await claimant.call('downloadSignedLetter', { claimId })) as {
      data: { contentType: string };
    };
    expect(copy.data.contentType).toBe('application/pdf');
  });

  it('takes handlers’ events only from staff of the claim’s workspace, and the claimant’s only from the claimant', async () => {
    const { claimant, claimId } = await submittedClaim();
    const notStaff = await errorOf(record(claimant, claimId, 'complaint-1', { type: 'handler.send' }));
    expect(notStaff).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });

    const elsewhere = await staffCaller('handler', ['SGUK']);
    const otherWorkspace = await errorOf(record(elsewhere, claimId, 'complaint-1', { type: 'handler.send' }));
    expect(otherWorkspace).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });
    // The attempt is in the audit log, filed under both sides' workspaces.
    expect(await auditOf(claimId)).toContainEqual(
      expect.objectContaining({
        uid: elsewhere.uid,
        action: 'complaint.send',
        outcome: 'refused',
        workspaces: ['SGUK', 'Redress'],
        details: expect.objectContaining({ complaintId: 'complaint-1', reason: 'claim' }) as unknown,
      }),
    );

    const unknownRole = await staffCaller('admin', ['Redress']);
    const refusedRole = await errorOf(record(unknownRole, claimId, 'complaint-1', { type: 'handler.send' }));
    expect(refusedRole).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });

    const handler = await staffCaller('handler', ['Redress']);
    const forTheClaimant = await errorOf(
      record(handler, claimId, 'complaint-1', { type: 'claimant.cancel' }),
    );
    expect(forTheClaimant).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'not-claimant' },
    });
    const stranger = await anonymousCaller();
    const strangers = await errorOf(record(stranger, claimId, 'complaint-1', { type: 'claimant.cancel' }));
    expect(strangers).toMatchObject({ code: 'functions/not-found', details: { reason: 'claim' } });

    const missing = await errorOf(record(handler, claimId, 'complaint-9', { type: 'handler.send' }));
    expect(missing).toMatchObject({ code: 'functions/not-found', details: { reason: 'complaint' } });
    const system = await errorOf(record(handler, claimId, 'complaint-1', { type: 'system.responseOverdue' }));
    expect(system).toMatchObject({ code: 'functions/invalid-argument' });
    expect(system.message).toMatch(/^data\.event\.type: event\.type must be one of the lifecycle’s events/);
    expect(await storedEvents(claimId, 'complaint-1')).toEqual([]);
  });

  it('moves a complaint the lender has not answered by its due day to no response, once, as the system', async () => {
    const { claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const sent = (await record(handler, claimId, 'complaint-1', { type: 'handler.send' })) as {
      data: { complaint: { dueOn: string } };
    };
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' });
    await record(handler, claimId, 'complaint-2', { type: 'handler.recordRejection' });
    const onTheDueDay = Date.parse(`${sent.data.complaint.dueOn}T12:00:00Z`);
    await recordOverdueResponses(adminDb(), () => onTheDueDay);
    expect((await storedComplaints(claimId)).map((c) => c.state)).toEqual(['sent', 'rejected']);

    const dayAfter = onTheDueDay + 24 * 60 * 60 * 1000;
    await Promise.all([
      recordOverdueResponses(adminDb(), () => dayAfter),
      recordOverdueResponses(adminDb(), () => dayAfter),
    ]);
    expect((await storedComplaints(claimId)).map((c) => c.state)).toEqual(['noResponse', 'rejected']);
    const events = await storedEvents(claimId, 'complaint-1');
    expect(events.map((e) => [e.type, e.by, e.stateBefore, e.stateAfter])).toEqual([
      ['handler.send', { role: 'handler' }, 'prepared', 'sent'],
      ['system.responseOverdue', { role: 'system' }, 'sent', 'noResponse'],
    ]);
    // The handler may now refer it to the ombudsman, or record the lender's late answer.
    await record(handler, claimId, 'complaint-1', { type: 'handler.referToOmbudsman' });
    expect((await storedComplaints(claimId))[0]?.state).toBe('referred');
  });
});

describe('recordComplaintEvent at the desk: second factor, audit log and the claim’s summary', () => {
  it('refuses a handler signed in with a password alone, before anything is read or written', async () => {
    const { claimId } = await submittedClaim();
    const passwordOnly = await staffCaller('handler', ['Redress'], { secondFactor: false });
    const refused = await errorOf(record(passwordOnly, claimId, 'complaint-1', { type: 'handler.send' }));
    expect(refused).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'second-factor-required' },
    });
    expect(await storedEvents(claimId, 'complaint-1')).toEqual([]);
    expect((await storedComplaints(claimId))[0]).toMatchObject({ state: 'prepared', eventCount: 0 });
    expect(await auditOf(claimId)).toEqual([]);
  });

  it('writes each handler’s event to the audit log with the event, and a refused one as refused', async () => {
    const { claimant, claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    const key = randomUUID();
    await record(handler, claimId, 'complaint-1', { type: 'handler.send' }, key);
    // A retry is answered again, not audited again.
    await record(handler, claimId, 'complaint-1', { type: 'handler.send' }, key);
    await errorOf(record(handler, claimId, 'complaint-1', { type: 'handler.close' }));
    // The claimant's own decisions are not staff actions.
    await record(claimant, claimId, 'complaint-2', { type: 'claimant.cancel' });

    const entries = await auditOf(claimId);
    expect(entries).toEqual([
      {
        at: expect.any(Number) as number,
        uid: handler.uid,
        role: 'handler',
        action: 'complaint.send',
        claimId,
        workspaces: ['Redress'],
        outcome: 'ok',
        details: { complaintId: 'complaint-1', eventId: key, stateBefore: 'prepared', stateAfter: 'sent' },
      },
      {
        at: expect.any(Number) as number,
        uid: handler.uid,
        role: 'handler',
        action: 'complaint.close',
        claimId,
        workspaces: ['Redress'],
        outcome: 'refused',
        details: {
          complaintId: 'complaint-1',
          eventId: expect.any(String) as string,
          reason: 'event-not-accepted',
          state: 'sent',
        },
      },
    ]);
    const [event] = await storedEvents(claimId, 'complaint-1');
    expect(entries[0]?.at).toBe(event?.at);
  });

  it('keeps the claim’s responseDueAt: the end of the earliest due day among complaints awaiting a response', async () => {
    const { claimId } = await submittedClaim();
    const handler = await staffCaller('handler', ['Redress']);
    expect(await claimDoc(claimId)).toMatchObject({ status: 'submitted' });
    expect((await claimDoc(claimId))?.responseDueAt ?? null).toBeNull();

    const first = (await record(handler, claimId, 'complaint-1', { type: 'handler.send' })) as {
      data: { complaint: { dueOn: string } };
    };
    const dueAt = endOfUkDay(first.data.complaint.dueOn);
    expect(await claimDoc(claimId)).toMatchObject({ status: 'in-progress', responseDueAt: dueAt });
    await record(handler, claimId, 'complaint-2', { type: 'handler.send' });
    await record(handler, claimId, 'complaint-1', { type: 'handler.acknowledge' });
    expect((await claimDoc(claimId))?.responseDueAt).toBe(dueAt);

    // The first lender answers: the other's due date is the claim's.
    await record(handler, claimId, 'complaint-1', { type: 'handler.recordOffer', offerPence: 120_000 });
    const [, second] = await storedComplaints(claimId);
    expect((await claimDoc(claimId))?.responseDueAt).toBe(endOfUkDay(second!.dueOn!));

    // Past its due day with no answer, the response is still awaited: the claim stays overdue.
    const dayAfterDue = endOfUkDay(second!.dueOn!) + 12 * 60 * 60 * 1000;
    await recordOverdueResponses(adminDb(), () => dayAfterDue);
    expect((await storedComplaints(claimId))[1]?.state).toBe('noResponse');
    expect((await claimDoc(claimId))?.responseDueAt).toBe(endOfUkDay(second!.dueOn!));

    await record(handler, claimId, 'complaint-2', { type: 'handler.recordRejection' });
    expect((await claimDoc(claimId))?.responseDueAt).toBeNull();
  });
});
