// What the letters tests share (decision 272): a lender's response as a PDF, the calls that upload,
// list and download letters, what the store holds and audits for a claim, and a claim whose
// complaint a handler has sent.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import * as v from 'valibot';
import { DeskClaimResponseSchema, DeskSendComplaintResponseSchema } from '../../contract/desk';
import {
  DeskUploadLenderResponseResponseSchema,
  LetterFileResponseSchema,
  ListClaimLettersResponseSchema,
} from '../../contract/letters';
import type { AuditRecord } from '../../functions/src/desk/audit';
import { submittedClaim } from '../desk/claims';
import type { StaffCaller } from '../desk/staff';
import { adminDb, type Caller } from './support';

/** A lender's response as a lender's system would make it: a page of text, as a PDF. */
export async function responsePdf(words = 'Our final response to your complaint'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(words, { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const bytesOf = (pdf: string) => new Uint8Array(Buffer.from(pdf, 'base64'));

export const upload = (
  caller: Pick<Caller, 'call'>,
  claimId: string,
  pdf: Uint8Array,
  overrides: object = {},
) =>
  caller.call('deskUploadLenderResponse', {
    claimId,
    complaintId: 'complaint-1',
    idempotencyKey: randomUUID(),
    contentType: 'application/pdf',
    pdf: base64(pdf),
    ...overrides,
  });

export const uploaded = async (
  caller: StaffCaller,
  claimId: string,
  pdf: Uint8Array,
  overrides: object = {},
) =>
  v.parse(DeskUploadLenderResponseResponseSchema, await upload(caller, claimId, pdf, overrides)).data.letter;

export const lettersOf = async (claimant: Caller) =>
  v.parse(ListClaimLettersResponseSchema, await claimant.call('listClaimLetters', {})).data.letters;

export const claimantDownload = async (claimant: Caller, claimId: string, letterId: string) =>
  v.parse(LetterFileResponseSchema, await claimant.call('downloadClaimLetter', { claimId, letterId })).data;

export const deskDownload = async (caller: StaffCaller, claimId: string, letterId: string) =>
  v.parse(LetterFileResponseSchema, await caller.call('deskDownloadLetter', { claimId, letterId })).data;

export const deskLetters = async (caller: StaffCaller, claimId: string) =>
  v.parse(DeskClaimResponseSchema, await caller.call('deskOpenClaim', { claimId })).data.letters;

/** The files the store holds for a claim, and their chunks, as the gateway sees them. */
export async function storedFiles(claimId: string) {
  const files = await adminDb().collection(`claims/${claimId}/files`).get();
  const chunks = await Promise.all(files.docs.map((file) => file.ref.collection('chunks').get()));
  return { files: files.docs.map((file) => file.id), chunks: chunks.reduce((n, c) => n + c.size, 0) };
}

export const auditOf = async (claimId: string, action: string) =>
  (await adminDb().collection('audit').where('claimId', '==', claimId).get()).docs
    .map((d) => d.data() as AuditRecord)
    .filter((entry) => entry.action === action);

/** A claim in SGUK whose first complaint a handler has sent: its complaint letter is on the claim. */
export async function sentClaim(handler: StaffCaller) {
  const claim = await submittedClaim('SGUK');
  const sent = v.parse(
    DeskSendComplaintResponseSchema,
    await handler.call('deskSendComplaint', {
      claimId: claim.claimId,
      complaintId: 'complaint-1',
      idempotencyKey: randomUUID(),
    }),
  ).data;
  return { ...claim, sent };
}
