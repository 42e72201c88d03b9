import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DeskAddNoteResponseSchema,
  DeskClaimResponseSchema,
  DeskReadAuditResponseSchema,
  type DeskAddNoteData,
  type DeskClaimData,
  type DeskReadAuditData,
} from '../../contract/desk';
import { endOfUkDay, responseDueOn } from '../../contract/lifecycle/dates';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { generalRouteClaim, submittedClaim } from '../desk/claims';
import { refusalOf, staffCaller, type StaffCaller } from '../desk/staff';
import { adminDb, anonymousCaller, startCheck } from './support';

// Each answer is read as the desk will read it: through the contract's schema.
const open = async (caller: StaffCaller, claimId: string): Promise<DeskClaimData> =>
  v.parse(DeskClaimResponseSchema, await caller.call('deskOpenClaim', { claimId })).data;
const addNote = async (
  caller: StaffCaller,
  claimId: string,
  text: string,
  idempotencyKey = randomUUID(),
): Promise<DeskAddNoteData> =>
  v.parse(DeskAddNoteResponseSchema, await caller.call('deskAddNote', { claimId, idempotencyKey, text }))
    .data;
const readAudit = async (caller: StaffCaller, request: Record<string, unknown>): Promise<DeskReadAuditData> =>
  v.parse(DeskReadAuditResponseSchema, await caller.call('deskReadAudit', request)).data;
const auditOf = async (claimId: string) =>
  (await adminDb().collection('audit').where('claimId', '==', claimId).get()).docs.map(
    (d) => d.data() as AuditRecord,
  );

let handler: StaffCaller;
let otherHandler: StaffCaller;
let claim: Awaited<ReturnType<typeof submittedClaim>>;

beforeAll(async () => {
  [handler, otherHandler, claim] = await Promise.all([
    staffCaller({ role: 'handler', workspaces: ['Complex365'] }),
    staffCaller({ role: 'handler', workspaces: ['Redress', 'SGUK'] }),
    submittedClaim('Complex365'),
  ]);
});

describe('deskOpenClaim', () => {
  it('shows a handler of the claim’s workspace the answers, agreements and complaints, and audits the opening first', async () => {
    const opened = await open(handler, claim.claimId);
    expect(opened).toMatchObject({
      claimId: claim.claimId,
      reference: claim.reference,
      workspace: 'Complex365',
      status: 'submitted',
      applicant: {
        firstName: claim.applicant.firstName,
        lastName: claim.applicant.lastName,
        dateOfBirth: claim.applicant.dateOfBirth,
      },
      answers: { otherFirmInstructed: false, currentAddress: { postcode: 'SW1A 1AA', movedIn: '2010-03' } },
      complaints: [
        {
          complaintId: 'complaint-1',
          state: 'prepared',
          sentOn: null,
          dueOn: null,
          // Only the handlers' events the machine accepts in this state: the desk offers these.
          acceptedEvents: ['handler.send', 'handler.withdraw'],
          events: [],
        },
      ],
      responseDueAt: null,
      signature: { kind: 'typed' },
      referral: { utmSource: 'newsletter' },
      notes: [],
    });
    expect(opened.agreements).toHaveLength(1);
    expect(opened.agreements[0]).toMatchObject({ source: 'creditFile' });
    expect(JSON.stringify(opened)).not.toContain('"name"');

    const entries = await auditOf(claim.claimId);
    expect(entries).toContainEqual({
      at: expect.any(Number) as number,
      uid: handler.uid,
      role: 'handler',
      action: 'claim.open',
      claimId: claim.claimId,
      workspaces: ['Complex365'],
      outcome: 'ok',
      details: {},
    });
  });

  it('shows each complaint’s timeline, state, due date and the actions its state now allows', async () => {
    const ours = await generalRouteClaim('Complex365');
    const key = randomUUID();
    await handler.call('deskSendComplaint', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: key,
    });
    await handler.call('recordComplaintEvent', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
      event: { type: 'handler.recordOffer', offerPence: 150_000 },
    });
    const opened = await open(handler, ours.claimId);
    expect(opened.status).toBe('in-progress');
    // The offer ended the wait for a response: nothing is due.
    expect(opened.responseDueAt).toBeNull();
    const [complaint] = opened.complaints;
    expect(complaint).toMatchObject({
      complaintId: 'complaint-1',
      state: 'offered',
      offerPence: 150_000,
      acceptedEvents: ['handler.withdraw'],
    });
    // On the general route the lender's final response is due 8 weeks after sending.
    expect(complaint?.dueOn).toBe(responseDueOn(complaint!.sentOn!));
    expect(complaint?.events.map((e) => [e.seq, e.type, e.by, e.stateBefore, e.stateAfter])).toEqual([
      [1, 'handler.send', { uid: handler.uid, role: 'handler' }, 'prepared', 'sent'],
      [2, 'handler.recordOffer', { uid: handler.uid, role: 'handler' }, 'sent', 'offered'],
    ]);
    expect(complaint?.events[0]?.eventId).toBe(key);
    expect(complaint?.events[1]?.data).toEqual({ offerPence: 150_000 });
  });

  it('gives a claim awaiting a lender’s response its due date, as the list’s overdue filter reads it', async () => {
    const ours = await generalRouteClaim('Complex365');
    const sent = (await handler.call('deskSendComplaint', {
      claimId: ours.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
    })) as { data: { complaint: { dueOn: string } } };
    const opened = await open(handler, ours.claimId);
    expect(opened.responseDueAt).toBe(new Date(endOfUkDay(sent.data.complaint.dueOn)).toISOString());
    expect(opened.complaints[0]?.acceptedEvents).toEqual([
      'handler.acknowledge',
      'handler.recordOffer',
      'handler.recordRejection',
      'handler.withdraw',
    ]);
  });

  it('answers a handler of other workspaces as if the claim did not exist, and logs the attempt as refused', async () => {
    const refusal = await refusalOf(otherHandler.call('deskOpenClaim', { claimId: claim.claimId }));
    expect(refusal).toMatchObject({ code: 'functions/not-found' });
    const entries = await auditOf(claim.claimId);
    expect(entries).toContainEqual(
      expect.objectContaining({
        uid: otherHandler.uid,
        action: 'claim.open',
        outcome: 'refused',
        workspaces: ['Redress', 'SGUK', 'Complex365'],
      }),
    );
  });

  it('does not open a claim that has not been submitted', async () => {
    const { claimId } = await startCheck(await anonymousCaller());
    const anyWorkspace = await staffCaller({
      role: 'handler',
      workspaces: ['Redress', 'SGUK', 'SGUKINTERNAL', 'Complex365'],
    });
    expect(await refusalOf(anyWorkspace.call('deskOpenClaim', { claimId }))).toMatchObject({
      code: 'functions/not-found',
    });
  });
});

describe('deskAddNote: internal notes', () => {
  it('adds a note the desk shows with the claim, once however often the call is retried', async () => {
    const key = randomUUID();
    const added = await addNote(handler, claim.claimId, '  Lender asked for a copy of the letter.  ', key);
    expect(added.note).toMatchObject({
      text: 'Lender asked for a copy of the letter.',
      uid: handler.uid,
      role: 'handler',
    });
    const again = await addNote(handler, claim.claimId, 'Lender asked for a copy of the letter.', key);
    expect(again.note).toEqual(added.note);
    const opened = await open(handler, claim.claimId);
    expect(opened.notes.filter((n) => n.noteId === added.note.noteId)).toHaveLength(1);

    const refusal = await refusalOf(
      handler.call('deskAddNote', { claimId: claim.claimId, idempotencyKey: key, text: 'Something else' }),
    );
    expect(refusal).toMatchObject({ code: 'functions/already-exists' });
  });

  it('puts the note in the audit log by its id, not its words', async () => {
    const { note } = await addNote(handler, claim.claimId, 'Claimant prefers a call after 5pm.');
    const entry = (await auditOf(claim.claimId)).find(
      (e) => e.action === 'note.add' && e.details.noteId === note.noteId,
    );
    expect(entry).toMatchObject({
      uid: handler.uid,
      role: 'handler',
      outcome: 'ok',
      workspaces: ['Complex365'],
    });
    expect(JSON.stringify(entry)).not.toContain('5pm');
  });

  it('refuses a note on another workspace’s claim and writes nothing', async () => {
    const before = await adminDb().collection(`claims/${claim.claimId}/notes`).count().get();
    const refusal = await refusalOf(
      otherHandler.call('deskAddNote', {
        claimId: claim.claimId,
        idempotencyKey: randomUUID(),
        text: 'Not mine',
      }),
    );
    expect(refusal).toMatchObject({ code: 'functions/not-found' });
    const after = await adminDb().collection(`claims/${claim.claimId}/notes`).count().get();
    expect(after.data().count).toBe(before.data().count);
  });

  it('refuses an empty note with the field’s message', async () => {
    const refusal = await refusalOf(
      handler.call('deskAddNote', { claimId: claim.claimId, idempotencyKey: randomUUID(), text: '   ' }),
    );
    expect(refusal).toMatchObject({ code: 'functions/invalid-argument' });
    expect(refusal.message).toContain('Enter the note');
  });
});

describe('deskReadAudit: supervisors only', () => {
  it('shows a supervisor of the workspace who opened the claim and who added notes, newest first', async () => {
    const mark = await addNote(handler, claim.claimId, 'For the supervisor.');
    const supervisor = await staffCaller({ role: 'supervisor', workspaces: ['Complex365'] });
    const { entries } = await readAudit(supervisor, { claimId: claim.claimId });
    expect(entries[0]).toMatchObject({
      uid: handler.uid,
      action: 'note.add',
      details: { noteId: mark.note.noteId },
    });
    expect(entries.map((e) => e.action)).toContain('claim.open');
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.some((e) => e.uid === otherHandler.uid && e.outcome === 'refused')).toBe(true);
  });

  it('pages the log, and records each reading of it', async () => {
    const supervisor = await staffCaller({ role: 'supervisor', workspaces: ['Complex365'] });
    await open(handler, claim.claimId);
    const first = await readAudit(supervisor, { claimId: claim.claimId, pageSize: 2 });
    expect(first.entries).toHaveLength(2);
    const second = await readAudit(supervisor, {
      claimId: claim.claimId,
      pageSize: 2,
      cursor: first.nextCursor,
    });
    const seen = [...first.entries, ...second.entries].map((e) => e.entryId);
    expect(new Set(seen).size).toBe(seen.length);
    const readings = await readAudit(supervisor, { staffUid: supervisor.uid });
    expect(readings.entries.filter((e) => e.action === 'audit.read')).toHaveLength(2);
  });

  it('keeps a supervisor to their workspaces’ entries', async () => {
    const elsewhere = await staffCaller({ role: 'supervisor', workspaces: ['SGUKINTERNAL'] });
    const { entries } = await readAudit(elsewhere, { claimId: claim.claimId });
    expect(entries).toEqual([]);
  });

  it('refuses a handler', async () => {
    expect(await refusalOf(handler.call('deskReadAudit', {}))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'supervisor-only' },
    });
  });
});
