// Letters on a claim (decision 272): the complaint letter the firm sent a lender on the claimant's
// behalf, and the lender's response, which the desk uploads as a PDF. The claim's owner downloads
// both from "Your claims", the claim's workspace staff from the desk; the gateway keeps the files
// (functions/src/files/store.ts), audits every upload and download, and no client reads them
// directly. This module holds what the gateway, the desk and the claimant's page share: the
// schemas, the limit and the words of each refusal.
import * as v from 'valibot';
import { lenderFileNamePart } from './complaintLetter.js';
import { ClaimIdSchema, ComplaintIdSchema, IdempotencyKeySchema } from './requests.js';

/** The complaint letter the firm sent, made by deskSendComplaint; the lender's response, uploaded. */
export const LETTER_KINDS = ['complaint-letter', 'lender-response'] as const;
export const LetterKindSchema = v.picklist(LETTER_KINDS);
export type LetterKind = v.InferOutput<typeof LetterKindSchema>;

/** The one type of file a letter is. */
export const LETTER_CONTENT_TYPE = 'application/pdf';

/**
 * The largest lender's response the desk keeps: 5 MB (5 × 1024 × 1024 bytes). A letter of a few
 * pages scanned in colour at 300 dpi fits; a larger scan is refused with a sentence saying what to do.
 */
export const LETTER_MAX_BYTES = 5 * 1024 * 1024;

/** "5 MB", "7.2 MB", "0.4 MB": a size as the desk's messages give it, to a tenth of a megabyte. */
export function megabytes(bytes: number): string {
  return `${String(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/** "48 KB", "1.2 MB": a letter's size as the desk and "Your claims" list it (decision 275). */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${String(Math.max(1, Math.round(bytes / 1024)))} KB` : megabytes(bytes);
}

/** Why the gateway refused an upload or a download of a letter, sent as the error's `details.reason`. */
export const LETTER_REFUSALS = {
  tooLarge: 'letter-too-large',
  notPdf: 'letter-not-pdf',
  unreadable: 'letter-unreadable',
  notSent: 'complaint-not-sent',
  /** No letter with this id on this claim, or one the caller may not read: the same answer. */
  missing: 'letter',
} as const;

export function letterTooLargeMessage(size: number): string {
  // A file just over the limit rounds to it: "more than 5 MB" then, never "5 MB … at most 5 MB".
  const limit = megabytes(LETTER_MAX_BYTES);
  const shown = megabytes(size) === limit ? `more than ${limit}` : megabytes(size);
  return (
    `This file is ${shown}. The largest letter the desk keeps is ${limit}: ` +
    'scan the letter again at a lower resolution or in black and white, and upload that.'
  );
}

export const LETTER_NOT_PDF_MESSAGE =
  'This file is not a PDF. Upload the lender’s letter as a PDF (a file whose name ends .pdf).';

export const LETTER_UNREADABLE_MESSAGE =
  'This file says it is a PDF but cannot be read as one: it may be damaged or incomplete. ' +
  'Save or scan the lender’s letter as a PDF again and upload that.';

export const LETTER_NOT_SENT_MESSAGE =
  'This complaint has not been sent to the lender yet, so there is no response to upload.';

export const LETTER_MISSING_MESSAGE = 'This claim has no letter with this letterId that you can read.';

/** A letter's id: `complaint-letter-complaint-1`, or `lender-response-complaint-1-…` for an upload. */
export const LetterIdSchema = v.pipe(
  v.string('letterId must be a string'),
  v.regex(/^[a-z0-9-]{8,96}$/, 'letterId must be the id of one of the claim’s letters'),
);

/** The complaint letter's id: one a complaint, made once when it is sent. */
export const complaintLetterId = (complaintId: string) => `complaint-letter-${complaintId}`;

const IsoTimeSchema = v.pipe(v.string(), v.isoTimestamp());
const PdfFileNameSchema = v.pipe(v.string(), v.regex(/^[\w.-]+\.pdf$/));

/**
 * Base64 checked in one pass: valibot's `base64()` pattern overflows the stack on a few megabytes,
 * and a letter may be 5 MB.
 */
const isBase64 = (text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
const BASE64_MESSAGE = 'pdf must be the file’s bytes in base64';
const Base64PdfSchema = v.pipe(
  v.string(BASE64_MESSAGE),
  v.nonEmpty(BASE64_MESSAGE),
  v.check(isBase64, BASE64_MESSAGE),
);

/** One letter on a claim, without its bytes: what the claimant's page and the desk list. */
export const ClaimLetterSchema = v.object({
  letterId: LetterIdSchema,
  claimId: v.string(),
  complaintId: v.string(),
  lender: v.string(),
  kind: LetterKindSchema,
  fileName: PdfFileNameSchema,
  /** Bytes. */
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** When the complaint letter was sent, or the lender's response uploaded. */
  at: IsoTimeSchema,
});
export type ClaimLetter = v.InferOutput<typeof ClaimLetterSchema>;

/** What a letter is called in a list: "Our complaint to Black Horse", "Black Horse’s response". */
export function letterTitle({ kind, lender }: Pick<ClaimLetter, 'kind' | 'lender'>): string {
  return kind === 'complaint-letter' ? `Our complaint to ${lender}` : `${lender}’s response`;
}

/** The file name of a lender's response: "response-RDR-ABCD2345-black-horse.pdf", nothing personal. */
export function lenderResponseFileName(reference: string, lender: string): string {
  const ref = reference.replace(/[^A-Za-z0-9-]+/g, '');
  return `response-${ref || 'claim'}-${lenderFileNamePart(lender)}.pdf`;
}

/** A letter's file as the gateway answers it: base64. */
export const LetterFileSchema = v.object({
  claimId: v.string(),
  letterId: LetterIdSchema,
  fileName: PdfFileNameSchema,
  contentType: v.literal(LETTER_CONTENT_TYPE),
  pdf: Base64PdfSchema,
});
export type LetterFile = v.InferOutput<typeof LetterFileSchema>;
export const LetterFileResponseSchema = v.object({ data: LetterFileSchema });

// ---- The desk ----------------------------------------------------------------------------------

/**
 * deskUploadLenderResponse: the lender's response to one sent complaint, as a PDF in base64, with
 * the type the browser gave the file. The gateway checks the type, the size (LETTER_MAX_BYTES) and
 * that the bytes read as a PDF; a retry with the same key stores it once.
 */
export const DeskUploadLenderResponseRequestSchema = v.object({
  claimId: ClaimIdSchema,
  complaintId: ComplaintIdSchema,
  idempotencyKey: IdempotencyKeySchema,
  contentType: v.pipe(v.string('contentType must be a string'), v.maxLength(100, 'contentType is too long')),
  pdf: Base64PdfSchema,
});
export type DeskUploadLenderResponseRequest = v.InferInput<typeof DeskUploadLenderResponseRequestSchema>;
export const DeskUploadLenderResponseDataSchema = v.object({
  claimId: v.string(),
  letter: ClaimLetterSchema,
});
export type DeskUploadLenderResponseData = v.InferOutput<typeof DeskUploadLenderResponseDataSchema>;
export const DeskUploadLenderResponseResponseSchema = v.object({ data: DeskUploadLenderResponseDataSchema });

/** deskDownloadLetter and downloadClaimLetter: one letter of a claim. */
export const DownloadLetterRequestSchema = v.object({ claimId: ClaimIdSchema, letterId: LetterIdSchema });
export type DownloadLetterRequest = v.InferInput<typeof DownloadLetterRequestSchema>;

// ---- The claimant ------------------------------------------------------------------------------

/** listClaimLetters: the letters on every claim of the caller, oldest first. */
export const ListClaimLettersRequestSchema = v.object({});
export const ListClaimLettersDataSchema = v.object({ letters: v.array(ClaimLetterSchema) });
export type ListClaimLettersData = v.InferOutput<typeof ListClaimLettersDataSchema>;
export const ListClaimLettersResponseSchema = v.object({ data: ListClaimLettersDataSchema });
