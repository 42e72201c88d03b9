import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../tests/support/pdf.js';
import { complaintLetterPdf, type ComplaintOfLetter } from './complaintLetter.js';
import { letterOfAuthorityPdf } from './letterOfAuthority.js';
import { signedClaim } from '../../../contract/fixtures/signedClaim.js';

const SENT_AT = Date.UTC(2026, 0, 14, 10, 30);
const complaint: ComplaintOfLetter = {
  lender: 'Black Horse',
  agreements: [
    {
      lender: 'Black Horse',
      startDate: '2016-05-03',
      agreementType: 'PCP',
      vehicle: 'Ford Focus, AB16 CDE',
      amountFinancedPence: 1_250_000,
      source: 'creditFile',
    },
  ],
  dueOn: '2026-03-11',
};

describe('the complaint letter to a lender (PDF)', () => {
  it('states the firm, the day sent, the lender, the claimant, the agreement and the complaint', async () => {
    const { text, title } = await readPdf(await complaintLetterPdf(signedClaim(), complaint, SENT_AT));
    expect(title).toBe('Complaint to Black Horse RDR-ABCD2345');
    expect(text).toContain('Complex Law LLP (sample)');
    expect(text).toContain('SRA number 000000');
    expect(text).toContain('14 January 2026');
    expect(text).toContain('Our reference RDR-ABCD2345');
    expect(text).toContain('We act for Ms Jane Ann Example');
    expect(text).toContain('12 April 1985');
    expect(text).toContain('1 The Mall, London, SW1A 1AA');
    expect(text).toContain('Ford Focus, AB16 CDE · Personal contract purchase (PCP) · £12,500 financed');
    expect(text).toContain('8 weeks from receiving this complaint');
    expect(text).toContain('by 11 March 2026');
    expect(text).toContain('Financial Ombudsman Service');
  });

  it('ends with every page of the signed letter of authority', async () => {
    const claim = signedClaim();
    const letter = await PDFDocument.load(await complaintLetterPdf(claim, complaint, SENT_AT));
    const authority = await PDFDocument.load(await letterOfAuthorityPdf(claim));
    const { text } = await readPdf(await complaintLetterPdf(claim, complaint, SENT_AT));
    expect(letter.getPageCount()).toBeGreaterThan(authority.getPageCount());
    expect(text).toContain('Letter of authority');
    expect(text).toContain('I, Ms Jane Ann Example, authorise Complex Law LLP (sample)');
  });

  it('is the same document, byte for byte, when made again from the same claim and moment', async () => {
    const first = await complaintLetterPdf(signedClaim(), complaint, SENT_AT);
    const again = await complaintLetterPdf(signedClaim(), complaint, SENT_AT);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const later = await complaintLetterPdf(signedClaim(), complaint, SENT_AT + 86_400_000);
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });
});
