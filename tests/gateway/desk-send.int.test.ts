import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintLetterFileName } from '../../contract/complaintLetter';
import {
  DeskSendComplaintResponseSchema,
  DeskSignedLetterDataSchema,
  type DeskSendComplaintData,
} from '../../contract/desk';
import { StoredComplaintSchema, StoredEventSchema } from '../../contract/lifecycle/stored';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { submittedClaim } from '../desk/claims';
import { refusalOf, staffCaller, type StaffCaller } from '../desk/staff';
import { readPdf } from '../support/pdf';
import { adminDb } from './support';

const send = async (caller: StaffCaller, claimId: string, idempotencyKey = randomUUID()) =>
  v.parse(
    DeskSendComplaintResponseSchema,
    await caller.call('deskSendComplaint', { claimId, complaintId: 'complaint-1', idempotencyKey }),
  ).data;

const signedLetter = async (caller: StaffCaller, claimId: string) =>
  v.parse(v.object({ data: DeskSignedLetterDataSchema }), await caller.call('deskSignedLetter', { claimId }))
    .data;

const auditOf = async (claimId: string) =>
  (await adminDb().collection('audit').where('claimId', '==', claimId).get()).docs.map(
    (d) => d.data() as AuditRecord,
  );

const eventsOf = async (claimId: string) =>
  (await adminDb().collection(`claims/${claimId}/events`).get()).docs.map((d) =>
    v.parse(StoredEventSchema, d.data()),
  );

const complaintOf = async (claimId: string) =>
  v.parse(
    StoredComplaintSchema,
    (await adminDb().doc(`claims/${claimId}/complaints/complaint-1`).get()).data(),
  );

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** The text of some pages of a PDF, copied into a PDF of their own. */
async function textOfPages(pdf: PDFDocument, from: number, to: number): Promise<string> {
  const part = await PDFDocument.create();
  const pages = await part.copyPages(
    pdf,
    Array.from({ length: to - from }, (_, i) => from + i),
  );
  for (const page of pages) part.addPage(page);
  return (await readPdf(await part.save())).text;
}

let handler: StaffCaller;
let otherHandler: StaffCaller;

beforeAll(async () => {
  [handler, otherHandler] = await Promise.all([
    staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
    staffCaller({ role: 'handler', workspaces: ['Redress', 'Complex365'] }),
  ]);
});

describe('deskSendComplaint', () => {
  it('answers the complaint letter with the signed letter of authority’s pages attached, and records the send', async () => {
    const claim = await submittedClaim('SGUK');
    const { lender } = await complaintOf(claim.claimId);
    const sent: DeskSendComplaintData = await send(handler, claim.claimId);

    expect(sent).toMatchObject({
      claimId: claim.claimId,
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
    expect(sent.letter.fileName).toBe(complaintLetterFileName(claim.reference, lender));
    expect(sent.letter.fileName).not.toContain(claim.applicant.lastName);

    const letter = await PDFDocument.load(bytesOf(sent.letter.pdf));
    const authorityBytes = bytesOf((await signedLetter(handler, claim.claimId)).pdf);
    const authority = await PDFDocument.load(authorityBytes);
    const letterPages = letter.getPageCount() - authority.getPageCount();
    expect(letterPages).toBeGreaterThanOrEqual(1);
    // The letter's own pages, then the letter of authority's, page for page.
    const own = await textOfPages(letter, 0, letterPages);
    expect(own).toContain(lender);
    expect(own).toContain(claim.reference);
    expect(own).toContain('Financial Ombudsman Service');
    expect(own).toContain('SGUK Legal LLP (sample)');
    expect(await textOfPages(letter, letterPages, letter.getPageCount())).toBe(
      (await readPdf(authorityBytes)).text,
    );

    // Stored as recordComplaintEvent stores it: the complaint, the claim, the event and its audit entry.
    const complaint = await complaintOf(claim.claimId);
    expect(complaint).toMatchObject({ state: 'sent', eventCount: 1, dueOn: sent.complaint.dueOn });
    const stored = (await adminDb().doc(`claims/${claim.claimId}`).get()).data();
    expect(stored).toMatchObject({ status: 'in-progress' });
    expect(stored?.responseDueAt).toEqual(expect.any(Number));
    expect((await eventsOf(claim.claimId)).map((e) => e.type)).toEqual(['handler.send']);
    const entries = (await auditOf(claim.claimId)).filter((e) => e.action === 'complaint.send');
    expect(entries).toEqual([
      expect.objectContaining({
        uid: handler.uid,
        outcome: 'ok',
        workspaces: ['SGUK'],
        details: expect.objectContaining({ eventId: sent.event.id, complaintId: 'complaint-1' }) as object,
      }),
    ]);
  });

  it('records the send once when retried with the same key, and answers the same letter', async () => {
    const claim = await submittedClaim('SGUK');
    const key = randomUUID();
    const first = await send(handler, claim.claimId, key);
    const again = await send(handler, claim.claimId, key);
    expect(again.event).toEqual(first.event);
    expect(again.letter).toEqual(first.letter);
    expect(await eventsOf(claim.claimId)).toHaveLength(1);
    expect((await complaintOf(claim.claimId)).eventCount).toBe(1);
    expect((await auditOf(claim.claimId)).filter((e) => e.action === 'complaint.send')).toHaveLength(1);
  });

  it('refuses a complaint already sent, naming its state, and audits the refusal', async () => {
    const claim = await submittedClaim('SGUK');
    await send(handler, claim.claimId);
    const refusal = await refusalOf(
      handler.call('deskSendComplaint', {
        claimId: claim.claimId,
        complaintId: 'complaint-1',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'event-not-accepted', state: 'sent' },
    });
    expect(refusal.message).toContain('The complaint’s state is sent');
    expect(await eventsOf(claim.claimId)).toHaveLength(1);
    const refused = (await auditOf(claim.claimId)).filter(
      (e) => e.action === 'complaint.send' && e.outcome === 'refused',
    );
    expect(refused).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ reason: 'event-not-accepted' }) as object,
      }),
    ]);
  });

  it('answers a handler of other workspaces as for a missing claim, and sends nothing', async () => {
    const claim = await submittedClaim('SGUK');
    const refusal = await refusalOf(
      otherHandler.call('deskSendComplaint', {
        claimId: claim.claimId,
        complaintId: 'complaint-1',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(refusal).toMatchObject({ code: 'functions/not-found' });
    expect((await complaintOf(claim.claimId)).state).toBe('prepared');
    expect(await eventsOf(claim.claimId)).toEqual([]);
  });

  it('refuses staff signed in with their password alone, and claimants', async () => {
    const claim = await submittedClaim('SGUK');
    const passwordOnly = await staffCaller({ role: 'handler', workspaces: ['SGUK'], secondFactor: false });
    const request = { claimId: claim.claimId, complaintId: 'complaint-1', idempotencyKey: randomUUID() };
    expect(await refusalOf(passwordOnly.call('deskSendComplaint', request))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'second-factor-required' },
    });
    await expect(claim.claimant.call('deskSendComplaint', request)).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    expect((await complaintOf(claim.claimId)).state).toBe('prepared');
  });
});

describe('recordComplaintEvent and handler.send', () => {
  const asEvent = (claimId: string, idempotencyKey = randomUUID()) => ({
    claimId,
    complaintId: 'complaint-1',
    idempotencyKey,
    event: { type: 'handler.send' },
  });

  it('refuses to mark a complaint sent without its letter, pointing staff to Send complaint; writes nothing but the audit entry', async () => {
    const claim = await submittedClaim('SGUK');
    const key = randomUUID();
    const refusal = await refusalOf(handler.call('recordComplaintEvent', asEvent(claim.claimId, key)));
    expect(refusal).toMatchObject({
      code: 'functions/failed-precondition',
      details: { reason: 'send-with-letter' },
    });
    expect(refusal.message).toContain('use “Send complaint” at the desk');
    expect(await complaintOf(claim.claimId)).toMatchObject({
      state: 'prepared',
      eventCount: 0,
      sentOn: null,
    });
    expect(await eventsOf(claim.claimId)).toEqual([]);
    const stored = (await adminDb().doc(`claims/${claim.claimId}`).get()).data();
    expect(stored).toMatchObject({ status: 'submitted' });
    const mails = await adminDb().collection('mail').where('claimId', '==', claim.claimId).get();
    expect(mails.docs.filter((d) => d.id.startsWith('claim-event-'))).toEqual([]);
    expect((await auditOf(claim.claimId)).filter((e) => e.action === 'complaint.send')).toEqual([
      {
        at: expect.any(Number) as number,
        uid: handler.uid,
        role: 'handler',
        action: 'complaint.send',
        claimId: claim.claimId,
        workspaces: ['SGUK'],
        outcome: 'refused',
        details: { complaintId: 'complaint-1', eventId: key, reason: 'send-with-letter' },
      },
    ]);

    // Sent at the desk, with its letter, the complaint moves on.
    const sent = await send(handler, claim.claimId);
    expect(sent.complaint.state).toBe('sent');
  });

  it('refuses a retry of the desk’s send through recordComplaintEvent, which answers no letter', async () => {
    const claim = await submittedClaim('SGUK');
    const key = randomUUID();
    await send(handler, claim.claimId, key);
    const retry = await refusalOf(handler.call('recordComplaintEvent', asEvent(claim.claimId, key)));
    expect(retry).toMatchObject({ details: { reason: 'send-with-letter' } });
    expect(await eventsOf(claim.claimId)).toHaveLength(1);
  });

  it('answers anyone else as for any handler’s event: the claimant as not staff, other workspaces as no claim', async () => {
    const claim = await submittedClaim('SGUK');
    await expect(claim.claimant.call('recordComplaintEvent', asEvent(claim.claimId))).rejects.toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    expect(await refusalOf(otherHandler.call('recordComplaintEvent', asEvent(claim.claimId)))).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'claim' },
    });
    expect((await complaintOf(claim.claimId)).state).toBe('prepared');
  });
});

describe('deskSignedLetter', () => {
  it('gives a handler of the claim’s workspace the signed letter, and audits the download', async () => {
    const claim = await submittedClaim('SGUK');
    const letter = await signedLetter(handler, claim.claimId);
    expect(letter).toMatchObject({
      claimId: claim.claimId,
      reference: claim.reference,
      fileName: `letter-of-authority-${claim.reference}.pdf`,
    });
    const { text } = await readPdf(bytesOf(letter.pdf));
    expect(text).toContain(`Claim reference ${claim.reference}`);
    expect(await auditOf(claim.claimId)).toContainEqual({
      at: expect.any(Number) as number,
      uid: handler.uid,
      role: 'handler',
      action: 'claim.signedLetter',
      claimId: claim.claimId,
      workspaces: ['SGUK'],
      outcome: 'ok',
      details: {},
    });
  });

  it('answers other workspaces’ handlers as for a missing claim, logged as refused; refuses a password alone', async () => {
    const claim = await submittedClaim('SGUK');
    expect(await refusalOf(otherHandler.call('deskSignedLetter', { claimId: claim.claimId }))).toMatchObject({
      code: 'functions/not-found',
    });
    expect(await auditOf(claim.claimId)).toContainEqual(
      expect.objectContaining({
        uid: otherHandler.uid,
        action: 'claim.signedLetter',
        outcome: 'refused',
        workspaces: ['Redress', 'Complex365', 'SGUK'],
      }),
    );
    const passwordOnly = await staffCaller({ role: 'handler', workspaces: ['SGUK'], secondFactor: false });
    expect(await refusalOf(passwordOnly.call('deskSignedLetter', { claimId: claim.claimId }))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'second-factor-required' },
    });
  });
});
