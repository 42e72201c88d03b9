// The letters on a claim (decision 272): the lender's response uploaded at the desk as a PDF, and
// the complaint letter sent, downloaded by the claim's owner and its workspace's staff, refused to
// anyone else; every upload and download audited; a file over the limit, not a PDF, or not
// readable as one gets its sentence and nothing is stored.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_NOT_SENT_MESSAGE,
  LETTER_UNREADABLE_MESSAGE,
  complaintLetterId,
  letterTooLargeMessage,
} from '../../contract/letters';
import { submittedClaim } from '../desk/claims';
import { GatewayRefusal, refusalOf, staffCaller, type StaffCaller } from '../desk/staff';
import { emulatorHost, projectId } from '../support/emulators';
import { readPdf } from '../support/pdf';
import {
  auditOf,
  bytesOf,
  deskDownload,
  deskLetters,
  responsePdf,
  sentClaim,
  storedFiles,
  upload,
  uploaded,
} from './letters';
import { errorOf } from './support';

// The letters' downloads on “Your claims” are in letters-your-claims.int.test.ts.

/**
 * The gateway called as callWithToken calls it, on a connection of its own: the emulator closes a
 * kept-alive connection after 5 s idle, and a request of several megabytes written on one it is
 * closing fails before the gateway sees it.
 */
function callOnNewConnection(caller: StaffCaller, functionName: string, data: unknown): Promise<unknown> {
  const { host, port } = emulatorHost('FUNCTIONS_EMULATOR_HOST');
  const body = JSON.stringify({ data: { functionName, data } });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host,
        port,
        path: `/${projectId}/europe-west2/gateway`,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${caller.idToken}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            result?: unknown;
            error?: { status: string; message: string; details?: { reason?: string } };
          };
          if (!json.error) return resolve(json.result);
          const code = `functions/${json.error.status.toLowerCase().replace(/_/g, '-')}`;
          reject(new GatewayRefusal(code, json.error.message, json.error.details));
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

let handler: StaffCaller;
let supervisor: StaffCaller;
let otherHandler: StaffCaller;

beforeAll(async () => {
  [handler, supervisor, otherHandler] = await Promise.all([
    staffCaller({ role: 'handler', workspaces: ['SGUK'] }),
    staffCaller({ role: 'supervisor', workspaces: ['SGUK'] }),
    staffCaller({ role: 'handler', workspaces: ['Redress', 'Complex365'] }),
  ]);
});

describe('deskUploadLenderResponse', () => {
  it('keeps the lender’s response on the claim, lists it at the desk and audits the upload', async () => {
    const claim = await sentClaim(handler);
    const pdf = await responsePdf();
    const letter = await uploaded(handler, claim.claimId, pdf);

    expect(letter).toMatchObject({
      claimId: claim.claimId,
      complaintId: 'complaint-1',
      kind: 'lender-response',
      size: pdf.length,
    });
    expect(letter.fileName).toMatch(new RegExp(`^response-${claim.reference}-.+\\.pdf$`));
    expect(letter.fileName).not.toContain(claim.applicant.lastName);
    // The desk lists the complaint letter sent and the response, oldest first.
    expect((await deskLetters(supervisor, claim.claimId)).map((l) => [l.kind, l.letterId])).toEqual([
      ['complaint-letter', complaintLetterId('complaint-1')],
      ['lender-response', letter.letterId],
    ]);
    const download = await deskDownload(supervisor, claim.claimId, letter.letterId);
    expect(bytesOf(download.pdf)).toEqual(pdf);
    expect((await readPdf(bytesOf(download.pdf))).text).toContain('Our final response to your complaint');

    expect(await auditOf(claim.claimId, 'letter.upload')).toEqual([
      expect.objectContaining({
        uid: handler.uid,
        role: 'handler',
        outcome: 'ok',
        workspaces: ['SGUK'],
        details: {
          complaintId: 'complaint-1',
          letterId: letter.letterId,
          kind: 'lender-response',
          size: pdf.length,
        },
      }),
    ]);
    expect(await auditOf(claim.claimId, 'letter.download')).toEqual([
      expect.objectContaining({
        uid: supervisor.uid,
        role: 'supervisor',
        outcome: 'ok',
        details: { letterId: letter.letterId, kind: 'lender-response' },
      }),
    ]);
  });

  it('stores a retried upload once, with one audit entry', async () => {
    const claim = await sentClaim(handler);
    const pdf = await responsePdf();
    const idempotencyKey = randomUUID();
    const first = await uploaded(handler, claim.claimId, pdf, { idempotencyKey });
    const again = await uploaded(handler, claim.claimId, pdf, { idempotencyKey });
    expect(again).toEqual(first);
    expect((await storedFiles(claim.claimId)).files).toEqual([
      complaintLetterId('complaint-1'),
      first.letterId,
    ]);
    expect(await auditOf(claim.claimId, 'letter.upload')).toHaveLength(1);
    // The same key with another file is a mistake the desk is told about; nothing changes.
    const other = await errorOf(
      upload(handler, claim.claimId, await responsePdf('Another letter'), { idempotencyKey }),
    );
    expect(other).toMatchObject({ details: { reason: 'idempotency-conflict' } });
  });

  it('refuses a file over the limit with its size and the limit, and stores nothing', async () => {
    const claim = await sentClaim(handler);
    const before = await storedFiles(claim.claimId);
    const pdf = await responsePdf();
    // A real PDF made larger than the limit by a comment after its end, as a large scan would be.
    const tooLarge = new Uint8Array(LETTER_MAX_BYTES + 1);
    tooLarge.set(pdf);
    tooLarge.fill(0x25, pdf.length);
    const refusal = await refusalOf(
      upload({ call: (name, data) => callOnNewConnection(handler, name, data) }, claim.claimId, tooLarge),
    );
    expect(refusal).toMatchObject({
      code: 'functions/out-of-range',
      message: letterTooLargeMessage(tooLarge.length),
      details: { reason: 'letter-too-large' },
    });
    expect(refusal.message).toContain('The largest letter the desk keeps is 5 MB');
    expect(await storedFiles(claim.claimId)).toEqual(before);
    expect(before.files).toEqual([complaintLetterId('complaint-1')]);
    expect(await auditOf(claim.claimId, 'letter.upload')).toEqual([
      expect.objectContaining({
        outcome: 'refused',
        details: expect.objectContaining({ reason: 'letter-too-large', size: tooLarge.length }) as object,
      }),
    ]);
  });

  it('refuses a file that is not a PDF, by its type or by its bytes, and stores nothing', async () => {
    const claim = await sentClaim(handler);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const asImage = await refusalOf(upload(handler, claim.claimId, png, { contentType: 'image/png' }));
    const renamed = await refusalOf(upload(handler, claim.claimId, png));
    const pdfAsWord = await refusalOf(
      upload(handler, claim.claimId, await responsePdf(), { contentType: 'application/msword' }),
    );
    for (const refusal of [asImage, renamed, pdfAsWord]) {
      expect(refusal).toMatchObject({
        code: 'functions/invalid-argument',
        message: LETTER_NOT_PDF_MESSAGE,
        details: { reason: 'letter-not-pdf' },
      });
    }
    expect((await storedFiles(claim.claimId)).files).toEqual([complaintLetterId('complaint-1')]);
    expect((await auditOf(claim.claimId, 'letter.upload')).map((e) => e.outcome)).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
  });

  it('refuses bytes that say they are a PDF but do not read as one, and stores nothing', async () => {
    const claim = await sentClaim(handler);
    const whole = await responsePdf();
    for (const bytes of [
      Buffer.from('%PDF-1.7\nThis is a letter typed into a text file.\n%%EOF\n'),
      // Cut off half-way, as an upload that failed part-way would be.
      whole.subarray(0, Math.floor(whole.length / 2)),
    ]) {
      expect(await refusalOf(upload(handler, claim.claimId, bytes))).toMatchObject({
        code: 'functions/invalid-argument',
        message: LETTER_UNREADABLE_MESSAGE,
        details: { reason: 'letter-unreadable' },
      });
    }
    expect((await storedFiles(claim.claimId)).files).toEqual([complaintLetterId('complaint-1')]);
  });

  it('refuses a response to a complaint not yet sent', async () => {
    const claim = await submittedClaim('SGUK');
    expect(await refusalOf(upload(handler, claim.claimId, await responsePdf()))).toMatchObject({
      code: 'functions/failed-precondition',
      message: LETTER_NOT_SENT_MESSAGE,
      details: { reason: 'complaint-not-sent' },
    });
    expect((await storedFiles(claim.claimId)).files).toEqual([]);
  });

  it('answers a handler of another workspace as for a missing claim, stores nothing and audits the attempt', async () => {
    const claim = await sentClaim(handler);
    expect(await refusalOf(upload(otherHandler, claim.claimId, await responsePdf()))).toMatchObject({
      code: 'functions/not-found',
      details: { reason: 'claim' },
    });
    expect((await storedFiles(claim.claimId)).files).toEqual([complaintLetterId('complaint-1')]);
    expect(await auditOf(claim.claimId, 'letter.upload')).toEqual([
      expect.objectContaining({ uid: otherHandler.uid, outcome: 'refused' }),
    ]);
  });

  it('refuses claimants and staff signed in with their password alone', async () => {
    const claim = await sentClaim(handler);
    const pdf = await responsePdf();
    expect(await errorOf(upload(claim.claimant, claim.claimId, pdf))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'staff-only' },
    });
    const passwordOnly = await staffCaller({ role: 'handler', workspaces: ['SGUK'], secondFactor: false });
    expect(await refusalOf(upload(passwordOnly, claim.claimId, pdf))).toMatchObject({
      code: 'functions/permission-denied',
      details: { reason: 'second-factor-required' },
    });
    expect((await storedFiles(claim.claimId)).files).toEqual([complaintLetterId('complaint-1')]);
  });
});
