// The letters on a claim as the gateway keeps them (decision 272): each is a file in the claim's
// file store (store.ts) whose metadata says what it is. The desk's operations (desk/letters.ts) and
// the claimant's (handlers/letters.ts) read and write them through these functions.
import { HttpsError } from 'firebase-functions/v2/https';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import {
  ClaimLetterSchema,
  LETTER_CONTENT_TYPE,
  LETTER_MAX_BYTES,
  LETTER_MISSING_MESSAGE,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_REFUSALS,
  LETTER_UNREADABLE_MESSAGE,
  LetterKindSchema,
  complaintLetterId,
  letterTooLargeMessage,
  type ClaimLetter,
  type LetterFile,
} from '../../../contract/letters.js';
import type { FileStore, StoredFile } from './store.js';

/** What a letter's file carries beside its bytes. */
const LetterMetadataSchema = v.object({
  kind: LetterKindSchema,
  complaintId: v.string(),
  lender: v.string(),
});

/** A stored file as a letter, or null for a file that is not one (nothing else is stored yet). */
export function letterOf(file: StoredFile): ClaimLetter | null {
  const metadata = v.safeParse(LetterMetadataSchema, file.metadata);
  if (!metadata.success) return null;
  const letter = v.safeParse(ClaimLetterSchema, {
    letterId: file.fileId,
    claimId: file.claimId,
    ...metadata.output,
    fileName: file.fileName,
    size: file.size,
    at: new Date(file.storedAt).toISOString(),
  });
  return letter.success ? letter.output : null;
}

/** A claim's letters, oldest first. */
export async function lettersOfClaim(store: FileStore, claimId: string): Promise<ClaimLetter[]> {
  return (await store.list(claimId)).map(letterOf).filter((letter) => letter !== null);
}

/** One letter of a claim with its bytes, as the gateway answers it; null when there is none. */
export async function letterFile(
  store: FileStore,
  claimId: string,
  letterId: string,
): Promise<{ letter: ClaimLetter; file: LetterFile } | null> {
  const found = await store.get(claimId, letterId);
  const letter = found ? letterOf(found.file) : null;
  if (!found || !letter) return null;
  return {
    letter,
    file: {
      claimId,
      letterId,
      fileName: letter.fileName,
      contentType: LETTER_CONTENT_TYPE,
      pdf: Buffer.from(found.bytes).toString('base64'),
    },
  };
}

export function letterMissing(): HttpsError {
  return new HttpsError('not-found', LETTER_MISSING_MESSAGE, { reason: LETTER_REFUSALS.missing });
}

/** Why an upload is not a letter the desk keeps, with the sentence the desk shows; null when it is. */
export type PdfRefusal = { reason: string; message: string };

/**
 * Checks an upload before anything is stored: the type the browser gave it, its size against
 * LETTER_MAX_BYTES, that it starts as a PDF does, and that pdf-lib reads it as a document of at
 * least one page (one with an owner's password still reads; its pages are not changed).
 */
export async function pdfRefusal(contentType: string, bytes: Uint8Array): Promise<PdfRefusal | null> {
  if (bytes.length > LETTER_MAX_BYTES) {
    return { reason: LETTER_REFUSALS.tooLarge, message: letterTooLargeMessage(bytes.length) };
  }
  // A PDF reader accepts its header anywhere in the first 1,024 bytes.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (contentType.trim().toLowerCase() !== LETTER_CONTENT_TYPE || !head.includes('%PDF-')) {
    return { reason: LETTER_REFUSALS.notPdf, message: LETTER_NOT_PDF_MESSAGE };
  }
  try {
    const pdf = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    });
    if (pdf.getPageCount() < 1) throw new Error('A PDF with no pages');
  } catch {
    return { reason: LETTER_REFUSALS.unreadable, message: LETTER_UNREADABLE_MESSAGE };
  }
  return null;
}

export function uploadRefused(refusal: PdfRefusal): HttpsError {
  const code = refusal.reason === LETTER_REFUSALS.tooLarge ? 'out-of-range' : 'invalid-argument';
  return new HttpsError(code, refusal.message, { reason: refusal.reason });
}

/**
 * Keeps the complaint letter deskSendComplaint made, under the complaint's one letter id: a retry
 * of the send answers the same bytes, which the store finds already kept.
 */
export async function keepComplaintLetter(
  store: FileStore,
  letter: {
    claimId: string;
    complaintId: string;
    lender: string;
    fileName: string;
    sentAt: number;
    pdf: Uint8Array;
  },
): Promise<void> {
  await store.put({
    claimId: letter.claimId,
    fileId: complaintLetterId(letter.complaintId),
    fileName: letter.fileName,
    contentType: LETTER_CONTENT_TYPE,
    storedAt: letter.sentAt,
    metadata: { kind: 'complaint-letter', complaintId: letter.complaintId, lender: letter.lender },
    bytes: letter.pdf,
  });
}
