import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DeskUploadLenderResponseRequestSchema,
  LETTER_MAX_BYTES,
  letterTitle,
  letterTooLargeMessage,
  lenderResponseFileName,
  fileSize,
  megabytes,
} from './letters';

const request = (pdf: string) => ({
  claimId: 'claim-00000001',
  complaintId: 'complaint-1',
  idempotencyKey: 'k'.repeat(16),
  contentType: 'application/pdf',
  pdf,
});

describe('the letters’ words', () => {
  it('gives sizes to a tenth of a megabyte', () => {
    expect(megabytes(LETTER_MAX_BYTES)).toBe('5 MB');
    expect(megabytes(7.24 * 1024 * 1024)).toBe('7.2 MB');
    expect(megabytes(400 * 1024)).toBe('0.4 MB');
  });

  it('lists a letter’s size in kilobytes below a megabyte, never as 0', () => {
    expect(fileSize(48_213)).toBe('47 KB');
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(1024 * 1024)).toBe('1 MB');
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });

  it('tells the desk the file’s size, the limit and what to do, never “5 MB” against “5 MB”', () => {
    expect(letterTooLargeMessage(7.24 * 1024 * 1024)).toBe(
      'This file is 7.2 MB. The largest letter the desk keeps is 5 MB: scan the letter again at a ' +
        'lower resolution or in black and white, and upload that.',
    );
    expect(letterTooLargeMessage(LETTER_MAX_BYTES + 1)).toMatch(/^This file is more than 5 MB\./);
  });

  it('names each letter by what it is and its lender', () => {
    expect(letterTitle({ kind: 'complaint-letter', lender: 'Black Horse' })).toBe(
      'Our complaint to Black Horse',
    );
    expect(letterTitle({ kind: 'lender-response', lender: 'Black Horse' })).toBe('Black Horse’s response');
  });

  it('names a response’s file by the reference and the lender, nothing personal', () => {
    expect(lenderResponseFileName('RDR-ABCD2345', 'Close Brothers Motor Finance')).toBe(
      'response-RDR-ABCD2345-close-brothers-motor-finance.pdf',
    );
  });
});

describe('the upload’s request', () => {
  it('takes a letter at the limit as base64, checked in one pass', () => {
    const pdf = Buffer.alloc(LETTER_MAX_BYTES + 1, 0x25).toString('base64');
    expect(v.safeParse(DeskUploadLenderResponseRequestSchema, request(pdf)).success).toBe(true);
  });

  it('refuses what is not base64, or nothing', () => {
    for (const pdf of ['', 'not base64!', 'abc']) {
      expect(v.safeParse(DeskUploadLenderResponseRequestSchema, request(pdf)).success).toBe(false);
    }
  });
});
