import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  LETTER_MAX_BYTES,
  LETTER_NOT_PDF_MESSAGE,
  LETTER_UNREADABLE_MESSAGE,
  letterTooLargeMessage,
} from '../../../contract/letters.js';
import { letterOf, pdfRefusal } from './letters.js';

async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
}

describe('pdfRefusal: what the desk may upload as a lender’s response', () => {
  it('accepts a PDF of one page or more', async () => {
    expect(await pdfRefusal('application/pdf', await onePagePdf())).toBeNull();
  });

  it('refuses a file over the limit by its size first', async () => {
    const bytes = new Uint8Array(LETTER_MAX_BYTES + 1);
    expect(await pdfRefusal('image/png', bytes)).toEqual({
      reason: 'letter-too-large',
      message: letterTooLargeMessage(bytes.length),
    });
  });

  it('refuses another type, or bytes without a PDF’s header', async () => {
    const notPdf = { reason: 'letter-not-pdf', message: LETTER_NOT_PDF_MESSAGE };
    expect(await pdfRefusal('image/jpeg', await onePagePdf())).toEqual(notPdf);
    expect(await pdfRefusal('application/pdf', new TextEncoder().encode('Dear Sir or Madam'))).toEqual(
      notPdf,
    );
  });

  it('refuses bytes that start as a PDF but do not read as one', async () => {
    const unreadable = { reason: 'letter-unreadable', message: LETTER_UNREADABLE_MESSAGE };
    const whole = await onePagePdf();
    expect(await pdfRefusal('application/pdf', whole.subarray(0, whole.length / 2))).toEqual(unreadable);
    expect(await pdfRefusal('application/pdf', new TextEncoder().encode('%PDF-1.7\nhello\n%%EOF'))).toEqual(
      unreadable,
    );
  });
});

describe('letterOf', () => {
  const stored = {
    claimId: 'claim-1',
    fileId: 'lender-response-complaint-1-abc',
    fileName: 'response-RDR-ABCD2345-black-horse.pdf',
    contentType: 'application/pdf',
    size: 1200,
    sha256: 'ab',
    storedAt: Date.UTC(2026, 10, 2, 9, 30),
    metadata: { kind: 'lender-response', complaintId: 'complaint-1', lender: 'Black Horse' },
  };

  it('reads a kept file as a letter', () => {
    expect(letterOf(stored)).toEqual({
      letterId: stored.fileId,
      claimId: 'claim-1',
      complaintId: 'complaint-1',
      lender: 'Black Horse',
      kind: 'lender-response',
      fileName: stored.fileName,
      size: 1200,
      at: '2026-11-02T09:30:00.000Z',
    });
  });

  it('leaves out a file that is not a letter', () => {
    expect(letterOf({ ...stored, metadata: { kind: 'photo' } })).toBeNull();
  });
});
